import { createFileRoute } from "@tanstack/react-router";
import { ConfirmSubscription } from "../features/newsletter/ConfirmSubscription";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/newsletter/confirm")({
  head: headOf("newsletter.confirm.meta.title", "newsletter.confirm.meta.description"),
  // The server's answer is shown in the page's language, from `validation`.
  beforeLoad: withMessages("newsletter"),
  // Only what the link carries: a search the address does not hold would make the router rewrite the address.
  validateSearch: (search: Record<string, unknown>): { email?: string; token?: string } => ({
    ...(typeof search.email === "string" ? { email: search.email } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: ConfirmSubscriptionPage,
});

function ConfirmSubscriptionPage() {
  const { email = "", token = "" } = Route.useSearch();
  return <ConfirmSubscription email={email} token={token} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { Unsubscribe } from "../features/newsletter/Unsubscribe";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/unsubscribe")({
  head: headOf("newsletter.unsubscribe.meta.title", "newsletter.unsubscribe.meta.description"),
  // The server's answer is shown in the page's language, from `validation`.
  beforeLoad: withMessages("newsletter"),
  // Only what the link carries: a search the address does not hold would make the router rewrite the address.
  validateSearch: (search: Record<string, unknown>): { email?: string; token?: string } => ({
    ...(typeof search.email === "string" ? { email: search.email } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { email = "", token = "" } = Route.useSearch();
  return <Unsubscribe email={email} token={token} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { Unsubscribe } from "../features/newsletter/Unsubscribe";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/unsubscribe")({
  // Only what the link carries: a search the address does not hold would make the router rewrite the address.
  validateSearch: (search: Record<string, unknown>): { email?: string; token?: string } => ({
    ...(typeof search.email === "string" ? { email: search.email } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  usePageMeta("Unsubscribe", "Stop receiving the Carmen Reyes Fitness newsletter.");
  const { email = "", token = "" } = Route.useSearch();
  return <Unsubscribe email={email} token={token} />;
}

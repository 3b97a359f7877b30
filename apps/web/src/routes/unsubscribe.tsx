import { createFileRoute } from "@tanstack/react-router";
import { Unsubscribe } from "../features/newsletter/Unsubscribe";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/unsubscribe")({
  validateSearch: (search: Record<string, unknown>) => ({
    email: typeof search.email === "string" ? search.email : "",
    token: typeof search.token === "string" ? search.token : "",
  }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  usePageMeta("Unsubscribe", "Stop receiving the Carmen Reyes Fitness newsletter.");
  return <Unsubscribe {...Route.useSearch()} />;
}

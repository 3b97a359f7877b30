import { createFileRoute } from "@tanstack/react-router";
import { ClaimOffer } from "../features/sessions/ClaimOffer";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/waitlist/claim")({
  // Only what the offer's link carries: a search the address does not hold would make the router rewrite it.
  validateSearch: (search: Record<string, unknown>): { entry?: string; token?: string } => ({
    ...(typeof search.entry === "string" || typeof search.entry === "number" ? { entry: String(search.entry) } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: ClaimOfferPage,
});

function ClaimOfferPage() {
  usePageMeta("Claim your place", "A place opened in an hour you were waiting for at Carmen Reyes Fitness.");
  const { entry = "", token = "" } = Route.useSearch();
  return <ClaimOffer entry={entry} token={token} />;
}

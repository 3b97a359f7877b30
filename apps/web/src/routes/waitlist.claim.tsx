import { createFileRoute } from "@tanstack/react-router";
import { ClaimOffer } from "../features/sessions/ClaimOffer";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/waitlist/claim")({
  head: headOf("portal.claim.meta.title", "portal.claim.meta.description"),
  beforeLoad: withMessages("portal"),
  // Only what the offer's link carries: a search the address does not hold would make the router rewrite it.
  validateSearch: (search: Record<string, unknown>): { entry?: string; token?: string } => ({
    ...(typeof search.entry === "string" || typeof search.entry === "number" ? { entry: String(search.entry) } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: ClaimOfferPage,
});

function ClaimOfferPage() {
  const { entry = "", token = "" } = Route.useSearch();
  return <ClaimOffer entry={entry} token={token} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { ClaimOffer } from "../features/sessions/ClaimOffer";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/waitlist/claim")({
  beforeLoad: withMessages("portal"),
  // Only what the offer's link carries: a search the address does not hold would make the router rewrite it.
  validateSearch: (search: Record<string, unknown>): { entry?: string; token?: string } => ({
    ...(typeof search.entry === "string" || typeof search.entry === "number" ? { entry: String(search.entry) } : {}),
    ...(typeof search.token === "string" ? { token: search.token } : {}),
  }),
  component: ClaimOfferPage,
});

function ClaimOfferPage() {
  const { t } = useT();
  usePageMeta(t("portal.claim.meta.title"), t("portal.claim.meta.description"));
  const { entry = "", token = "" } = Route.useSearch();
  return <ClaimOffer entry={entry} token={token} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { TermsOfService } from "../features/legal/TermsOfService";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/terms")({ component: TermsPage });

function TermsPage() {
  usePageMeta("Terms of Service", "Booking, payment, 24-hour cancellation and refund terms of Carmen Reyes Fitness.");
  return <TermsOfService />;
}

import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicy } from "../features/legal/PrivacyPolicy";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/privacy")({ component: PrivacyPage });

function PrivacyPage() {
  usePageMeta(
    "Privacy Policy",
    "What Carmen Reyes Fitness collects, why, how long it is kept, and how to ask for deletion.",
  );
  return <PrivacyPolicy />;
}

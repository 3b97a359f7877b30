import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicy } from "../features/legal/PrivacyPolicy";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

// The legal text is its own catalogue: no other page downloads it.
export const Route = createFileRoute("/privacy")({
  staticData: { indexed: true },
  head: headOf("privacy.meta.title", "privacy.meta.description"),
  beforeLoad: withMessages("privacy"),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <PrivacyPolicy />;
}

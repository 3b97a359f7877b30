import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicy } from "../features/legal/PrivacyPolicy";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { usePageMeta } from "../lib/page-meta";

// The legal text is its own catalogue: no other page downloads it.
export const Route = createFileRoute("/privacy")({ beforeLoad: withMessages("privacy"), component: PrivacyPage });

function PrivacyPage() {
  const { t } = useT();
  usePageMeta(t("privacy.meta.title"), t("privacy.meta.description"));
  return <PrivacyPolicy />;
}

import { createFileRoute } from "@tanstack/react-router";
import { TermsOfService } from "../features/legal/TermsOfService";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { usePageMeta } from "../lib/page-meta";

// The legal text is its own catalogue: no other page downloads it.
export const Route = createFileRoute("/terms")({ beforeLoad: withMessages("terms"), component: TermsPage });

function TermsPage() {
  const { t } = useT();
  usePageMeta(t("terms.meta.title"), t("terms.meta.description"));
  return <TermsOfService />;
}

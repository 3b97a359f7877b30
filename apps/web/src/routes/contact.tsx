import { createFileRoute } from "@tanstack/react-router";
import { ContactSection } from "../features/contact/ContactSection";
import { withMessages } from "../i18n/messages";
import { useT } from "../i18n/use-t";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/contact")({ beforeLoad: withMessages("contact"), component: ContactPage });

function ContactPage() {
  const { t } = useT();
  usePageMeta(t("contact.meta.title"), t("contact.meta.description"));
  return <ContactSection asPage />;
}

import { createFileRoute } from "@tanstack/react-router";
import { ContactSection } from "../features/contact/ContactSection";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/contact")({
  staticData: { indexed: true },
  head: headOf("contact.meta.title", "contact.meta.description"),
  beforeLoad: withMessages("contact"),
  component: ContactPage,
});

function ContactPage() {
  return <ContactSection asPage />;
}

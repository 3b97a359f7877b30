import "@mantine/core/styles/Image.css";
import { createFileRoute } from "@tanstack/react-router";
import { ContactSection } from "../features/contact/ContactSection";
import { usePageMeta } from "../lib/page-meta";

export const Route = createFileRoute("/contact")({ component: ContactPage });

function ContactPage() {
  usePageMeta(
    "Contact",
    "Send Carmen Reyes a message about personal training in Miami: gym, in-home and online coaching for women over 40.",
  );
  return <ContactSection asPage />;
}

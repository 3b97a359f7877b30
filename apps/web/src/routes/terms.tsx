import { createFileRoute } from "@tanstack/react-router";
import { TermsOfService } from "../features/legal/TermsOfService";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

// The legal text is its own catalogue: no other page downloads it.
export const Route = createFileRoute("/terms")({
  staticData: { indexed: true },
  head: headOf("terms.meta.title", "terms.meta.description"),
  beforeLoad: withMessages("terms"),
  component: TermsPage,
});

function TermsPage() {
  return <TermsOfService />;
}

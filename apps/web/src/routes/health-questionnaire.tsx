import { createFileRoute } from "@tanstack/react-router";
import { IntakePage } from "../features/intake/IntakePage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/health-questionnaire")({
  head: headOf("intake.meta.title", "intake.meta.description"),
  beforeLoad: withMessages("signin", "intake"),
  component: IntakePage,
});

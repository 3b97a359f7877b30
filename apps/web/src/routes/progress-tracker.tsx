import { createFileRoute } from "@tanstack/react-router";
import { ProgressTrackerPage } from "../features/progress/ProgressTrackerPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/progress-tracker")({
  head: headOf("tracker.meta.title", "tracker.meta.description"),
  beforeLoad: withMessages("signin", "tracker"),
  component: ProgressTrackerPage,
});

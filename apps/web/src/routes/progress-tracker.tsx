import { createFileRoute } from "@tanstack/react-router";
import { ProgressTrackerPage } from "../features/progress/ProgressTrackerPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/progress-tracker")({
  beforeLoad: withMessages("signin", "tracker"),
  component: ProgressTrackerPage,
});

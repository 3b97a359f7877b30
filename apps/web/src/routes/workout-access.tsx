import { createFileRoute } from "@tanstack/react-router";
import { WorkoutAccessPage } from "../features/portal/WorkoutAccessPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/workout-access")({
  beforeLoad: withMessages("signin", "workouts"),
  component: WorkoutAccessPage,
});

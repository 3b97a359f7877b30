import { createFileRoute } from "@tanstack/react-router";
import { WorkoutAccessPage } from "../features/portal/WorkoutAccessPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/workout-access")({
  head: headOf("workouts.access.meta.title", "workouts.access.meta.description"),
  beforeLoad: withMessages("signin", "workouts"),
  component: WorkoutAccessPage,
});

import { createFileRoute } from "@tanstack/react-router";
import { WorkoutOfTheDayPage } from "../features/portal/WorkoutOfTheDayPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/workout-of-the-day")({
  head: headOf("workouts.wotd.meta.title", "workouts.wotd.meta.description"),
  beforeLoad: withMessages("signin", "workouts"),
  component: WorkoutOfTheDayPage,
});

import { createFileRoute } from "@tanstack/react-router";
import { WorkoutOfTheDayPage } from "../features/portal/WorkoutOfTheDayPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/workout-of-the-day")({
  beforeLoad: withMessages("signin", "workouts"),
  component: WorkoutOfTheDayPage,
});

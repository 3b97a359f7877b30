import { createFileRoute } from "@tanstack/react-router";
import { WorkoutOfTheDayPage } from "../features/portal/WorkoutOfTheDayPage";

export const Route = createFileRoute("/workout-of-the-day")({ component: WorkoutOfTheDayPage });

import { createFileRoute } from "@tanstack/react-router";
import { TestWorkoutEmailPage } from "../features/dev-tools/TestWorkoutEmailPage";
import { pageHead } from "../lib/page-meta";

export const Route = createFileRoute("/test-workout-email")({
  head: () => pageHead({ title: "Test Workout Email", description: "Developer test page." }),
  component: TestWorkoutEmailPage,
});

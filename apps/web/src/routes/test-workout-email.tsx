import { createFileRoute } from "@tanstack/react-router";
import { TestWorkoutEmailPage } from "../features/dev-tools/TestWorkoutEmailPage";

export const Route = createFileRoute("/test-workout-email")({ component: TestWorkoutEmailPage });

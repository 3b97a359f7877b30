import { createFileRoute } from "@tanstack/react-router";
import { WorkoutAccessPage } from "../features/portal/WorkoutAccessPage";

export const Route = createFileRoute("/workout-access")({ component: WorkoutAccessPage });

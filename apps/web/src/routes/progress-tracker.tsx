import { createFileRoute } from "@tanstack/react-router";
import { ProgressTrackerPage } from "../features/progress/ProgressTrackerPage";

export const Route = createFileRoute("/progress-tracker")({ component: ProgressTrackerPage });

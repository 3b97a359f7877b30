import { createFileRoute } from "@tanstack/react-router";
import { TestSchedulingPage } from "../features/dev-tools/TestSchedulingPage";

export const Route = createFileRoute("/test-scheduling")({ component: TestSchedulingPage });

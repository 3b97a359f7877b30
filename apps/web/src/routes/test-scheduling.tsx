import { createFileRoute } from "@tanstack/react-router";
import { TestSchedulingPage } from "../features/dev-tools/TestSchedulingPage";
import { pageHead } from "../lib/page-meta";

export const Route = createFileRoute("/test-scheduling")({
  head: () => pageHead({ title: "Test Scheduling", description: "Developer test page." }),
  component: TestSchedulingPage,
});

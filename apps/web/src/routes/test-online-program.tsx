import { createFileRoute } from "@tanstack/react-router";
import { TestOnlineProgramPage } from "../features/dev-tools/TestOnlineProgramPage";
import { pageHead } from "../lib/page-meta";

export const Route = createFileRoute("/test-online-program")({
  head: () => pageHead({ title: "Test Online Program", description: "Developer test page." }),
  component: TestOnlineProgramPage,
});

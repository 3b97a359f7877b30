import { createFileRoute } from "@tanstack/react-router";
import { TestSmtpPage } from "../features/dev-tools/TestSmtpPage";
import { pageHead } from "../lib/page-meta";

export const Route = createFileRoute("/test-smtp")({
  head: () => pageHead({ title: "Test SMTP", description: "Developer test page." }),
  component: TestSmtpPage,
});

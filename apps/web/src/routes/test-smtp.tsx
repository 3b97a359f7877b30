import { createFileRoute } from "@tanstack/react-router";
import { TestSmtpPage } from "../features/dev-tools/TestSmtpPage";

export const Route = createFileRoute("/test-smtp")({ component: TestSmtpPage });

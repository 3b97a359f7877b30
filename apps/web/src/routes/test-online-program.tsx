import { createFileRoute } from "@tanstack/react-router";
import { TestOnlineProgramPage } from "../features/dev-tools/TestOnlineProgramPage";

export const Route = createFileRoute("/test-online-program")({ component: TestOnlineProgramPage });

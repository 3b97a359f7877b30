import { createFileRoute } from "@tanstack/react-router";
import { TestCheckoutPage } from "../features/dev-tools/TestCheckoutPage";

export const Route = createFileRoute("/test-checkout")({ component: TestCheckoutPage });

import { createFileRoute } from "@tanstack/react-router";
import { TestCheckoutPage } from "../features/dev-tools/TestCheckoutPage";
import { pageHead } from "../lib/page-meta";

export const Route = createFileRoute("/test-checkout")({
  head: () => pageHead({ title: "Test Checkout", description: "Developer test page." }),
  component: TestCheckoutPage,
});

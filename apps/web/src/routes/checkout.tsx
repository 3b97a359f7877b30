import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/payments/CheckoutPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/checkout")({
  beforeLoad: withMessages("booking", "checkout"),
  component: CheckoutPage,
});

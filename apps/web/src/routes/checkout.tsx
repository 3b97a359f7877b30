import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/payments/CheckoutPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/checkout")({
  head: headOf("checkout.meta.title", "checkout.meta.description"),
  beforeLoad: withMessages("booking", "checkout"),
  component: CheckoutPage,
});

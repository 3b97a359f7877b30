import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/payments/CheckoutPage";

export const Route = createFileRoute("/checkout")({ component: CheckoutPage });

import { type RestRoute, route } from "../define";

export const paymentRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/create-payment-intent",
    procedure: "bookings.createPaymentIntent",
    summary: "Create (or reuse) the booking's PaymentIntent for the server's amount",
    tag: "payments",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/bookings/:id/payment-success",
    procedure: "bookings.paymentSuccess",
    summary: "Report a confirmed card payment; believed only after checking the PaymentIntent with Stripe",
    tag: "payments",
    access: "public",
  }),
];

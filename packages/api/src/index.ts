export type { AdminAuthConfig, Context, CookieOptions, RequestBridge, Services } from "./context";
export {
  mockGateway,
  type PaymentGateway,
  type PaymentIntentInfo,
  stripeGateway,
  verifyStripeWebhook,
} from "./payments";
export { type AppRouter, appRouter, type Caller, createCaller } from "./root";
export { findAdminSession } from "./services/admin-auth";
export { releaseStaleBookings } from "./services/bookings";
export { findClientSession } from "./services/client-sessions";
export { ADMIN_COOKIE, CLIENT_COOKIE } from "./services/cookies";
export { unsubscribeUrl } from "./services/newsletter";
export { type OutgoingEmail, retryQueuedEmails, sendEmail } from "./services/outbox";
export { handleStripeEvent } from "./services/payments";
export { countAttempt, enforceLimits } from "./services/rate-limit";
export { sendDueReminders } from "./services/reminders";
export { isSchemaError, zodIssues } from "./trpc";

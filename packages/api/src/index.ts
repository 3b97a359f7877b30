export type { AdminAuthConfig, Context, CookieOptions, RequestBridge, Services } from "./context";
export { type JobAttempt, type JobData, type JobName, type JobQueue, jobDefinitions, sweeps } from "./jobs";
export {
  mockGateway,
  type PaymentGateway,
  type PaymentIntentInfo,
  stripeGateway,
  verifyStripeWebhook,
} from "./payments";
export { type AppRouter, appRouter, type Caller, createCaller } from "./root";
export { releaseStaleBookings } from "./services/bookings";
export { CATALOG_CHANNEL, CatalogCache } from "./services/catalog-cache";
export { ADMIN_COOKIE, CLIENT_COOKIE } from "./services/cookies";
export { fieldError } from "./services/errors";
export { unsubscribeUrl } from "./services/newsletter";
export { type OutgoingEmail, retryQueuedEmails, sendEmail } from "./services/outbox";
export { hashPassword } from "./services/passwords";
export { handleStripeEvent } from "./services/payments";
export { databaseLimits, type RateLimitStore, takeLimits } from "./services/rate-limit";
export { deliverReminder, reminderDueAt, sendDueReminders } from "./services/reminders";
export { signedInAdmin, signedInClient } from "./services/signed-in";
export { loggedSms, type SmsSender, twilioSms } from "./sms";
export { GENERIC_MESSAGE, isSchemaError, UNAVAILABLE_MESSAGE, zodIssues } from "./trpc";

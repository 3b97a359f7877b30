export { ADMIN_COOKIE, CLIENT_COOKIE } from "./auth/cookies";
export { signedInAdmin, signedInClient } from "./auth/signed-in";
export { renderMarkdown } from "./blog/markdown";
export { feedPosts, nextPublishAt } from "./blog/posts";
export { releaseStaleBookings } from "./bookings/bookings";
export { sweepPackExpiry } from "./bookings/expiry";
export { bookingRecordOutput } from "./bookings/record";
export { CATALOG_CHANNEL, CatalogCache } from "./catalogue/catalog-cache";
export { renewMockMemberships } from "./payments/membership-payment";
/**
 * Told (NOTIFY) by the database whenever content a public page shows changes: recipes, testimonials, client pages,
 * blog posts.
 */
export const CONTENT_CHANNEL = "content_changed";
export type { AdminAuthConfig, Context, CookieOptions, RequestBridge, Services } from "./context";
export { jobDefinitions, sweeps } from "./jobs";
export { fieldError } from "./lib/errors";
export { type OutgoingEmail, retryQueuedEmails, sendEmail } from "./lib/outbox";
export { hashPassword } from "./lib/passwords";
export { takeLimits } from "./lib/rate-limit";
export { Saying, type ServerMessageId, sayingOf, says } from "./lib/said";
export { handleStripeEvent } from "./payments/payments";
export { databaseLimits, type RateLimitStore } from "./ports/limits";
export {
  mockGateway,
  type PaymentGateway,
  type PaymentIntentInfo,
  type RefundInfo,
  type RefundRequest,
  type StripeApi,
  stripeGateway,
  verifyStripeWebhook,
} from "./ports/payments";
export { type PushSender, type VapidKeys, webPush } from "./ports/push";
export type { JobAttempt, JobData, JobName, JobQueue, PushNotice } from "./ports/queue";
export { loggedSms, type SmsSender, twilioSms } from "./ports/sms";
export { localUploadedFiles, type UploadedFiles } from "./ports/uploaded-files";
export { vapidKeysFromDatabase } from "./ports/vapid-keys";
export { MY_DATA_KINDS, type MyDataFile, myDataFile } from "./privacy/kinds";
export { addPhoto, type PhotoImage, photoDay, photoFor } from "./progress/photos";
export { notifyOfComment } from "./push/notices";
export { notifyClient } from "./push/notify";
export { deliverReminder, reminderDueAt, sendDueReminders } from "./reminders/reminders";
export { type AppRouter, appRouter, type Caller, createCaller } from "./root";
export { sendMorningAgenda } from "./sessions/morning-agenda";
export { indexedPages, type SitePage } from "./site-map";
export { testimonialPhotoStatus } from "./testimonials/testimonials";
export {
  answersShared,
  GENERIC,
  isInputError,
  isSchemaError,
  type ProcedureMeta,
  UNAVAILABLE,
  zodIssues,
} from "./trpc";

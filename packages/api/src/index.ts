export type { AdminAuthConfig, Context, CookieOptions, RequestBridge, Services } from "./context";
export { type AppRouter, appRouter, type Caller, createCaller } from "./root";
export { ADMIN_COOKIE, CLIENT_COOKIE } from "./services/cookies";
export { unsubscribeUrl } from "./services/newsletter";
export { type OutgoingEmail, sendEmail } from "./services/outbox";
export { zodIssues } from "./trpc";

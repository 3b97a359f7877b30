// One file per domain (packages/api/src/<domain>/ uses the same name), and the platform's own tables (users, the mail
// outbox, the rate limits) in files named for them. Everything is exported from here: import from "@studio/db".
export * from "./audit";
export * from "./auth";
export * from "./blog";
export * from "./bookings";
export * from "./calendar";
export * from "./catalogue";
export * from "./client-pages";
export * from "./clients";
export * from "./contact";
export * from "./discounts";
export * from "./email-outbox";
export * from "./gift-cards";
export * from "./hours";
export * from "./intake";
export * from "./memberships";
export * from "./newsletter";
export * from "./payments";
export * from "./portal";
export * from "./programs";
export * from "./progress";
export * from "./rate-limits";
export * from "./recipes";
export * from "./reminders";
export * from "./sessions";
export * from "./testimonials";
export * from "./users";

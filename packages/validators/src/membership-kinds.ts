// Memberships as plain lists (no schema library): how a package is paid for, and where a member stands. The zod
// enums, the column types and the screens derive from them.

/** once: a pack paid for once; monthly: a membership that renews each month with the package's sessions. */
export const PACKAGE_BILLINGS = ["once", "monthly"] as const;
export type PackageBilling = (typeof PACKAGE_BILLINGS)[number];

/**
 * The most days a month's period holds: an unlimited membership brings one session for each day of its paid period
 * (at most one a day), so its package counts this many sessions a month, and a month never brings more.
 */
export const UNLIMITED_MONTH_MAX_DAYS = 31;

/**
 * incomplete: signed up, first month not yet paid; active: paid and renewing; past_due: a renewal failed and the
 * card processor is retrying it; paused: no charge and no new sessions until she resumes; cancelled: ended.
 */
export const MEMBERSHIP_STATUSES = ["incomplete", "active", "past_due", "paused", "cancelled"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

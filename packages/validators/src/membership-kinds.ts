// Memberships as plain lists (no schema library): how a package is paid for, and where a member stands. The zod
// enums, the column types and the screens derive from them.

/** once: a pack paid for once; monthly: a membership that renews each month with the package's sessions. */
export const PACKAGE_BILLINGS = ["once", "monthly"] as const;
export type PackageBilling = (typeof PACKAGE_BILLINGS)[number];

/**
 * incomplete: signed up, first month not yet paid; active: paid and renewing; past_due: a renewal failed and the
 * card processor is retrying it; paused: no charge and no new sessions until she resumes; cancelled: ended.
 */
export const MEMBERSHIP_STATUSES = ["incomplete", "active", "past_due", "paused", "cancelled"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

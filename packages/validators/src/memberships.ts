// Memberships: a package paid monthly through the card processor, as the client and the trainer see it, and what
// either may do to it.
import { z } from "zod";
import { email, id, instant, listPage, money } from "./common";
import { MEMBERSHIP_STATUSES } from "./membership-kinds";

export { MEMBERSHIP_STATUSES, type MembershipStatus, PACKAGE_BILLINGS, type PackageBilling } from "./membership-kinds";
export const membershipStatus = z.enum(MEMBERSHIP_STATUSES);

/** pause: no charge and no new sessions until she resumes; cancel: ends when the month paid for does; keep: undoes it. */
export const MEMBERSHIP_CHANGES = ["pause", "resume", "cancel", "keep"] as const;
export type MembershipChange = (typeof MEMBERSHIP_CHANGES)[number];

export const membershipChangeInput = z.object({
  id,
  change: z.enum(MEMBERSHIP_CHANGES, { error: `change must be one of ${MEMBERSHIP_CHANGES.join(", ")}` }),
});

export const membershipOutput = z.object({
  id,
  packageId: id,
  /** In the language of the page that asked, where the trainer wrote her Spanish. */
  packageName: z.string(),
  /** A month's price. */
  amount: money,
  /** Sessions each paid month brings. */
  sessionsPerMonth: z.number().int(),
  /** Unlimited sessions within her hours, one a day: `sessionsPerMonth` is then no count to show. */
  unlimited: z.boolean(),
  /** Months a month's sessions may be used in (1: that month only); null: they roll over for good. */
  validMonths: z.number().int().nullable(),
  status: membershipStatus,
  /** When the month paid for ends: the next charge, unless it ends or is paused. */
  currentPeriodEnd: instant.nullable(),
  /** When the end she asked for takes effect; null while it renews. */
  endsAt: instant.nullable(),
  pausedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  /** When a renewal's charge failed and is being retried. */
  paymentFailedAt: instant.nullable(),
  createdAt: instant,
  /** Whether she can put in a new card here (a processor that keeps cards, and a customer there). */
  cardUpdatable: z.boolean(),
});
export type MembershipOutput = z.infer<typeof membershipOutput>;

export const adminMembershipOutput = membershipOutput
  .omit({ cardUpdatable: true })
  .extend({ clientName: z.string(), clientEmail: z.string() });
export type AdminMembership = z.infer<typeof adminMembershipOutput>;

/** The trainer's list: all, one status, or those needing her attention (a failed renewal). */
export const MEMBERSHIP_FILTERS = ["all", "attention", ...MEMBERSHIP_STATUSES] as const;
export const adminMembershipsInput = z.object({
  filter: z
    .enum(MEMBERSHIP_FILTERS, { error: `filter must be one of ${MEMBERSHIP_FILTERS.join(", ")}` })
    .default("all"),
  clientEmail: email.optional(),
  page: listPage,
});
export const MEMBERSHIPS_PAGE_SIZE = 25;
export const adminMembershipsOutput = z.object({
  memberships: z.array(adminMembershipOutput),
  total: z.number().int(),
  /** Failed renewals, whatever the filter: the back office's count to look at. */
  attention: z.number().int(),
});

export const membershipCardInput = z.object({ id });
/** Stripe's page for her new card, to open in place of the site; she comes back to My Sessions. */
export const membershipCardOutput = z.object({ url: z.string() });

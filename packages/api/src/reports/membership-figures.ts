// How the trainer's memberships stood for a range of days, in one aggregate over the memberships that can count:
// those not ended now (found by the status index) and those that ended since the range began (by when they ended).
// The memberships that ended before the range, years of them, are never read, so the report costs what its range
// and today's members hold, not what the studio's history holds.
//
// The table keeps a membership's present state, not its past ones, so the figures at the range's end are read back
// from the instants it keeps:
// - a membership counts from its first month's payment (its first booking's paid_at): one never paid is no member;
// - it ended when it was cancelled (cancelled_at), or when the end she asked for came (ends_at, if Stripe's word
//   has not arrived yet); one set to end later counts until then, as that month is paid for;
// - it is paused at the end when one of its pauses (membership_pauses, migration 0046: each from when it was paused
//   to when it resumed or ended) had begun by then and not ended: a pause she has since resumed counts on the days
//   it lasted, and a pause that began after the end is not yet;
// - a failed renewal (past_due) counts as active: Stripe is retrying it and it has not ended;
// - the monthly recurring revenue is the sum of the monthly amounts of the active ones at the range's end (paused
//   and ended ones bring nothing; one set to end after it still counts).
// "The range's end" is the midnight after its last day, or now when that is still to come: an end she asked for
// that falls later in the range has not happened yet.
import { bookings, membershipPauses, memberships } from "@studio/db";
import { fromCents, type Reports, toCents } from "@studio/validators";
import { and, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Services } from "../context";

/** The statuses of a membership that has not ended (an unpaid sign-up, incomplete, never began). */
const NOT_ENDED = ["active", "past_due", "paused"] as const;

export async function membershipFigures(services: Services, start: Date, end: Date): Promise<Reports["memberships"]> {
  const now = services.now();
  const at = end < now ? end : now;
  // Instants in raw SQL go as text: the PostgreSQL driver takes no Date there.
  const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;
  // Its first month's payment, looked up by the first booking's key for each membership read: LIMIT 1 keeps the
  // look-up per membership (a join would let the planner read every booking ever made to find a few hundred). A
  // membership never paid for has none and is left out (an abandoned sign-up the processor has since cancelled).
  const firstMonth = services.db
    .select({ paidAt: sql<Date>`${bookings.paidAt}`.as("first_paid_at") })
    .from(bookings)
    .where(and(eq(bookings.id, memberships.firstBookingId), isNotNull(bookings.paidAt)))
    .limit(1)
    .as("first_month");
  const { paidAt } = firstMonth;
  const endedAt = sql`coalesce(${memberships.cancelledAt}, ${memberships.endsAt})`;
  const memberAtEnd = sql`${paidAt} < ${instant(end)} and (${endedAt} is null or ${endedAt} >= ${instant(at)})`;
  // A pause that lasted to the end: looked up by the membership and when it began (its index), a few rows each.
  const pausedAtEnd = sql`exists (select 1 from ${membershipPauses}
    where ${membershipPauses.membershipId} = ${memberships.id}
      and ${membershipPauses.pausedAt} < ${instant(at)}
      and (${membershipPauses.resumedAt} is null or ${membershipPauses.resumedAt} >= ${instant(at)}))`;
  const activeAtEnd = sql`${memberAtEnd} and not (${pausedAtEnd})`;
  const [row] = await services.db
    .select({
      active: sql`count(*) filter (where ${activeAtEnd})`.mapWith(Number),
      paused: sql`count(*) filter (where ${memberAtEnd} and ${pausedAtEnd})`.mapWith(Number),
      signedUp: sql`count(*) filter (where ${paidAt} >= ${instant(start)} and ${paidAt} < ${instant(end)})`.mapWith(
        Number,
      ),
      churned: sql`count(*) filter (where ${endedAt} >= ${instant(start)} and ${endedAt} < ${instant(at)})`.mapWith(
        Number,
      ),
      monthlyRecurring: sql<string>`coalesce(sum(${memberships.amount}) filter (where ${activeAtEnd}), 0)::text`,
    })
    .from(memberships)
    .crossJoinLateral(firstMonth)
    // The memberships a figure can count: one signed up in the range or a member at its end has either not ended,
    // or ended after the range began.
    .where(or(inArray(memberships.status, [...NOT_ENDED]), gte(memberships.cancelledAt, start)));
  return {
    active: row?.active ?? 0,
    paused: row?.paused ?? 0,
    signedUp: row?.signedUp ?? 0,
    churned: row?.churned ?? 0,
    monthlyRecurring: fromCents(toCents(row?.monthlyRecurring ?? "0")),
  };
}

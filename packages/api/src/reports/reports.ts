// The trainer's reports for a range of days in Miami, each figure summed by the database over rows an index finds
// by time (money by when it moved, sessions by their hour), so a report costs what its range holds, not what the
// studio's history holds. Sessions owed are found through the partial index of open sessions (migration 0030);
// memberships are counted in membership-figures.ts, gift cards in gift-card-figures.ts (with the rule that counts
// money once: a booking's amount is what was charged on top of a gift card, so sales never hold the card's dollars,
// which came in when the card was sold).
import { bookings, closures, packageSessions, packages, refunds, sessionsSold, weeklyHours } from "@studio/db";
import { fromCents, type ReportRange, type Reports, type SaleMethod, toCents } from "@studio/validators";
import { studio } from "@studio/validators/studio";
import { addDays, miamiInstant } from "@studio/validators/studio-time";
import { and, count, countDistinct, desc, eq, gte, inArray, lt, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Services } from "../context";
import { giftCardFigures } from "./gift-card-figures";
import { membershipFigures } from "./membership-figures";

/** The instants a range of Miami days runs between: its first midnight, and the midnight after its last day. */
export function rangeInstants({ from, to }: ReportRange) {
  return { start: miamiInstant(from, "00:00"), end: miamiInstant(addDays(to, 1), "00:00") };
}

const zone = sql.raw(`'${studio.timeZone}'`);
const sum = (value: SQLWrapper) => sql<string>`coalesce(sum(${value}), 0)::text`;

/** How a sale was paid, as the report names it. Constants only, so GROUP BY repeats it to the letter. */
const saleMethod = sql<SaleMethod>`case
  when ${bookings.paymentMethod} in ('stripe', 'mock') then 'card'
  when ${bookings.paymentMethod} = 'free' then 'free'
  when ${bookings.manualMethod} is not null then ${bookings.manualMethod}
  else 'by_hand' end`;

/**
 * The sessions a booking sold, but an unlimited membership's month, which holds one for each day of its period
 * (28 to 31) whether she books them or not: it is counted apart, as a month, and never as sessions sold.
 */
const countedSessions = sql`sum(${sessionsSold}) filter (where not ${packages.unlimited})`;
const unlimitedMonths = sql`count(*) filter (where ${packages.unlimited})`.mapWith(Number);

/**
 * The money bookings brought in, by paid_at. Money is counted once, when received: a booking's amount is what was
 * charged after a gift card's dollars came off (one the card covered wholly is free), never its price, so a card's
 * dollars are counted when the card was sold (gift-card-figures.ts) and not again when a booking spends them.
 */
async function sales(services: Services, start: Date, end: Date): Promise<Reports["sales"]> {
  const paidIn = and(gte(bookings.paidAt, start), lt(bookings.paidAt, end));
  const [byPackage, byMethod, [totals], [refunded]] = await Promise.all([
    services.db
      .select({
        packageName: bookings.packageName,
        bookings: count(),
        sessions: sql`coalesce(${countedSessions}, 0)`.mapWith(Number),
        unlimitedMonths,
        paid: sum(bookings.amount),
      })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(paidIn)
      .groupBy(bookings.packageName)
      .orderBy(desc(sql`sum(${bookings.amount})`), bookings.packageName),
    services.db
      .select({ method: saleMethod, bookings: count(), paid: sum(bookings.amount) })
      .from(bookings)
      .where(paidIn)
      .groupBy(saleMethod)
      .orderBy(desc(sql`sum(${bookings.amount})`)),
    services.db
      .select({
        bookings: count(),
        sessions: sql`coalesce(${countedSessions}, 0)`.mapWith(Number),
        unlimitedMonths,
        atDesk: sql`count(*) filter (where ${bookings.soldBy} is not null)`.mapWith(Number),
        paid: sum(bookings.amount),
      })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(paidIn),
    services.db
      .select({ amount: sum(refunds.amount) })
      .from(refunds)
      .where(and(eq(refunds.status, "succeeded"), gte(refunds.createdAt, start), lt(refunds.createdAt, end))),
  ]);
  return {
    byPackage: byPackage.map((row) => ({ ...row, paid: asMoney(row.paid) })),
    byMethod: byMethod.map((row) => ({ ...row, paid: asMoney(row.paid) })),
    bookings: totals?.bookings ?? 0,
    sessions: totals?.sessions ?? 0,
    unlimitedMonths: totals?.unlimitedMonths ?? 0,
    atDesk: totals?.atDesk ?? 0,
    paid: asMoney(totals?.paid ?? "0"),
    refunded: asMoney(refunded?.amount ?? "0"),
  };
}

/** Two decimals, as every amount is shown and compared. */
const asMoney = (amount: string) => fromCents(toCents(amount));

async function attendance(services: Services, start: Date, end: Date): Promise<Reports["attendance"]> {
  const rows = await services.db
    .select({ status: packageSessions.status, sessions: count() })
    .from(packageSessions)
    .where(and(gte(packageSessions.startsAt, start), lt(packageSessions.startsAt, end)))
    .groupBy(packageSessions.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.sessions ?? 0;
  return {
    completed: of("completed"),
    noShows: of("no_show"),
    // A session cancelled keeps its hour only when it was cancelled from booked, inside 24 hours (the ledger's
    // 'forfeited'); one cancelled in time goes back to her pack without an hour.
    lateCancels: of("cancelled"),
    scheduled: of("scheduled"),
    postponed: of("postponed"),
  };
}

/** The statuses that took an hour of hers: held, missed, or cancelled too late to give to anyone else. */
const HOUR_TAKEN = ["scheduled", "completed", "no_show", "cancelled"] as const;

async function utilisation(services: Services, range: ReportRange, start: Date, end: Date) {
  // Each weekday's open hours: any hour a session of either type can start. Her current template, over every day
  // of the range but her days off (the template keeps no history).
  const hours = services.db
    .selectDistinct({ weekday: weeklyHours.weekday, hour: sql<number>`unnest(${weeklyHours.hours})`.as("hour") })
    .from(weeklyHours)
    .as("hours");
  const day = sql`day`;
  const weekdayOfDay = sql<number>`extract(dow from ${day})::int`;
  const startsAtHere = sql`(${packageSessions.startsAt} at time zone ${zone})`;
  const weekdayOfSession = sql<number>`extract(dow from ${startsAtHere})::int`;
  const hourOfSession = sql<number>`extract(hour from ${startsAtHere})::int`;
  const [open, filled] = await Promise.all([
    services.db
      .select({ weekday: weekdayOfDay, hour: hours.hour, open: count() })
      .from(sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as day`)
      .innerJoin(hours, eq(hours.weekday, weekdayOfDay))
      .where(
        sql`not exists (select 1 from ${closures} where ${day}::date between ${closures.startsOn} and ${closures.endsOn})`,
      )
      .groupBy(weekdayOfDay, hours.hour),
    services.db
      // An hour with two clients in it is one hour of hers filled.
      .select({ weekday: weekdayOfSession, hour: hourOfSession, filled: countDistinct(packageSessions.startsAt) })
      .from(packageSessions)
      .where(
        and(
          gte(packageSessions.startsAt, start),
          lt(packageSessions.startsAt, end),
          inArray(packageSessions.status, [...HOUR_TAKEN]),
        ),
      )
      .groupBy(weekdayOfSession, hourOfSession),
  ]);
  return utilisationCells(open, filled);
}

/**
 * The open and the filled hours of each weekday and hour in one cell (either may be missing: a session booked by the
 * trainer outside her hours fills an hour that was not open), by weekday and hour, with their totals.
 */
export function utilisationCells(
  open: readonly { weekday: number; hour: number | string; open: number }[],
  filled: readonly { weekday: number; hour: number; filled: number }[],
) {
  const cells = new Map<string, { weekday: number; hour: number; open: number; filled: number }>();
  const cell = (weekday: number, hour: number) => {
    const key = `${weekday}:${hour}`;
    const found = cells.get(key) ?? { weekday, hour, open: 0, filled: 0 };
    cells.set(key, found);
    return found;
  };
  for (const row of open) cell(row.weekday, Number(row.hour)).open = row.open;
  for (const row of filled) cell(row.weekday, row.hour).filled = row.filled;
  const sorted = [...cells.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  return {
    cells: sorted,
    openHours: sorted.reduce((total, one) => total + one.open, 0),
    filledHours: sorted.reduce((total, one) => total + one.filled, 0),
  };
}

async function clients(services: Services, start: Date, end: Date): Promise<Reports["clients"]> {
  // Each client who trained in the range, by e-mail (stored lower-case), with her last session in it.
  const trained = services.db
    // Named apart from every column, so no query around it can take another table's column for them.
    .select({
      email: sql<string>`${bookings.clientEmail}`.as("trained_email"),
      last: sql<Date>`max(${packageSessions.startsAt})`.as("last_trained"),
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .where(
      and(
        eq(packageSessions.status, "completed"),
        gte(packageSessions.startsAt, start),
        lt(packageSessions.startsAt, end),
      ),
    )
    .groupBy(bookings.clientEmail)
    .as("trained");
  // Then all their sessions in one pass (one join, not a look-up per client: a year holds thousands of them):
  // whether each trained before the range began, and when she next trained or is booked to after her last in it.
  // An instant in raw SQL goes as text: the PostgreSQL driver takes no Date there.
  const theirs = alias(bookings, "their_bookings");
  const sessions = alias(packageSessions, "their_sessions");
  const each = services.db
    .select({
      last: trained.last,
      before:
        sql<boolean>`bool_or(${sessions.status} = 'completed' and ${sessions.startsAt} < ${start.toISOString()}::timestamptz)`.as(
          "trained_before",
        ),
      next: sql<Date>`min(${sessions.startsAt}) filter (where ${sessions.status} in ('completed', 'scheduled') and ${sessions.startsAt} > ${trained.last})`.as(
        "next_at",
      ),
    })
    .from(trained)
    .innerJoin(theirs, eq(theirs.clientEmail, trained.email))
    .innerJoin(sessions, eq(sessions.bookingId, theirs.id))
    .groupBy(trained.email, trained.last)
    .as("each");
  const within = (days: number) =>
    sql`count(*) filter (where ${each.next} <= ${each.last} + ${sql.raw(`interval '${days} days'`)})`.mapWith(Number);
  const [row] = await services.db
    .select({
      active: count(),
      new: sql`count(*) filter (where not ${each.before})`.mapWith(Number),
      returned30: within(30),
      returned60: within(60),
      returned90: within(90),
    })
    .from(each);
  return row ?? { active: 0, new: 0, returned30: 0, returned60: 0, returned90: 0 };
}

/**
 * What a booking brought in: what was charged, and the gift card dollars it took (its discount, when its code is a
 * gift card's: a discount code never starts with "GIFT-"). The card's dollars were money received when the card was
 * sold (gift-card-figures.ts); spent, they move from the card's balance to the sessions they bought, so both
 * liabilities together keep them until the sessions are trained.
 */
const broughtIn = sql`(${bookings.amount} + case when ${bookings.discountCode} like 'GIFT-%' then ${bookings.discountAmount} else 0 end)`;

/**
 * Sessions paid for and not trained yet, each valued at what its booking brought in (charged, and gift card dollars)
 * over the sessions it sold. An unlimited membership's month owes only the sessions she booked: its days left to book
 * are no debt, as they lapse with the month.
 */
async function owed(services: Services): Promise<Reports["owed"]> {
  // Counted per booking first (from the partial index of open sessions alone), so each booking is joined once.
  const open = services.db
    .select({
      bookingId: packageSessions.bookingId,
      sessions: sql<number>`count(*)`.as("open_sessions"),
      toBook: sql<number>`count(*) filter (where ${packageSessions.status} = 'pending')`.as("to_book"),
    })
    .from(packageSessions)
    // Written out, not sent as parameters: the partial index of open sessions answers only its own words.
    .where(sql`${packageSessions.status} in ('pending', 'scheduled', 'postponed')`)
    .groupBy(packageSessions.bookingId)
    .as("open");
  const owedOf = sql`(${open.sessions} - case when ${packages.unlimited} then ${open.toBook} else 0 end)`;
  const [row] = await services.db
    .select({
      sessions: sql`coalesce(sum(${owedOf}), 0)`.mapWith(Number),
      value: sql<string>`coalesce(round(sum(${broughtIn} * ${owedOf} / ${sessionsSold}), 2), 0)::text`,
    })
    .from(open)
    .innerJoin(bookings, eq(bookings.id, open.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.paymentStatus, "paid"));
  return { sessions: row?.sessions ?? 0, value: asMoney(row?.value ?? "0") };
}

export async function reports(services: Services, range: ReportRange): Promise<Reports> {
  const { start, end } = rangeInstants(range);
  const [
    salesFigures,
    attendanceFigures,
    utilisationFigures,
    clientFigures,
    owedFigures,
    membershipsFigures,
    giftCardsFigures,
  ] = await Promise.all([
    sales(services, start, end),
    attendance(services, start, end),
    utilisation(services, range, start, end),
    clients(services, start, end),
    owed(services),
    membershipFigures(services, start, end),
    giftCardFigures(services, start, end),
  ]);
  return {
    ...range,
    sales: salesFigures,
    attendance: attendanceFigures,
    utilisation: utilisationFigures,
    clients: clientFigures,
    owed: owedFigures,
    memberships: membershipsFigures,
    giftCards: giftCardsFigures,
  };
}

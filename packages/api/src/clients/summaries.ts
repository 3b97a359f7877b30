// What the trainer sees of each client at a glance, for the few e-mails on a screen: three indexed queries
// whatever their number, each reading only those clients' rows (bookings by e-mail, sessions by booking).
import { bookings, clientSessions, packageSessions, packages, progressTrackers, users } from "@studio/db";
import type { ClientPackage, ClientSummary } from "@studio/validators";
import { type PackageType, packageCategory } from "@studio/validators/kinds";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Services } from "../context";

/** Gym and home sessions are booked into the studio's hours; online programs and workouts need no scheduling. */
export function sessionTypeOf(type: PackageType) {
  const kind = packageCategory(type);
  return kind === "gym" || kind === "home" ? kind : null;
}

// postgres.js cannot bind a Date inside raw SQL; send ISO text with an explicit type.
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const status = packageSessions.status;
const startsAt = packageSessions.startsAt;
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${packageSessions.id}) filter (where ${condition})`.mapWith(Number);

/** Each of her bookings with its sessions counted by status, and its next and last session around `now`. */
function bookingsWithCounts(services: Services, emails: string[], now: Date) {
  return services.db
    .select({
      bookingId: bookings.id,
      email: bookings.clientEmail,
      name: bookings.clientName,
      phone: bookings.clientPhone,
      packageName: bookings.packageName,
      packageType: packages.type,
      unlimited: packages.unlimited,
      paymentStatus: bookings.paymentStatus,
      createdAt: bookings.createdAt,
      sessions: counted(sql`true`),
      used: counted(sql`${status} = 'completed'`),
      scheduled: counted(sql`${status} = 'scheduled'`),
      left: counted(sql`${status} in ('pending', 'postponed')`),
      cancelled: counted(sql`${status} = 'cancelled'`),
      nextSession:
        sql<Date | null>`min(${startsAt}) filter (where ${status} = 'scheduled' and ${startsAt} > ${at(now)})`.mapWith(
          packageSessions.startsAt,
        ),
      lastVisit:
        sql<Date | null>`max(${startsAt}) filter (where ${status} = 'completed' or (${status} = 'scheduled' and ${startsAt} <= ${at(now)}))`.mapWith(
          packageSessions.startsAt,
        ),
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(packageSessions, eq(packageSessions.bookingId, bookings.id))
    .where(inArray(bookings.clientEmail, emails))
    .groupBy(bookings.id, packages.type, packages.unlimited)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** The sum of her paid bookings' amounts, added up by the database (numeric, so exact to the cent). */
function totalsPaid(services: Services, emails: string[]) {
  return services.db
    .select({
      email: bookings.clientEmail,
      totalPaid: sql<string>`sum(${bookings.amount})::numeric(12, 2)::text`,
    })
    .from(bookings)
    .where(and(inArray(bookings.clientEmail, emails), eq(bookings.paymentStatus, "paid")))
    .groupBy(bookings.clientEmail);
}

/**
 * The outer row's id inside the correlated subqueries below, named in full: drizzle writes a one-table select's
 * columns unqualified, and a bare "id" there would be the inner table's.
 */
const outerUserId = sql`${sql.identifier("users")}.${sql.identifier("id")}`;

/** Her client user, if she ever proved her e-mail: when, her last signed-in visit, and her tracker. */
function clientUsers(services: Services, emails: string[]) {
  return services.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      createdAt: users.createdAt,
      lastSignedIn:
        sql<Date | null>`(select max(${clientSessions.lastSeenAt}) from ${clientSessions} where ${clientSessions.userId} = ${outerUserId})`.mapWith(
          clientSessions.lastSeenAt,
        ),
      trackerEntries:
        sql<number>`(select count(*) from ${progressTrackers} where ${progressTrackers.userId} = ${outerUserId})`.mapWith(
          Number,
        ),
      lastTrackerEntry: sql<
        string | null
      >`(select max(${progressTrackers.entryDay})::text from ${progressTrackers} where ${progressTrackers.userId} = ${outerUserId})`,
    })
    .from(users)
    .where(inArray(users.email, emails));
}

export type ClientUser = Awaited<ReturnType<typeof clientUsers>>[number];
type BookingCounts = Awaited<ReturnType<typeof bookingsWithCounts>>[number];

export interface ClientDetails {
  summary: ClientSummary;
  user: ClientUser | null;
}

const earliest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date < best) ? date : best), null);
const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

function packageOf(row: BookingCounts): ClientPackage {
  const { bookingId, packageName, packageType, unlimited, paymentStatus, used, scheduled, left, cancelled } = row;
  return {
    bookingId,
    packageName,
    sessionType: sessionTypeOf(packageType),
    paymentStatus,
    used,
    scheduled,
    left,
    cancelled,
    unlimited,
  };
}

function summaryOf(email: string, own: BookingCounts[], user: ClientUser | null, totalPaid: string): ClientSummary {
  // Rows come newest first: her newest booking names her; a phone from the newest booking that gave one.
  const newest = own[0];
  const lastActivity = latest([newest?.createdAt ?? null, user?.createdAt ?? null]);
  return {
    email,
    name: newest?.name ?? user?.fullName ?? null,
    phone: own.find((row) => row.phone)?.phone ?? user?.phone ?? null,
    verified: user !== null,
    userId: user?.id ?? null,
    tracker: (user?.trackerEntries ?? 0) > 0,
    // Unpaid bookings have no sessions yet: only what she bought is a package.
    packages: own.filter((row) => row.sessions > 0).map(packageOf),
    nextSession: earliest(own.map((row) => row.nextSession)),
    totalPaid,
    lastVisit: latest(own.map((row) => row.lastVisit)),
    lastActivity: lastActivity ?? new Date(0),
  };
}

/** The summaries of the clients with these (lower-case) e-mails; an e-mail with no booking nor user is left out. */
export async function clientDetails(services: Services, emails: string[]): Promise<Map<string, ClientDetails>> {
  if (!emails.length) return new Map();
  const now = services.now();
  const [bookingRows, totals, userRows] = await Promise.all([
    bookingsWithCounts(services, emails, now),
    totalsPaid(services, emails),
    clientUsers(services, emails),
  ]);
  const paid = new Map(totals.map((row) => [row.email, row.totalPaid]));
  const found = new Map<string, ClientDetails>();
  for (const email of emails) {
    const own = bookingRows.filter((row) => row.email === email);
    const user = userRows.find((row) => row.email === email) ?? null;
    if (!own.length && !user) continue;
    found.set(email, { summary: summaryOf(email, own, user, paid.get(email) ?? "0.00"), user });
  }
  return found;
}

/** Refuses an e-mail that belongs to no client (no booking, no verified user): 404 naming it. */
export async function mustBeClient(services: Services, email: string) {
  const [found] = await services.db
    .select({ email: bookings.clientEmail })
    .from(bookings)
    .where(eq(bookings.clientEmail, email))
    .limit(1)
    .unionAll(services.db.select({ email: users.email }).from(users).where(eq(users.email, email)));
  if (!found) throw new TRPCError({ code: "NOT_FOUND", message: `No client with the e-mail ${email}` });
}

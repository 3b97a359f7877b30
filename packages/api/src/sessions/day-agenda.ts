import { bookings, clientNotes, healthIntakes, packageSessions, packages, sessionsSold } from "@studio/db";
import { asc, eq, sql } from "drizzle-orm";
import type { Services } from "../context";
import { intakeFromRow } from "../intake/intake";
import { sessionColumns } from "./admin-lists";
import { HOLDS_PLACE } from "./slot-places";

const held = sql.raw(HOLDS_PLACE.map((status) => `'${status}'`).join(", "));

/**
 * Her day on a phone: the sessions dated `date` (Miami), in order of their hour, with who, what and which session
 * of the pack, and what she needs to walk in prepared: where (the client's address), what the client wrote at
 * booking, her health questionnaire, her own latest note on the client, how far through the pack she is, and
 * whether they have met before. A day holds a few sessions, whatever the history: no paging, and each line's counts
 * read one client's sessions.
 */
export async function dayAgenda(services: Services, date: string) {
  const rows = await services.db
    .select({
      ...sessionColumns,
      startsAt: packageSessions.startsAt,
      package: {
        name: bookings.packageName,
        type: packages.type,
        sessionCount: sessionsSold,
        unlimited: packages.unlimited,
      },
      client: {
        phone: bookings.clientPhone,
        address: bookings.address,
        experience: bookings.experience,
        notes: bookings.notes,
        latestNote: sql<string | null>`(select ${clientNotes.body} from ${clientNotes}
          where ${clientNotes.clientEmail} = ${bookings.clientEmail}
          order by ${clientNotes.createdAt} desc, ${clientNotes.id} desc limit 1)`,
      },
      intake: healthIntakes,
      /** Sessions of this pack she came to or missed: what is behind her. */
      done: sql<number>`(select count(*)::int from ${packageSessions} done
        where done.booking_id = ${bookings.id} and done.status in ('completed', 'no_show'))`,
      /** No session of hers, in any pack, took place or is booked before this one. */
      firstTime: sql<boolean>`not exists (select 1 from ${packageSessions} earlier
        join ${bookings} theirs on theirs.id = earlier.booking_id
        where theirs.client_email = ${bookings.clientEmail} and earlier.status in (${held})
          and earlier.starts_at < ${packageSessions.startsAt})`,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(healthIntakes, eq(healthIntakes.clientEmail, bookings.clientEmail))
    .where(eq(packageSessions.date, date))
    .orderBy(asc(packageSessions.time), asc(bookings.clientName), asc(packageSessions.id));
  return rows.map(({ intake, ...row }) => ({ ...row, health: intake ? intakeFromRow(intake) : null }));
}

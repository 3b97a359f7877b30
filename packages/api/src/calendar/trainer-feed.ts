// The trainer's own calendar feed: every client's sessions, for her phone's calendar. Its address is an HMAC, keyed
// by the server secret, over `day_settings.feed_version` (a purpose of its own, so no client feed's signature can
// stand for it); a reset (version + 1) ends the old address at once, and nothing secret is stored.
import { bookings, daySettings, packageSessions, packages, sessionsSold } from "@studio/db";
import { calendarFeed, type SessionEvent } from "@studio/email";
import { packageCategory } from "@studio/validators";
import { sessionPlace, studio } from "@studio/validators/studio";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Services } from "../context";
import { safeEqual, signFor } from "../lib/tokens";
import { FEED_REFRESH_SECONDS, inFeedWindow, notFound } from "./feeds";

/**
 * At most this many sessions: more than a full book for the 13 months the feed covers (six a day, every day). The
 * furthest ahead are the ones left out.
 */
const MAX_EVENTS = 2500;

const signature = (services: Services, version: number) =>
  signFor(services.secret, "trainer-calendar-feed", String(version));

/** The HMAC alone: base64url of 32 bytes. */
const TOKEN = /^[\w-]{43}$/;

function addresses(services: Services, feed: { feedVersion: number; feedRotatedAt: Date | null }) {
  const url = `${services.publicUrl}/api/calendar/trainer/${signature(services, feed.feedVersion)}.ics`;
  return {
    url,
    webcalUrl: url.replace(/^https?:\/\//, "webcal://"),
    version: feed.feedVersion,
    rotatedAt: feed.feedRotatedAt,
  };
}

const feedColumns = { feedVersion: daySettings.feedVersion, feedRotatedAt: daySettings.feedRotatedAt };

/** Her feed's version; the row is written by the migration that made the table, and once more here if ever gone. */
async function feedOf(services: Services) {
  const [row] = await services.db.select(feedColumns).from(daySettings).where(eq(daySettings.id, 1));
  if (row) return row;
  await services.db.insert(daySettings).values({ id: 1 }).onConflictDoNothing();
  const [made] = await services.db.select(feedColumns).from(daySettings).where(eq(daySettings.id, 1));
  if (!made) throw new Error("No day_settings row after creating it");
  return made;
}

export async function trainerFeedAddresses(services: Services) {
  return addresses(services, await feedOf(services));
}

/**
 * A new address; the old one answers 404 from now on. `seenVersion` is the address she is replacing: asked again
 * for it (a double tap, a retry), the feed is not reset a second time.
 */
export async function rotateTrainerFeed(services: Services, seenVersion: number) {
  await feedOf(services);
  const [rotated] = await services.db
    .update(daySettings)
    .set({ feedVersion: sql`${daySettings.feedVersion} + 1`, feedRotatedAt: services.now() })
    .where(and(eq(daySettings.id, 1), eq(daySettings.feedVersion, seenVersion)))
    .returning(feedColumns);
  return addresses(services, rotated ?? (await feedOf(services)));
}

/** "Ana López at the gym", "Ana López at her home". */
const titleOf = (clientName: string, atHome: boolean) => `${clientName} ${atHome ? "at her home" : "at the gym"}`;

/**
 * The feed's file: every client's session with a time, scheduled or already taken place (attended or missed), in
 * the window the client's feed covers. A cancelled or unscheduled session is left out, so her calendar drops it.
 * 404 for any token that is not the live one.
 */
export async function trainerFeedFile(services: Services, token: string) {
  if (!TOKEN.test(token)) throw notFound();
  const [feed] = await services.db.select(feedColumns).from(daySettings).where(eq(daySettings.id, 1));
  if (!feed || !safeEqual(token, signature(services, feed.feedVersion))) throw notFound();
  const now = services.now();
  const rows = await services.db
    .select({
      id: packageSessions.id,
      sessionNumber: packageSessions.sessionNumber,
      calendarSequence: packageSessions.calendarSequence,
      startsAt: packageSessions.startsAt,
      status: packageSessions.status,
      clientName: bookings.clientName,
      clientPhone: bookings.clientPhone,
      address: bookings.address,
      notes: bookings.notes,
      packageName: bookings.packageName,
      packageType: packages.type,
      sessionCount: sessionsSold,
      unlimited: packages.unlimited,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(and(inArray(packageSessions.status, ["scheduled", "completed", "no_show"]), inFeedWindow(now)))
    .orderBy(asc(packageSessions.startsAt), asc(packageSessions.id))
    .limit(MAX_EVENTS);
  const sessions = `${services.publicUrl}/admin/sessions`;
  const events = rows.flatMap((row): SessionEvent[] => {
    if (!row.startsAt) return [];
    const atHome = packageCategory(row.packageType) === "home";
    const description = [
      `Session ${row.sessionNumber}${row.unlimited ? " (unlimited membership)" : ` of ${row.sessionCount}`}, ${row.packageName}`,
      row.status === "no_show" ? "Marked: no-show" : null,
      row.clientPhone ? `Phone: ${row.clientPhone}` : null,
      row.notes ? `Her notes: ${row.notes}` : null,
      sessions,
    ].filter((line) => line !== null);
    return [
      {
        // Not the client's UID: a calendar that sees one event in two calendars may merge or move it.
        uid: `trainer-session-${row.id}@carmenreyesfitness.com`,
        sequence: row.calendarSequence,
        start: row.startsAt,
        minutes: 60,
        summary: titleOf(row.clientName, atHome),
        location: sessionPlace(atHome, row.address, "en"),
        description: description.join("\n"),
        url: sessions,
      },
    ];
  });
  return {
    filename: "training-sessions.ics",
    content: calendarFeed({ name: `${studio.trainer}: sessions`, events, now, refreshSeconds: FEED_REFRESH_SECONDS }),
  };
}

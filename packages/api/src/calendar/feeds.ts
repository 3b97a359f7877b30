// A client's private calendar feed. Its address carries a token: the feed row's id and an HMAC, keyed by the
// server secret, over `id:version`. Nothing secret is stored, and a reset (version + 1) ends the old address at
// once: its HMAC no longer matches.
import { bookings, calendarFeeds, packageSessions, packages } from "@studio/db";
import { calendarFeed, wordsIn } from "@studio/email";
import { packageCategory } from "@studio/validators";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@studio/validators/languages";
import { sessionPlace, studio } from "@studio/validators/studio";
import { DAY_MS } from "@studio/validators/studio-time";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { packageNamesIn } from "../catalogue/package-name";
import type { Services } from "../context";
import { refusal } from "../lib/said";
import { safeEqual, signFor } from "../lib/tokens";
import { sessionEvent } from "./session-event";

/** What the feed lists: the last 30 days and the next 12 months, at most this many sessions. */
const PAST_MS = 30 * DAY_MS;
const AHEAD_MS = 365 * DAY_MS;
const MAX_EVENTS = 500;
/** How often a subscribed calendar is asked to look again (Apple and Outlook honour it; Google polls itself). */
export const FEED_REFRESH_SECONDS = 60 * 60;

/** What a feed covers, hers or the trainer's: paid sessions starting in the window around `now`. */
export const inFeedWindow = (now: Date) =>
  and(
    eq(bookings.paymentStatus, "paid"),
    gte(packageSessions.startsAt, new Date(now.getTime() - PAST_MS)),
    lt(packageSessions.startsAt, new Date(now.getTime() + AHEAD_MS)),
  );

const signature = (services: Services, id: number, version: number) =>
  signFor(services.secret, "calendar-feed", `${id}:${version}`);

/** `<id>-<HMAC>`: digits, a dash, then base64url (which may hold dashes of its own). */
const TOKEN = /^(\d{1,10})-([\w-]{43})$/;

type FeedRow = typeof calendarFeeds.$inferSelect;

/** Her feed's addresses, as My Sessions shows them. */
function addresses(services: Services, feed: FeedRow) {
  const url = `${services.publicUrl}/api/calendar/feeds/${feed.id}-${signature(services, feed.id, feed.version)}.ics`;
  return {
    url,
    webcalUrl: url.replace(/^https?:\/\//, "webcal://"),
    version: feed.version,
    rotatedAt: feed.rotatedAt,
  };
}

/** Her feed, made on first use; two first asks at once make one row. */
async function feedOf(services: Services, email: string): Promise<FeedRow> {
  await services.db.insert(calendarFeeds).values({ clientEmail: email }).onConflictDoNothing();
  const [feed] = await services.db.select().from(calendarFeeds).where(eq(calendarFeeds.clientEmail, email));
  if (!feed) throw new Error(`No calendar feed for ${email} after creating it`);
  return feed;
}

/** The signed-in client's feed addresses. */
export async function calendarFeedFor(services: Services, email: string) {
  return addresses(services, await feedOf(services, email));
}

/**
 * A new address for her feed; the old one answers 404 from now on. `seenVersion` is the address she is
 * replacing: asked again for it (a double tap, a retry), the feed is not reset a second time.
 */
export async function rotateCalendarFeed(services: Services, email: string, seenVersion: number) {
  const current = await feedOf(services, email);
  const [rotated] = await services.db
    .update(calendarFeeds)
    .set({ version: sql`${calendarFeeds.version} + 1`, rotatedAt: services.now() })
    .where(and(eq(calendarFeeds.id, current.id), eq(calendarFeeds.version, seenVersion)))
    .returning();
  if (rotated) return addresses(services, rotated);
  const [now] = await services.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, current.id));
  return addresses(services, now ?? current);
}

export const notFound = () => refusal("NOT_FOUND", "server.calendar.notFound");

/** The feed behind a token, or 404 for any token that is not a live one (made up, mistyped, or reset). */
async function feedByToken(services: Services, token: string): Promise<FeedRow> {
  const match = TOKEN.exec(token);
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  const [feed] = await services.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
  if (!feed || !safeEqual(match[2] ?? "", signature(services, feed.id, feed.version))) throw notFound();
  return feed;
}

/**
 * The feed's file: every session of hers with a time, from every paid package, scheduled or already done, in
 * the window. A cancelled or unscheduled session is left out, so her calendar drops it.
 */
export async function calendarFeedFile(services: Services, token: string) {
  const feed = await feedByToken(services, token);
  const now = services.now();
  const rows = await services.db
    .select({
      id: packageSessions.id,
      sessionNumber: packageSessions.sessionNumber,
      calendarSequence: packageSessions.calendarSequence,
      startsAt: packageSessions.startsAt,
      packageId: bookings.packageId,
      packageName: bookings.packageName,
      address: bookings.address,
      packageType: packages.type,
      language: bookings.language,
    })
    .from(packageSessions)
    .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.clientEmail, feed.clientEmail),
        inArray(packageSessions.status, ["scheduled", "completed"]),
        inFeedWindow(now),
      ),
    )
    .orderBy(asc(packageSessions.startsAt), asc(packageSessions.id))
    .limit(MAX_EVENTS);
  // Each event names its package as she reads it in the language she booked it in.
  const namesIn = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (language) => [language, await packageNamesIn(services, language)] as const)),
  ) as Record<Language, Awaited<ReturnType<typeof packageNamesIn>>>;
  const events = rows.flatMap((row) =>
    row.startsAt
      ? [
          sessionEvent(services.publicUrl, {
            ...row,
            packageName: namesIn[row.language](row),
            startsAt: row.startsAt,
            place: sessionPlace(packageCategory(row.packageType) === "home", row.address, row.language),
          }),
        ]
      : [],
  );
  return {
    filename: "carmen-reyes-training.ics",
    content: calendarFeed({
      // The feed is hers: named in the language of her latest session shown.
      name: wordsIn(rows.at(-1)?.language ?? DEFAULT_LANGUAGE)("email.event.feed", { trainer: studio.trainer }),
      events,
      now,
      refreshSeconds: FEED_REFRESH_SECONDS,
    }),
  };
}

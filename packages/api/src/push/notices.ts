// What each kind of notification says, in every language (each of her devices shows its own): the domains that have
// something to tell her call these, and notifyClient queues it. Their words are the server catalogue's `push.*`.
import { workoutComments } from "@studio/db";
import { localizeHref, pathIn } from "@studio/i18n/paths";
import { trainingDayPath } from "@studio/validators/kinds";
import { LANGUAGES, type Language } from "@studio/validators/languages";
import { firstName, sessionPlace, studio } from "@studio/validators/studio";
import { miamiLabel } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { says } from "../lib/said";
import type { PushMessage } from "../ports/queue";
import { notifyClient, type Recipient } from "./notify";

/** Where a tap on a notification about her sessions opens: her own pages. */
export const PORTAL_PATH = "/my-bookings";

const inEveryLanguage = (make: (language: Language) => PushMessage) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, PushMessage>;

interface SessionAt {
  startsAt: Date;
  sessionNumber: number;
  atHome: boolean;
}

/**
 * Where, as a lock screen may show it to anyone near her phone: the gym by its name and address, her home as "your
 * home", never her address (which the queued job would also keep).
 */
export const placeIn = (session: Pick<SessionAt, "atHome">, language: Language) =>
  sessionPlace(session.atHome, null, language);

/** Her session's reminder, beside the e-mail and text; once per session and start time. */
export function notifySessionReminder(services: Services, to: Recipient, session: SessionAt & { sessionId: number }) {
  return notifyClient(services, to, {
    kind: "sessionReminders",
    key: `session-reminder:${session.sessionId}:${session.startsAt.toISOString()}`,
    expiresAt: session.startsAt.toISOString(),
    message: inEveryLanguage((language) => ({
      title: says("server.push.reminder.title").in(language),
      body: says("server.push.reminder.body", {
        number: session.sessionNumber,
        when: miamiLabel(session.startsAt, language),
        place: placeIn(session, language),
      }).in(language),
      url: pathIn(language, PORTAL_PATH),
    })),
  });
}

/**
 * A place offered to her from the waiting list, beside the e-mail; once per offer round. `claimPath` is the e-mail's
 * own signed link (its path and query, in each language).
 */
export function notifyWaitlistOffer(
  services: Services,
  to: Recipient,
  offer: SessionAt & {
    entryId: number;
    offerRound: number;
    until: Date;
    alone: boolean;
    claimPath: (language: Language) => string;
  },
) {
  return notifyClient(services, to, {
    kind: "waitlistOffers",
    key: `waitlist-offer:${offer.entryId}:${offer.offerRound}`,
    expiresAt: offer.until.toISOString(),
    urgency: "high",
    message: inEveryLanguage((language) => {
      const values = {
        when: miamiLabel(offer.startsAt, language),
        place: placeIn(offer, language),
        until: miamiLabel(offer.until, language),
      };
      return {
        title: says("server.push.waitlist.title").in(language),
        body: says(offer.alone ? "server.push.waitlist.heldForYou" : "server.push.waitlist.firstToClaim", values).in(
          language,
        ),
        url: offer.claimPath(language),
      };
    }),
  });
}

/**
 * The trainer's comment on her workout: for the training domain to call once the comment is saved (a comment saved
 * twice by the same request key is one notice). Resolves to whether it was queued. The notification says that she
 * wrote, not what: her words about a client's body stay off a lock screen and out of the job queue's rows, which
 * her erasure does not reach; a tap opens them.
 */
export async function notifyOfComment(services: Services, commentId: number): Promise<boolean> {
  const [comment] = await services.db
    .select({ userId: workoutComments.userId, day: workoutComments.day })
    .from(workoutComments)
    .where(eq(workoutComments.id, commentId));
  if (!comment) return false;
  return notifyClient(
    services,
    { userId: comment.userId },
    {
      kind: "trainerComments",
      key: `trainer-comment:${commentId}`,
      message: inEveryLanguage((language) => ({
        title: says("server.push.comment.title", { trainer: firstName(studio.trainer) }).in(language),
        body: says("server.push.comment.body").in(language),
        // Her training page on the day commented, where the comment is shown with the workout.
        url: localizeHref(language, trainingDayPath(comment.day)),
      })),
    },
  );
}

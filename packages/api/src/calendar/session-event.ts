// A client's session as a calendar event, the same in an e-mailed invite, the "Add to calendar" file and her feed,
// so every copy of it carries one UID and the SEQUENCE the database counted (migration 0017).
import { type CalendarPerson, type SessionEvent, wordsIn } from "@studio/email";
import { pathIn } from "@studio/i18n/paths";
import type { Language } from "@studio/validators/languages";
import { studio } from "@studio/validators/studio";

/** The studio sends every invite and owns every event. */
export const STUDIO_ORGANIZER: CalendarPerson = { name: studio.name, email: studio.email };

/** One UID per session, kept from the first invite ever sent, so calendars that hold one find it again. */
export const sessionUid = (sessionId: number) => `session-${sessionId}@carmenreyesfitness.com`;

export interface CalendarSession {
  id: number;
  sessionNumber: number;
  /** `package_sessions.calendar_sequence`, read after the change being told of. */
  calendarSequence: number;
  startsAt: Date;
  packageName: string;
  /** Where it takes place (`sessionPlace`). */
  place: string;
  /** The language she booked in: the event's words are in it. */
  language: Language;
}

export function sessionEvent(publicUrl: string, session: CalendarSession): SessionEvent {
  const manage = `${publicUrl}${pathIn(session.language, "/my-bookings")}`;
  const t = wordsIn(session.language);
  const { sessionNumber, packageName } = session;
  return {
    uid: sessionUid(session.id),
    sequence: session.calendarSequence,
    start: session.startsAt,
    minutes: 60,
    summary: t("email.event.summary", { trainer: studio.trainer, sessionNumber }),
    location: session.place,
    description: t("email.event.description", { packageName, sessionNumber, link: manage }),
    url: manage,
  };
}

// A session as iCalendar (RFC 5545), made with ical-generator: e-mailed invites (RFC 5546's REQUEST and CANCEL),
// the "Add to calendar" file (PUBLISH) and a client's subscribed feed. One UID per session and a SEQUENCE the
// database counts let every calendar keep a single event and replace it with each newer version.
import { TZDate } from "@date-fns/tz";
import { studio } from "@studio/validators/studio";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

const PRODUCT = { company: studio.name, product: "Sessions", language: "EN" };

/** One session as an event, the same in an invite, a file and the feed. */
export interface SessionEvent {
  /** `session-<id>@carmenreyesfitness.com`: the same for every version of the session. */
  uid: string;
  /** The session's `calendar_sequence`, as stored after the change the file tells of. */
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** Where she manages it (My Sessions). */
  url?: string;
  cancelled?: boolean;
}

export interface CalendarPerson {
  name: string;
  email: string;
}

/** REQUEST adds or updates the event, CANCEL removes it (both e-mailed); PUBLISH is a file she imports. */
export type InviteMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface InviteInput {
  method: InviteMethod;
  event: SessionEvent;
  /** The studio, which sends the invite and owns the event. */
  organizer: CalendarPerson;
  /** The client; RFC 5546 names her in a REQUEST or CANCEL, and never in a PUBLISH. */
  attendee: CalendarPerson;
  now: Date;
}

const METHODS: Record<InviteMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/** The zone's VTIMEZONE block; the library answers an array for a zone it knows. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/**
 * A calendar whose events carry TZID=America/New_York with that zone's VTIMEZONE. The calendar itself gets no
 * zone name: with one, ical-generator writes DTSTAMP in local time, and RFC 5545 wants it in UTC.
 */
function studioCalendar(): ICalCalendar {
  const calendar = ical({ prodId: PRODUCT });
  calendar.timezone({ name: null, generator: vtimezone });
  return calendar;
}

/** The event's times as Miami wall-clock times: ical-generator writes a TZDate in the zone it is given. */
function addEvent(calendar: ICalCalendar, event: SessionEvent, now: Date) {
  const start = event.start.getTime();
  return calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: now,
    start: new TZDate(start, studio.timeZone),
    end: new TZDate(start + event.minutes * 60_000, studio.timeZone),
    timezone: studio.timeZone,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url ?? null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** One session's file: an e-mailed invite or cancellation, or the file "Add to calendar" downloads. */
export function calendarInvite(input: InviteInput): string {
  const calendar = studioCalendar();
  calendar.method(METHODS[input.method]);
  const event = addEvent(calendar, { ...input.event, cancelled: input.method === "CANCEL" }, input.now);
  event.organizer({ name: input.organizer.name, email: input.organizer.email });
  if (input.method !== "PUBLISH") {
    // She booked it herself: the invite records her as attending rather than asking her to answer.
    event.createAttendee({
      name: input.attendee.name,
      email: input.attendee.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    });
  }
  return `${calendar.toString()}\r\n`;
}

export interface FeedInput {
  /** The calendar's name in her list of calendars. */
  name: string;
  events: SessionEvent[];
  now: Date;
  /** How often a subscribing calendar should ask again (REFRESH-INTERVAL), in seconds. */
  refreshSeconds: number;
}

/**
 * A client's subscribed calendar: no METHOD (it is not a message), and no organizer or attendee, so her calendar
 * shows her sessions as events rather than invitations to answer.
 */
export function calendarFeed(input: FeedInput): string {
  const calendar = studioCalendar();
  calendar.name(input.name);
  calendar.ttl(input.refreshSeconds);
  for (const event of input.events) addEvent(calendar, event, input.now);
  return `${calendar.toString()}\r\n`;
}

// A client's private calendar feed: its addresses and their reset for her, and the feed her calendar subscribes to;
// and the trainer's feed of every client's sessions.
import { type RestRoute, route } from "../define";

export const calendarRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/portal/calendar-feed",
    procedure: "portal.calendarFeed",
    summary: "The client's private calendar feed: its https and webcal:// addresses (made on first ask)",
    tag: "client portal",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/portal/calendar-feed/reset",
    procedure: "portal.rotateCalendarFeed",
    summary:
      "A new address for the feed; the old one answers 404 at once. version is the address being replaced, so " +
      "asking twice resets once",
    tag: "client portal",
    access: "client",
  }),
  route({
    method: "GET",
    url: "/api/calendar/feeds/:token.ics",
    procedure: "calendar.feed",
    summary:
      "The feed a calendar subscribes to: the client's sessions with a time (last 30 days, next 12 months), one " +
      "event per session with its UID and SEQUENCE; 404 for any token that is not a live one",
    tag: "client portal",
    access: "public",
    file: { contentType: "text/calendar; charset=utf-8", cacheControl: "private, max-age=300" },
  }),
  route({
    method: "GET",
    url: "/api/admin/calendar-feed",
    procedure: "admin.calendar.feed",
    summary: "The trainer's private calendar feed of every client's sessions: its https and webcal:// addresses",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/admin/calendar-feed/reset",
    procedure: "admin.calendar.rotateFeed",
    summary:
      "A new address for the trainer's feed; the old one answers 404 at once. version is the address being " +
      "replaced, so asking twice resets once",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "GET",
    url: "/api/calendar/trainer/:token.ics",
    procedure: "calendar.trainerFeed",
    summary:
      "The trainer's feed: every client's sessions with a time (last 30 days, next 12 months), titled with the " +
      "client's name and place; 404 for any token that is not the live one",
    tag: "admin",
    access: "public",
    file: { contentType: "text/calendar; charset=utf-8", cacheControl: "private, max-age=300" },
  }),
];

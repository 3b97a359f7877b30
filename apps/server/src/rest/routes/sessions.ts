// Scheduling a package's sessions: by the client for herself, and by the trainer on anyone's behalf.
import { adminSessionPageOutput } from "@studio/validators";
import { type RestRoute, route } from "../define";
import { pagedList } from "../paging";

export const sessionRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/portal/availability",
    procedure: "portal.availability",
    summary: "Free places for one of the client's sessions, by day and hour (Miami time), for the week of weekStart",
    tag: "scheduling",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/portal/sessions/:id/schedule",
    procedure: "portal.schedule",
    params: { id: "sessionId" },
    summary: "Book or move one of the client's sessions into a slot; 409 when full or within 24 hours",
    tag: "scheduling",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/portal/sessions/:id/cancel",
    procedure: "portal.cancelSession",
    params: { id: "sessionId" },
    summary: "Cancel a scheduled session: the credit comes back 24 hours or more ahead, otherwise it is forfeited",
    tag: "scheduling",
    access: "client",
  }),
  route({
    method: "GET",
    url: "/api/portal/sessions/:id/calendar.ics",
    procedure: "portal.calendarFile",
    params: { id: "sessionId" },
    summary:
      "Add to calendar: one of the client's scheduled sessions as an iCalendar file (Miami times with their VTIMEZONE)",
    tag: "scheduling",
    access: "client",
    file: { contentType: "text/calendar; charset=utf-8" },
  }),
  route({
    method: "GET",
    url: "/api/portal/waitlist",
    procedure: "portal.myWaitlist",
    summary: "The client's places in line for full hours, soonest first, with her position and any open offer",
    tag: "scheduling",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/portal/waitlist",
    procedure: "portal.joinWaitlist",
    summary:
      "Join the waiting list of a full hour with one of her sessions to schedule (autoBook: book it at once when a " +
      "place frees); joining twice is one place in line; 409 when the hour has a free place",
    tag: "scheduling",
    access: "client",
  }),
  route({
    method: "DELETE",
    url: "/api/portal/waitlist/:id",
    procedure: "portal.leaveWaitlist",
    summary: "Leave a waiting list; an offer she held goes to the next in line",
    tag: "scheduling",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/waitlist/claim",
    procedure: "waitlist.claim",
    summary:
      "Claim a freed place from a waiting-list offer e-mail (entry and its signed token); 409 when the offer " +
      "ended or, offered to everyone, was claimed first",
    tag: "scheduling",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/admin/waitlists",
    procedure: "admin.sessions.waitlists",
    summary: "Every waiting list between from and to (at most 7 days), hour by hour, in line order",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "GET",
    url: "/api/bookings/:id/sessions",
    procedure: "admin.sessions.ofBooking",
    summary: "One booking's sessions, in order ('No sessions found for booking {id}' when none)",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "GET",
    url: "/api/admin/sessions",
    procedure: "admin.sessions.list",
    summary:
      "Sessions dated today or later, plus undated ones, by date then time (undated last), a page at a time " +
      "(page, pageSize ≤ 100; 25 by default), filtered by status and search; the body is the page's list, " +
      "X-Total-Count says how many match and Link gives the first, prev, next and last pages",
    tag: "admin",
    access: "admin",
    ...pagedList(adminSessionPageOutput),
  }),
  route({
    method: "PATCH",
    url: "/api/admin/sessions/:id/status",
    procedure: "admin.sessions.setStatus",
    summary: "Set a session's status (scheduled, completed, cancelled or postponed)",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/admin/sessions/:id/schedule",
    procedure: "admin.sessions.schedule",
    summary:
      "Schedule or move a client's session on her behalf; override: true records an exception to the 24-hour rule",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/admin/sessions/:id/restore",
    procedure: "admin.sessions.restore",
    summary: "Give a forfeited or cancelled session back to the client's pack, to book again (recorded)",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/admin/sessions/:id/cancel",
    procedure: "admin.sessions.cancel",
    summary: "Cancel a client's session; within 24 hours it is forfeited unless override: true (recorded)",
    tag: "admin",
    access: "admin",
  }),
];

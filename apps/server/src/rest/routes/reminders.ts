import { reminderLogPageOutput } from "@studio/validators";
import { type RestRoute, route } from "../define";
import { pagedList } from "../paging";

export const reminderRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/users/:userId/reminder-settings",
    procedure: "reminders.settings",
    summary: "The signed-in client's reminder settings (403 for another user's id)",
    tag: "reminders",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/users/:userId/reminder-settings",
    procedure: "reminders.save",
    summary: "Save the signed-in client's reminder settings",
    tag: "reminders",
    access: "client",
  }),
  route({
    method: "GET",
    url: "/api/bookings/user/:userId",
    procedure: "reminders.upcoming",
    summary: "The signed-in client's paid packages with their sessions",
    tag: "reminders",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/reminders/test",
    procedure: "reminders.test",
    summary: "Send a real test reminder for one of the client's scheduled sessions",
    tag: "reminders",
    access: "client",
  }),
  route({
    method: "GET",
    url: "/api/admin/reminders/log",
    procedure: "admin.sessions.reminderLog",
    summary: "A page of reminder attempts, newest first: channel, outcome (sent, failed, skipped) and whose session",
    ...pagedList(reminderLogPageOutput),
    tag: "admin",
    access: "admin",
  }),
];

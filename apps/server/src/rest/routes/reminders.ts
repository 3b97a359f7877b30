import { z } from "zod";
import { type RestRoute, route } from "../define";

const settings = z.object({
  enabled: z.boolean(),
  reminderType: z.enum(["email", "sms", "both"]),
  reminderTime: z.number().int(),
});

export const reminderRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/users/:userId/reminder-settings",
    procedure: "reminders.settings",
    summary: "The signed-in client's reminder settings (403 for another user's id)",
    tag: "reminders",
    access: "client",
    output: z.object({ data: settings }),
  }),
  route({
    method: "POST",
    url: "/api/users/:userId/reminder-settings",
    procedure: "reminders.save",
    summary: "Save the signed-in client's reminder settings",
    tag: "reminders",
    access: "client",
    output: z.object({ data: settings }),
  }),
  route({
    method: "GET",
    url: "/api/bookings/user/:userId",
    procedure: "reminders.upcoming",
    summary: "The signed-in client's paid packages with their sessions",
    tag: "reminders",
    access: "client",
    output: z.array(z.record(z.string(), z.unknown())),
  }),
  route({
    method: "POST",
    url: "/api/reminders/test",
    procedure: "reminders.test",
    summary: "Send a real test reminder for one of the client's scheduled sessions",
    tag: "reminders",
    access: "client",
    output: z.object({ success: z.boolean(), message: z.string() }),
  }),
  route({
    method: "GET",
    url: "/api/admin/reminders/log",
    procedure: "admin.sessions.reminderLog",
    summary: "The newest 200 reminder attempts: channel, outcome (sent, failed, skipped) and whose session",
    tag: "admin",
    access: "admin",
    output: z.array(z.record(z.string(), z.unknown())),
  }),
];

import { reminderSettingsInput, testReminderInput, userIdInput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

const settings = z.object({
  enabled: z.boolean(),
  reminderType: z.enum(["email", "sms", "both"]),
  reminderTime: z.number().int(),
});

export const reminderRoutes: RestRoute[] = [
  route<{ userId: number }>({
    method: "GET",
    url: "/api/users/:userId/reminder-settings",
    summary: "The signed-in client's reminder settings (403 for another user's id)",
    tag: "reminders",
    access: "client",
    input: userIdInput,
    output: z.object({ data: settings }),
    call: (caller, input) => caller.reminders.settings(input),
  }),
  route<z.input<typeof reminderSettingsInput>>({
    method: "POST",
    url: "/api/users/:userId/reminder-settings",
    summary: "Save the signed-in client's reminder settings",
    tag: "reminders",
    access: "client",
    input: reminderSettingsInput,
    output: z.object({ data: settings }),
    call: (caller, input) => caller.reminders.save(input),
  }),
  route<{ userId: number }>({
    method: "GET",
    url: "/api/bookings/user/:userId",
    summary: "The signed-in client's paid packages with their sessions",
    tag: "reminders",
    access: "client",
    input: userIdInput,
    output: z.array(z.record(z.string(), z.unknown())),
    call: (caller, input) => caller.reminders.upcoming(input),
  }),
  route<z.input<typeof testReminderInput>>({
    method: "POST",
    url: "/api/reminders/test",
    summary: "Send a real test reminder for one of the client's scheduled sessions",
    tag: "reminders",
    access: "client",
    input: testReminderInput,
    output: z.object({ success: z.boolean(), message: z.string() }),
    call: (caller, input) => caller.reminders.test(input),
  }),
];

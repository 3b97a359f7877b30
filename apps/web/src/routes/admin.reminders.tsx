import { createFileRoute } from "@tanstack/react-router";
import { ReminderLog } from "../features/reminders/admin/ReminderLog";

export const Route = createFileRoute("/admin/reminders")({
  staticData: { adminTitle: "Reminder Log" },
  component: ReminderLog,
});

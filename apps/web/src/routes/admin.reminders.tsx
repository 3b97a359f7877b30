import { createFileRoute } from "@tanstack/react-router";
import { ReminderLog } from "../features/reminders/admin/ReminderLog";

export const Route = createFileRoute("/admin/reminders")({
  staticData: { adminTitle: "Reminder Log" },
  component: ReminderLog,
  // The page in a lazy chunk of its own: an unsplit one would be in every visitor's first load.
  codeSplitGroupings: [["component"]],
});

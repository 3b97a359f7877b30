import { createFileRoute } from "@tanstack/react-router";
import { ReminderSettingsPage } from "../features/reminders/ReminderSettingsPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/reminder-settings")({
  beforeLoad: withMessages("signin", "reminders"),
  component: ReminderSettingsPage,
});

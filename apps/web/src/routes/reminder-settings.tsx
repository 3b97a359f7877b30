import { createFileRoute } from "@tanstack/react-router";
import { ReminderSettingsPage } from "../features/reminders/ReminderSettingsPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/reminder-settings")({
  head: headOf("reminders.meta.title", "reminders.meta.description"),
  beforeLoad: withMessages("signin", "reminders"),
  component: ReminderSettingsPage,
});

import { createFileRoute } from "@tanstack/react-router";
import { ReminderSettingsPage } from "../features/reminders/ReminderSettingsPage";

export const Route = createFileRoute("/reminder-settings")({ component: ReminderSettingsPage });

import { createFileRoute } from "@tanstack/react-router";
import { CalendarView } from "../features/bookings/admin/CalendarView";

export const Route = createFileRoute("/admin/calendar")({
  staticData: { adminTitle: "Calendar" },
  component: CalendarView,
});

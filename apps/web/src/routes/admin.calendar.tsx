import { createFileRoute } from "@tanstack/react-router";
import { CalendarView } from "../features/bookings/admin/CalendarView";

export const Route = createFileRoute("/admin/calendar")({
  staticData: { adminTitle: "Calendar" },
  component: CalendarView,
  // The page in a lazy chunk of its own: an unsplit one would be in every visitor's first load.
  codeSplitGroupings: [["component"]],
});

import { createFileRoute } from "@tanstack/react-router";
import { BookingDashboard } from "../features/bookings/admin/BookingDashboard";

export const Route = createFileRoute("/admin/bookings")({
  staticData: { adminTitle: "Booking Management" },
  component: BookingDashboard,
});

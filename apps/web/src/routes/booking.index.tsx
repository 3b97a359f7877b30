import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/bookings/BookingPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/booking/")({
  beforeLoad: withMessages("catalogue", "booking"),
  component: () => <BookingPage />,
});

import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationPage } from "../features/bookings/ConfirmationPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

export const Route = createFileRoute("/booking-confirmation")({
  head: headOf("booking.confirmation.meta.title", "booking.confirmation.meta.description"),
  beforeLoad: withMessages("catalogue", "booking"),
  component: ConfirmationPage,
});

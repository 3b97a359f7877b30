import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationPage } from "../features/bookings/ConfirmationPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/booking-confirmation")({
  beforeLoad: withMessages("catalogue", "booking"),
  component: ConfirmationPage,
});

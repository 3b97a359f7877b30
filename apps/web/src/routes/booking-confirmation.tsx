import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationPage } from "../features/bookings/ConfirmationPage";

export const Route = createFileRoute("/booking-confirmation")({ component: ConfirmationPage });

import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationPage } from "../features/confirmation/ConfirmationPage";

export const Route = createFileRoute("/booking-confirmation")({ component: ConfirmationPage });

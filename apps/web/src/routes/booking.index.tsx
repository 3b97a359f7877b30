import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/bookings/BookingPage";

export const Route = createFileRoute("/booking/")({ component: () => <BookingPage /> });

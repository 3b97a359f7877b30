import { createFileRoute } from "@tanstack/react-router";
import { MySessionsPage } from "../features/portal/MySessionsPage";

export const Route = createFileRoute("/my-bookings")({ component: MySessionsPage });

import { createFileRoute } from "@tanstack/react-router";
import { MySessionsPage } from "../features/portal/MySessionsPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/my-bookings")({
  // The server's refusals (a wrong code, a full hour) are shown in her language: `validation` holds them.
  beforeLoad: withMessages("catalogue", "signin", "portal"),
  component: MySessionsPage,
});

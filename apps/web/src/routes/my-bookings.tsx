import { createFileRoute } from "@tanstack/react-router";
import { MySessionsPage } from "../features/portal/MySessionsPage";
import { withMessages } from "../i18n/messages";

export const Route = createFileRoute("/my-bookings")({
  beforeLoad: withMessages("catalogue"),
  component: MySessionsPage,
});

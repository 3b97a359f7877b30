import { createFileRoute } from "@tanstack/react-router";
import { SessionManagement } from "../features/sessions/admin/SessionManagement";

export const Route = createFileRoute("/admin/sessions")({
  staticData: { adminTitle: "Session Management" },
  component: SessionManagement,
});

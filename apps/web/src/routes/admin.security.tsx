import { createFileRoute } from "@tanstack/react-router";
import { SecurityScreen } from "../features/auth/admin/SecurityScreen";

export const Route = createFileRoute("/admin/security")({
  staticData: { adminTitle: "Security" },
  component: SecurityScreen,
});

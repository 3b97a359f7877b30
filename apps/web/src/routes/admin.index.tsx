import { createFileRoute } from "@tanstack/react-router";
import { AdminPanel } from "../features/admin-shell/AdminPanel";

export const Route = createFileRoute("/admin/")({
  staticData: { adminTitle: "Admin Panel", adminPageTitle: "Admin" },
  component: AdminPanel,
});

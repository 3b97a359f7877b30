import { createFileRoute } from "@tanstack/react-router";
import { AdminGate } from "../features/admin/AdminGate";
import { AdminPanel } from "../features/admin/AdminPanel";

export const Route = createFileRoute("/admin/")({ component: AdminRoute });

function AdminRoute() {
  return <AdminGate title="Admin">{(username) => <AdminPanel username={username} />}</AdminGate>;
}

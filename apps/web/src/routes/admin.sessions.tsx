import { createFileRoute } from "@tanstack/react-router";
import { AdminGate } from "../features/admin/AdminGate";
import { AdminHeader } from "../features/admin/AdminPanel";
import { SessionManagement } from "../features/admin/sessions/SessionManagement";

export const Route = createFileRoute("/admin/sessions")({ component: AdminRoute });

function AdminRoute() {
  return (
    <AdminGate title="Session Management">
      {(username) => (
        <>
          <AdminHeader title="Session Management" username={username} />
          <SessionManagement />
        </>
      )}
    </AdminGate>
  );
}

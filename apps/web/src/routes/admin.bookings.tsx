import { createFileRoute } from "@tanstack/react-router";
import { AdminGate } from "../features/admin/AdminGate";
import { AdminHeader } from "../features/admin/AdminPanel";
import { BookingDashboard } from "../features/admin/bookings/BookingDashboard";

export const Route = createFileRoute("/admin/bookings")({ component: AdminRoute });

function AdminRoute() {
  return (
    <AdminGate title="Booking Management">
      {(username) => (
        <>
          <AdminHeader title="Booking Management" username={username} />
          <BookingDashboard />
        </>
      )}
    </AdminGate>
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { AdminGate } from "../features/admin/AdminGate";
import { AdminHeader } from "../features/admin/AdminPanel";
import { TestimonialManager } from "../features/admin/testimonials/TestimonialManager";

export const Route = createFileRoute("/admin/testimonials")({ component: AdminRoute });

function AdminRoute() {
  return (
    <AdminGate title="Testimonial Management">
      {(username) => (
        <>
          <AdminHeader title="Testimonial Management" username={username} />
          <TestimonialManager />
        </>
      )}
    </AdminGate>
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { AdminPending, AdminUnreachable } from "../features/admin-shell/AdminStates";
import { adminTitleOf } from "../features/admin-shell/admin-title";
import { AdminLayout } from "../features/back-office/AdminLayout";
import { loadMessages } from "../i18n/messages";
import { pageHead } from "../lib/page-meta";

// The trainer's area. Who is signed in is settled before any admin page loads, so their loaders run only for her;
// without an admin session the layout shows the sign-in, at the same address.
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ context, cause }) => {
    await loadMessages(context.i18n, ["catalogue", "services", "controls", "validation"]);
    // Imported here, not above: beforeLoad is part of every visitor's first load, the admin code must not be.
    const { adminSession } = await import("../features/admin-shell/admin-session");
    return { admin: await adminSession(context.queryClient, cause) };
  },
  head: ({ matches }) => pageHead({ title: adminTitleOf(matches).tabTitle, description: "Studio administration." }),
  component: AdminLayout,
  // The loader shows at once while the server is asked, and goes as soon as it answers, as it always has.
  pendingComponent: AdminPending,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: AdminUnreachable,
});

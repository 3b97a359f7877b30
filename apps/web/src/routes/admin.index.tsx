import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { AdminPanel } from "../features/back-office/AdminPanel";
import { attentionQuery } from "../features/memberships/admin/membership-queries";
import { dayAgendaQuery } from "../features/sessions/admin/session-queries";
import { todayAndTomorrow } from "../features/sessions/admin/TodayPanel";
import { quietCountQuery } from "../features/training/admin/queries";

export const Route = createFileRoute("/admin/")({
  staticData: { adminTitle: "Admin Panel", adminPageTitle: "Admin" },
  // The panel opens on today and tomorrow, under the memberships' failed renewals and the quiet clients if any.
  loader: ({ context }) => {
    const { today, tomorrow } = todayAndTomorrow();
    prefetchAdminQuery(context, dayAgendaQuery(today));
    prefetchAdminQuery(context, dayAgendaQuery(tomorrow));
    prefetchAdminQuery(context, attentionQuery());
    prefetchAdminQuery(context, quietCountQuery());
  },
  component: AdminPanel,
});

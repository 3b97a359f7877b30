import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { ClientPlanScreen } from "../features/training/admin/ClientPlanScreen";
import { clientPlanQuery } from "../features/training/admin/queries";

export interface ClientPlanSearch {
  /** Her e-mail, for the way back to her page. */
  email?: string;
}

// One client's copy of a plan, in the plan editor (its own chunk with the template's).
export const Route = createFileRoute("/admin/training/plans/$planId")({
  staticData: { adminTitle: "Her plan", adminPageTitle: "Her plan · Training" },
  validateSearch: (search: Record<string, unknown>): ClientPlanSearch =>
    typeof search.email === "string" && search.email ? { email: search.email } : {},
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.planId)) prefetchAdminQuery(context, clientPlanQuery(Number(params.planId)));
  },
  component: ClientPlanScreen,
});

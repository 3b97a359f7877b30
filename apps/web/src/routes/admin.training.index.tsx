import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { quietCountQuery, quietQuery, templateListQuery } from "../features/training/admin/queries";
import { TrainingScreen } from "../features/training/admin/TrainingScreen";

export interface TrainingSearch {
  tab?: "quiet";
}

export const Route = createFileRoute("/admin/training/")({
  staticData: { adminTitle: "Training" },
  // Her plans, or the quiet clients (?tab=quiet); anything else in the address shows the plans.
  validateSearch: (search: Record<string, unknown>): TrainingSearch => (search.tab === "quiet" ? { tab: "quiet" } : {}),
  // The queries the screen asks for first, to the letter, so that it finds them under way or answered.
  loader: ({ context, location }) => {
    prefetchAdminQuery(context, quietCountQuery());
    if ((location.search as TrainingSearch).tab === "quiet") prefetchAdminQuery(context, quietQuery());
    else prefetchAdminQuery(context, templateListQuery({}));
  },
  component: TrainingScreen,
});

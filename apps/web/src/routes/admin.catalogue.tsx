import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { CatalogueManager } from "../features/catalogue/admin/CatalogueManager";
import { withMessages } from "../i18n/messages";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/admin/catalogue")({
  staticData: { adminTitle: "Catalogue" },
  // The words of the previews of a program and a Workout of the Day, drawn as her client reads them.
  beforeLoad: withMessages("workouts"),
  // The query CatalogueManager asks for, to the letter, so that the screen finds it under way or answered.
  loader: ({ context }) =>
    prefetchAdminQuery(context, trpc.admin.packages.list.queryOptions(undefined, { staleTime: 0 })),
  component: CatalogueManager,
});

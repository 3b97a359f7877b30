import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { SessionManagement } from "../features/sessions/admin/SessionManagement";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/admin/sessions")({
  staticData: { adminTitle: "Session Management" },
  // The query SessionManagement asks for, to the letter, so that the screen finds it under way or answered.
  loader: ({ context }) =>
    prefetchAdminQuery(context, trpc.admin.sessions.list.queryOptions(undefined, { staleTime: 0 })),
  component: SessionManagement,
  // The loader in a lazy chunk of its own, beside the page's: an unsplit one would be in every visitor's first load.
  codeSplitGroupings: [["loader"], ["component"]],
});

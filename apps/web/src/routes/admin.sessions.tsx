import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { SessionManagement } from "../features/sessions/admin/SessionManagement";
import { adminSessionsQuery } from "../features/sessions/admin/session-queries";
import { readSessionSearch, type SessionSearch, sessionListInput } from "../features/sessions/admin/session-search";

export const Route = createFileRoute("/admin/sessions")({
  staticData: { adminTitle: "Session Management" },
  // The filters and page live in the address, so a reload or a shared link shows the same sessions. Taken as they
  // come here and read (leniently) by the loader and the screen, in their own lazy chunks: a reader here would be
  // part of every visitor's first load.
  validateSearch: (search: Record<string, unknown>) => search as SessionSearch,
  loaderDeps: ({ search }) => search,
  // The query SessionManagement asks for, to the letter, so that the screen finds it under way or answered.
  loader: ({ context, deps }) =>
    prefetchAdminQuery(context, adminSessionsQuery(sessionListInput(readSessionSearch(deps)))),
  component: SessionManagement,
});

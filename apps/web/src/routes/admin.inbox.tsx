import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { Inbox } from "../features/contact/admin/Inbox";
import { inboxListQuery, inboxMessageQuery } from "../features/contact/admin/inbox-queries";
import { type InboxSearch, inboxSearch } from "../features/contact/admin/inbox-search";

export const Route = createFileRoute("/admin/inbox")({
  staticData: { adminTitle: "Inbox" },
  // The view and page, and the message open (?id=): the browser's Back returns to the list. Only typed here: the
  // check (inboxSearch) loads with the page, not in every visitor's first load.
  validateSearch: (search: Record<string, unknown>) => search as InboxSearch,
  // The queries the screen asks for first, to the letter, so that it finds them under way or answered.
  loader: ({ context, location }) => {
    const { filter = "open", page = 1, id } = inboxSearch(location.search);
    prefetchAdminQuery(context, inboxListQuery(filter, page));
    if (id) prefetchAdminQuery(context, inboxMessageQuery(id));
  },
  component: Inbox,
});

import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { ClientsScreen } from "../features/clients/admin/ClientsScreen";
import { clientProfileQuery, directoryQuery } from "../features/clients/admin/client-queries";
import { type ClientsSearch, clientsSearch } from "../features/clients/admin/clients-search";

export const Route = createFileRoute("/admin/clients")({
  staticData: { adminTitle: "Clients" },
  // The directory's search and page, or the client opened (?email=): the browser's Back returns to the list. Only
  // typed here: the check (clientsSearch) loads with the page, not in every visitor's first load.
  validateSearch: (search: Record<string, unknown>) => search as ClientsSearch,
  // The query the screen asks for first, to the letter, so that it finds it under way or answered.
  loader: ({ context, location }) => {
    const { email, q = "", page = 1 } = clientsSearch(location.search);
    if (email) prefetchAdminQuery(context, clientProfileQuery(email));
    else prefetchAdminQuery(context, directoryQuery(q, page));
  },
  component: ClientsScreen,
});

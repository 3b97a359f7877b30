import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

/** What the directory asks for: the route's loader asks with the same words. */
export const directoryQuery = (search: string, page: number) =>
  trpc.admin.clients.list.queryOptions(search ? { search, page } : { page }, { staleTime: FRESH_FROM_LOADER_MS });

export const clientProfileQuery = (email: string) =>
  trpc.admin.clients.get.queryOptions({ email }, { staleTime: FRESH_FROM_LOADER_MS });

/** After anything that changes a client's figures: her page, and the directory's pages. */
export const clientQueryKeys = () => [trpc.admin.clients.get.queryKey(), trpc.admin.clients.list.queryKey()];

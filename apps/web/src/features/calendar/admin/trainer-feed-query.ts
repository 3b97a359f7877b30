import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

/** Her feed's address, shared by its card and the route's loader, which must ask for the very same query. */
export const trainerFeedQuery = () =>
  trpc.admin.calendar.feed.queryOptions(undefined, { staleTime: FRESH_FROM_LOADER_MS });

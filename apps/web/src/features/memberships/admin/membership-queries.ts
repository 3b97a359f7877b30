import { keepPreviousData } from "@tanstack/react-query";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

type ListInput = Parameters<typeof trpc.admin.memberships.list.queryOptions>[0];

/**
 * A page of the trainer's memberships (all, one view, or one client's); shared by the screens and the routes'
 * loaders, which must ask for the very same query. While the next page loads, the one shown stays.
 */
export const membershipsQuery = (input: ListInput) =>
  trpc.admin.memberships.list.queryOptions(input, {
    staleTime: FRESH_FROM_LOADER_MS,
    placeholderData: keepPreviousData,
  });

/** The failed renewals, for the Today panel's note: any page of the list counts them. */
export const attentionQuery = () => membershipsQuery({ filter: "attention" });

/** After a change: every list of memberships (the page, a client's, the count on Today). */
export const membershipListKey = () => trpc.admin.memberships.list.queryKey();

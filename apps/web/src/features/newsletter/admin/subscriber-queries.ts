import type { SubscriberFilter } from "@studio/validators";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

const viewOf = (status: SubscriberFilter, search: string) => ({ status, ...(search ? { search } : {}) });

/** What the list asks for: the route's loader asks with the same words. */
export const subscriberListQuery = (status: SubscriberFilter, search: string, page: number) =>
  trpc.admin.newsletter.subscribers.queryOptions(
    { ...viewOf(status, search), page },
    { staleTime: FRESH_FROM_LOADER_MS },
  );

/** The CSV of the same view (state and search), every page of it, streamed by the server. */
export const exportAddress = (status: SubscriberFilter, search: string) =>
  `/api/admin/newsletter/subscribers.csv?${new URLSearchParams(viewOf(status, search))}`;

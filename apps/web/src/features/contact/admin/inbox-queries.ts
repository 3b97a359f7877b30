import type { InboxFilter } from "@studio/validators";
import type { QueryClient } from "@tanstack/react-query";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export type InboxMessage = RouterOutputs["admin"]["inbox"]["get"];

/** What the list asks for: the route's loader asks with the same words. */
export const inboxListQuery = (filter: InboxFilter, page: number) =>
  trpc.admin.inbox.list.queryOptions({ filter, page }, { staleTime: FRESH_FROM_LOADER_MS });

export const inboxMessageQuery = (id: number) =>
  trpc.admin.inbox.get.queryOptions({ id }, { staleTime: FRESH_FROM_LOADER_MS });

/** After a change to a message: it is shown as answered, and the list (views, unread count) is asked again. */
export function messageChanged(queryClient: QueryClient, message: InboxMessage) {
  queryClient.setQueryData(trpc.admin.inbox.get.queryKey({ id: message.id }), message);
  void queryClient.invalidateQueries({ queryKey: trpc.admin.inbox.list.queryKey() });
}

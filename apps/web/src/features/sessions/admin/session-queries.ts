import type { AdminSessionListInput } from "@studio/validators";
import { keepPreviousData } from "@tanstack/react-query";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

/**
 * A page of SPEC's session list; shared by the screen and the route's loader, which must ask for the very same
 * query. While the next page loads, the one shown stays.
 */
export const adminSessionsQuery = (input: AdminSessionListInput = {}) =>
  trpc.admin.sessions.list.queryOptions(input, { staleTime: FRESH_FROM_LOADER_MS, placeholderData: keepPreviousData });

/** One day's agenda (Miami date); shared by the agenda and the Today panel's loader. */
export const dayAgendaQuery = (date: string) =>
  trpc.admin.sessions.day.queryOptions({ date }, { staleTime: FRESH_FROM_LOADER_MS });

// The session list's filters and page in the address (read by the route without zod), and the query they make.
import { type AdminSessionListInput, SESSION_STATUSES, type SessionStatus } from "@studio/validators";
import { keepPreviousData } from "@tanstack/react-query";
import { compact, oneOf, pageNumber, searchText } from "../../../lib/list-search";
import { FRESH_FROM_LOADER_MS } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";

/** Only what differs from the defaults (All Sessions, no search, page 1) is written. */
export interface SessionSearch {
  status?: SessionStatus;
  search?: string;
  page?: number;
}

export function readSessionSearch(raw: Record<string, unknown>): SessionSearch {
  return compact({
    status: oneOf(SESSION_STATUSES, raw.status),
    search: searchText(raw.search),
    page: pageNumber(raw.page),
  });
}

export const sessionListInput = (search: SessionSearch): AdminSessionListInput => compact({ ...search });

/** Shared by the screen and the route's loader, which must ask for the very same query. */
export const adminSessionsQuery = (input: AdminSessionListInput = {}) =>
  trpc.admin.sessions.list.queryOptions(input, { staleTime: FRESH_FROM_LOADER_MS, placeholderData: keepPreviousData });

// The session list's filters and page in the address, read by the route without zod: it is part of every visitor's
// first load.
import type { AdminSessionListInput } from "@studio/validators";
import { SESSION_STATUSES, type SessionStatus } from "@studio/validators/kinds";
import { compact, oneOf, pageNumber, searchText } from "../../../lib/list-search";

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

// Plain lists: the route's search check runs in every visitor's first load, where the schemas must not.
const FILTERS = ["unread", "open", "handled", "archived"] as const;
type Filter = (typeof FILTERS)[number];

/** The Inbox page's address: the view (Open when absent), its page, and the message open. */
export interface InboxSearch {
  filter?: Filter;
  page?: number;
  id?: number;
}

const whole = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min;

/** Only what the address holds: a search it does not hold would make the router rewrite the address. */
export function inboxSearch(search: Record<string, unknown>): InboxSearch {
  const { filter, page, id } = search;
  return {
    ...(FILTERS.includes(filter as Filter) && filter !== "open" ? { filter: filter as Filter } : {}),
    ...(whole(page, 2) ? { page } : {}),
    ...(whole(id, 1) ? { id } : {}),
  };
}

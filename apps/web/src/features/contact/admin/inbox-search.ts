// The Inbox address, checked where the page and its loader use it (plain lists: no schema library needed).
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

/** What the page can use of its address: anything else in it (a page that is not a whole number) is left out. */
export function inboxSearch(search: Record<string, unknown>): InboxSearch {
  const { filter, page, id } = search;
  return {
    ...(FILTERS.includes(filter as Filter) && filter !== "open" ? { filter: filter as Filter } : {}),
    ...(whole(page, 2) ? { page } : {}),
    ...(whole(id, 1) ? { id } : {}),
  };
}

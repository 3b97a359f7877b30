// The Memberships page's address (?filter=attention&page=2), read by the route without zod: it is part of every
// visitor's first load. A filter the page does not know is left out, so an old or hand-edited link opens on All.
import { compact, oneOf, pageNumber } from "../../../lib/list-search";

/** The views of the list, in the order of its chips; "all" is the default and stays out of the address. */
export const MEMBERSHIP_VIEWS = ["all", "attention", "active", "paused", "cancelled", "incomplete"] as const;
export type MembershipView = (typeof MEMBERSHIP_VIEWS)[number];

/** Only what differs from the defaults (All, page 1) is written. */
export interface MembershipsSearch {
  filter?: Exclude<MembershipView, "all">;
  page?: number;
}

const FILTERS = MEMBERSHIP_VIEWS.filter((view) => view !== "all");

export function readMembershipsSearch(raw: Record<string, unknown>): MembershipsSearch {
  return compact({
    // A failed renewal is what "Needs attention" lists: the server's own past_due filter, under one name.
    filter: raw.filter === "past_due" ? "attention" : oneOf(FILTERS, raw.filter),
    page: pageNumber(raw.page),
  });
}

/** What the list asks the server for: the route's loader and the screen ask with the same words. */
export const membershipListInput = (search: MembershipsSearch) => compact({ ...search });

import { createFileRoute } from "@tanstack/react-router";
import { prefetchAdminQuery } from "../features/admin-shell/prefetch-admin-query";
import { MembershipsScreen } from "../features/memberships/admin/MembershipsScreen";
import { membershipsQuery } from "../features/memberships/admin/membership-queries";
import {
  type MembershipsSearch,
  membershipListInput,
  readMembershipsSearch,
} from "../features/memberships/admin/memberships-search";

export const Route = createFileRoute("/admin/memberships")({
  staticData: { adminTitle: "Memberships" },
  // The view (?filter=attention) and page live in the address, so the Today panel's note, a reload or the back
  // button open the same list. Taken as they come here and read (leniently) by the loader and the screen, in their
  // own lazy chunks: a reader here would be part of every visitor's first load.
  validateSearch: (search: Record<string, unknown>) => search as MembershipsSearch,
  loaderDeps: ({ search }) => search,
  // The query the screen asks for, to the letter, so that it finds it under way or answered.
  loader: ({ context, deps }) =>
    prefetchAdminQuery(context, membershipsQuery(membershipListInput(readMembershipsSearch(deps)))),
  component: MembershipsScreen,
});

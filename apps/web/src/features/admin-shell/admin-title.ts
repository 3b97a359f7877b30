import { type StaticDataRouteOption, useMatches } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The heading an admin screen shows under the shared header. */
    adminTitle?: string;
    /** The browser tab's title, when it is shorter than the heading. */
    adminPageTitle?: string;
  }
}

type Titled = { staticData: StaticDataRouteOption };

/** The open admin page's heading, and its browser tab's title, from the routes it matched. */
export function adminTitleOf(matches: readonly Titled[]) {
  const page = matches.findLast((match) => match.staticData.adminTitle);
  const heading = page?.staticData.adminTitle ?? "Admin";
  return { heading, tabTitle: page?.staticData.adminPageTitle ?? heading };
}

/** The open admin page's heading, and its browser tab's title. */
export const useAdminTitle = () => useMatches({ select: adminTitleOf });

import { useMatches } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The heading an admin screen shows under the shared header. */
    adminTitle?: string;
    /** The browser tab's title, when it is shorter than the heading. */
    adminPageTitle?: string;
  }
}

/** The open admin page's heading, and its browser tab's title. */
export function useAdminTitle() {
  const page = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.adminTitle) });
  const heading = page?.staticData.adminTitle ?? "Admin";
  return { heading, tabTitle: page?.staticData.adminPageTitle ?? heading };
}

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isBackOfficeRoute, sitePages } from "./site-pages";

/** The router's routes, as the route generator wrote them ("/recipes/$id"). */
const routes = [
  ...new Set(
    [...readFileSync(new URL("./routeTree.gen.ts", import.meta.url), "utf8").matchAll(/fullPath: '([^']+)'/g)].map(
      (match) => match[1] ?? "",
    ),
  ),
];
const matches = (route: string, page: string) =>
  new RegExp(`^${route.replace(/\/$/, "").replace(/\$[a-zA-Z]+/g, "[^/]+")}/?$`).test(page);

describe("the measured pages", () => {
  it("hold an address for every route of the site and the portal", () => {
    const unmeasured = routes.filter(
      (route) => !isBackOfficeRoute(route) && !sitePages.some((page) => matches(route, page)),
    );
    expect(routes.length).toBeGreaterThan(20);
    expect(unmeasured).toEqual([]);
  });
});

// Every page of the site declares the data it draws with in its route's loader: the server renders each once, after
// the router has loaded, and a screen that asks for something its loader did not would be drawn "loading" (and
// answered 200) instead of with its content. Rendered here through the built app's own server entry, as the
// server renders it, against a real server.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@studio/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../src/site-pages";

const entry = join(import.meta.dirname, "../dist-ssr/server-render.js");

type Renderer = typeof import("../src/server-render");

describe.skipIf(!existsSync(entry))("every page's data", () => {
  let site: TestServer;
  let web: Renderer;
  beforeAll(async () => {
    site = await startTestServer();
    web = (await import(entry)) as Renderer;
    web.sendCallsThrough((url, options) => fetch(new URL(url, site.url), options));
  });
  afterAll(() => site?.close());

  it.each(sitePages)("%s is drawn whole by the server from what its routes' loaders ask for", async (path) => {
    for (const visitor of ["signed-out", "unknown"] as const) {
      const page = await web.renderPage(path, visitor);
      expect(page.undeclared, `${visitor}: asked for while drawing`).toEqual([]);
      expect(page.failed, visitor).toBe(0);
      expect(page.meta?.title, visitor).toContain("Carmen Reyes Fitness");
      expect(page.meta?.description, visitor).not.toBe("");
      expect(page.status, visitor).toBe(path.endsWith("/no-such-page") ? 404 : 200);
    }
  });

  it.each(["/blog/no-such-post", "/clients/nobody/program", "/es/blog/no-such-post", "/es/clients/nobody/message"])(
    "%s, an address whose loader finds nothing, is the 404 page with its title",
    async (path) => {
      const page = await web.renderPage(path, "signed-out");
      expect(page.status).toBe(404);
      expect(page.meta?.title).toBe(
        path.startsWith("/es/")
          ? "Página no encontrada (404) | Carmen Reyes Fitness"
          : "404 Page Not Found | Carmen Reyes Fitness",
      );
      expect(page.failed).toBe(0);
    },
  );
});

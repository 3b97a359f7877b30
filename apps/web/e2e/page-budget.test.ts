// Every page's weight budget, measured as a browser loads it: every script and style sheet fetched until the
// network is idle, each gzipped at level 9. Admin, Stripe and chart code must never be part of a first load.
import { gzipSync } from "node:zlib";
import { routePath } from "@studio/i18n/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../src/site-pages";
import { hasChromium, type Site, startSite } from "./harness";

const BUDGET_KB = { js: 170, css: 25 };
/**
 * Never in a first load; the checkout's own pages, in either language, may load the checkout's code and words (they
 * do not load Stripe's): the checkout, and the payment link's page that leads to it.
 */
const neverOnFirstLoad = (page: string) => {
  if (["/checkout", "/pay"].includes(routePath(page))) return /admin|stripe|chart/i;
  return /admin|stripe|checkout|chart/i;
};

/** Pages loaded side by side while the weights are taken. */
const LOADING_AT_ONCE = 3;

interface Asset {
  name: string;
  kind: "js" | "css";
  gzipBytes: number;
}

describe.skipIf(!hasChromium)("page budget", () => {
  let site: Site;
  const assetsOf = new Map<string, Asset[]>();
  const errorsOf = new Map<string, string[]>();
  beforeAll(
    async () => {
      site = await startSite();
      // A few pages at a time, each in a browser of its own: the list grows with every page the site gains.
      const queue = [...sitePages];
      await Promise.all(
        Array.from({ length: LOADING_AT_ONCE }, async () => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const { assets, errors } = await firstLoad(site, path);
            assetsOf.set(path, assets);
            errorsOf.set(path, errors);
          }
        }),
      );
    },
    60_000 + sitePages.length * 5_000,
  );
  afterAll(() => site?.close());

  const totalKb = (assets: Asset[], kind: Asset["kind"]) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024;

  it.each(sitePages)(
    `%s loads at most ${BUDGET_KB.js} KB of JavaScript and ${BUDGET_KB.css} KB of CSS (gzip)`,
    (path) => {
      const assets = assetsOf.get(path) ?? [];
      const report = assets.map((asset) => `${asset.name}.${asset.kind} ${(asset.gzipBytes / 1024).toFixed(1)} KB`);
      console.log(`${path}: JS ${totalKb(assets, "js").toFixed(1)} KB, CSS ${totalKb(assets, "css").toFixed(1)} KB`);
      expect(assets.some((asset) => asset.kind === "js")).toBe(true);
      expect(totalKb(assets, "js"), report.join("\n")).toBeLessThanOrEqual(BUDGET_KB.js);
      expect(totalKb(assets, "css"), report.join("\n")).toBeLessThanOrEqual(BUDGET_KB.css);
    },
  );

  it.each(sitePages)(
    "%s loads with no error in the console (a page the server drew is taken over as drawn)",
    (path) => {
      // The 404 page's own status is the one error the browser reports for it.
      const expected = routePath(path) === "/no-such-page" ? [/status of 404/] : [];
      const unexpected = (errorsOf.get(path) ?? []).filter((error) => !expected.some((known) => known.test(error)));
      expect(unexpected).toEqual([]);
    },
  );

  it.each(sitePages)("%s fetches no admin, Stripe or chart code", (path) => {
    const names = (assetsOf.get(path) ?? []).map((asset) => asset.name);
    expect(names.filter((name) => neverOnFirstLoad(path).test(name))).toEqual([]);
  });
});

/** Each asset's name carries a hash of its content, so its gzipped size is worked out once for every page. */
const gzipSizes = new Map<string, number>();
function gzipSize(name: string, body: Buffer): number {
  let size = gzipSizes.get(name);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzipSizes.set(name, size);
  }
  return size;
}

/** Every script and style sheet a phone fetches for `path` until the network is idle, and the errors it reports. */
async function firstLoad(site: Site, path: string): Promise<{ assets: Asset[]; errors: string[] }> {
  const page = await site.page("phone");
  const pending: Promise<Asset>[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    const match = /^\/assets\/(.+)\.(js|css)$/.exec(new URL(response.url()).pathname);
    if (!match?.[1] || !match[2]) return;
    const [, name, kind] = match;
    // A worker's script (the Intl warm-up) has no body the browser keeps for the test: it is fetched again.
    const body = response
      .body()
      .catch(() => fetch(response.url()).then(async (again) => Buffer.from(await again.arrayBuffer())));
    pending.push(body.then((bytes) => ({ name, kind: kind as Asset["kind"], gzipBytes: gzipSize(name, bytes) })));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const assets = await Promise.all(pending);
  await page.context().close();
  return { assets, errors };
}

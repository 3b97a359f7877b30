// The home page's weight budget, measured as a browser loads it: every script and style sheet fetched until the
// network is idle, each gzipped at level 9. Admin, checkout and chart code must never be part of it.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, type Site, startSite } from "./harness";

const BUDGET_KB = { js: 170, css: 25 };
const NEVER_ON_FIRST_LOAD = /admin|stripe|checkout|chart/i;

interface Asset {
  name: string;
  kind: "js" | "css";
  gzipBytes: number;
}

describe.skipIf(!hasChromium)("home page budget", () => {
  let site: Site;
  let assets: Asset[];
  beforeAll(async () => {
    site = await startSite();
    const page = await site.page("phone");
    const pending: Promise<Asset>[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      const match = /^\/assets\/(.+)\.(js|css)$/.exec(path);
      if (!match?.[1] || !match[2]) return;
      const [, name, kind] = match;
      pending.push(
        response
          .body()
          .then((body) => ({ name, kind: kind as Asset["kind"], gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto("/", { waitUntil: "networkidle" });
    assets = await Promise.all(pending);
    await page.context().close();
  });
  afterAll(() => site?.close());

  const totalKb = (kind: Asset["kind"]) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024;

  it(`loads at most ${BUDGET_KB.js} KB of JavaScript and ${BUDGET_KB.css} KB of CSS (gzip)`, () => {
    const report = assets.map((asset) => `${asset.name}.${asset.kind} ${(asset.gzipBytes / 1024).toFixed(1)} KB`);
    console.log(
      `Home page: JS ${totalKb("js").toFixed(1)} KB, CSS ${totalKb("css").toFixed(1)} KB\n  ${report.join("\n  ")}`,
    );
    expect(assets.some((asset) => asset.kind === "js")).toBe(true);
    expect(totalKb("js"), report.join("\n")).toBeLessThanOrEqual(BUDGET_KB.js);
    expect(totalKb("css"), report.join("\n")).toBeLessThanOrEqual(BUDGET_KB.css);
  });

  it("fetches no admin, checkout or chart code", () => {
    expect(assets.map((asset) => asset.name).filter((name) => NEVER_ON_FIRST_LOAD.test(name))).toEqual([]);
  });
});

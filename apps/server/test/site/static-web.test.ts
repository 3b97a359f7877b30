// Serving the built app: cached hashed assets, pre-compressed files and the app shell (a build without its
// server renderer; page-render.test.ts renders pages with the real one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness";

let site: TestServer;
let dist: string;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "web-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app shell</title><div id=root></div>");
  writeFileSync(join(dist, "assets", "index-abc123.js"), script);
  writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(script));
  site = await startTestServer({}, { webDist: dist });
});
afterAll(async () => {
  await site.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("static web app", () => {
  it("serves the app shell for client routes, uncached", async () => {
    for (const path of [
      "/",
      "/booking/6",
      "/some/unknown/page",
      "/blog/some-post",
      "/blog?category=fitness",
      "/?ref=ad",
    ]) {
      const page = await site.client().get(path);
      expect(page.status, path).toBe(200);
      expect(page.text).toContain("app shell");
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("caches hashed assets for a year and sends the brotli copy", async () => {
    const asset = await site.client().get("/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.text).toBe(script);
  });

  it("answers a missing asset with 404, never the HTML page", async () => {
    const missing = await site.client().get("/assets/index-gone999.js");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain("app shell");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const api = await site.client().get("/api/unknown", { accept: "text/html" });
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
  });
});

// The installable app's files as the server sends them: the service worker's script, checked for a new version on
// every visit (never kept a year like the hashed assets), the web app manifest with its own type, and the icons.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness";

let site: TestServer;
let dist: string;
const worker = `self.addEventListener("push", () => {});${" ".repeat(2000)}`;
const manifest = JSON.stringify({ name: "Carmen Reyes Fitness", start_url: "/training", padding: "x".repeat(2000) });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "web-app-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "icons"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><link rel="manifest" href="/manifest.webmanifest"><div id=root></div>',
  );
  writeFileSync(join(dist, "sw.js"), worker);
  writeFileSync(join(dist, "sw.js.br"), brotliCompressSync(worker));
  writeFileSync(join(dist, "manifest.webmanifest"), manifest);
  writeFileSync(join(dist, "manifest.webmanifest.br"), brotliCompressSync(manifest));
  writeFileSync(join(dist, "icons", "icon-192.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  site = await startTestServer({}, { webDist: dist });
});
afterAll(async () => {
  await site.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the installable app's files", () => {
  it("sends the service worker as JavaScript that the browser checks again on every visit", async () => {
    for (const encoding of ["br", "identity"]) {
      const script = await site.client().get("/sw.js", { "accept-encoding": encoding });
      expect(script.status).toBe(200);
      expect(script.headers.get("content-type")).toMatch(/^(application|text)\/javascript/);
      expect(script.headers.get("cache-control")).toBe("no-cache");
      expect(script.text).toBe(worker);
    }
  });

  it("sends the manifest with its own type, and the icons as images", async () => {
    const sent = await site.client().get("/manifest.webmanifest", { "accept-encoding": "br" });
    expect(sent.status).toBe(200);
    expect(sent.headers.get("content-type")).toContain("application/manifest+json");
    expect(sent.headers.get("cache-control")).toBe("no-cache");
    expect(JSON.parse(sent.text).start_url).toBe("/training");
    const icon = await site.client().get("/icons/icon-192.png");
    expect(icon.headers.get("content-type")).toBe("image/png");
  });

  it("lets a page register the site's own worker and read its own manifest, and no one else's", async () => {
    const policy = (await site.client().get("/training")).headers.get("content-security-policy") ?? "";
    const directive = (name: string) =>
      policy
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .find(([first]) => first === name)
        ?.slice(1);
    // worker-src falls back to script-src, manifest-src to default-src: each must allow the site itself.
    expect(directive("worker-src") ?? directive("script-src")).toContain("'self'");
    expect(directive("manifest-src") ?? directive("default-src")).toEqual(["'self'"]);
  });
});

import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
  const p = await ctx.newPage();
  const assets = [];
  p.on("response", async (r) => {
    const u = r.url();
    if (/\.(js)(\?|$)/.test(u)) {
      try {
        const body = await r.body();
        assets.push([u.split("/").pop(), gzipSync(body, { level: 9 }).length]);
      } catch {}
    }
  });
  await p.goto("http://localhost:3412" + path, { waitUntil: "networkidle" });
  await p.waitForTimeout(500);
  const total = assets.reduce((s, [, n]) => s + n, 0);
  console.log(path, (total / 1024).toFixed(1));
  if (process.env.LIST)
    for (const [n, s] of assets.sort((a, b) => b[1] - a[1])) console.log("  ", n, (s / 1024).toFixed(2));
  await ctx.close();
}
await b.close();

// Browser tests: the real server with the built app, on a fresh database, driven by Debian's Chromium.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "@studio/db/testing";
import { createServer, loadEnv } from "@studio/server";
import { type Browser, chromium, type Page } from "playwright-core";

export const ADMIN_USER = "coach";
export const ADMIN_PASSWORD = "e2e password for the coach";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(chromePath);
if (!hasChromium) {
  if (process.env.E2E_REQUIRED) throw new Error(`E2E_REQUIRED is set but no Chromium at ${chromePath}`);
  console.warn(`\n*** BROWSER TESTS SKIPPED: no Chromium at ${chromePath} (apt-get install chromium) ***\n`);
}

export async function startSite() {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-"));
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN_USER,
    ADMIN_PASSWORD,
    SESSION_SECRET: "e2e-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "silent",
  });
  const server = await createServer(env, { database });
  const url = await server.start();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    url,
    browser,
    /** A fresh browser context (own cookies) at phone or desktop size. */
    async page(size: "phone" | "desktop" = "desktop"): Promise<Page> {
      const viewport = size === "phone" ? { width: 390, height: 844 } : { width: 1366, height: 900 };
      const context = await browser.newContext({ viewport, baseURL: url });
      return context.newPage();
    },
    async close() {
      await browser.close();
      await server.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
export type { Browser, Page };

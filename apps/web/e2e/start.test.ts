// The README's start path: the built server (dist/main.js) on a fresh data folder, as `pnpm start` runs it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
let child: ChildProcess;
let baseUrl = "";
let dataDir = "";
let log = "";
let startupMs = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "start-"));
  const started = Date.now();
  child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${log}`)), 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Site ready at (http:\/\/\S+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`Server exited with ${code}:\n${log}`)));
  });
  startupMs = Date.now() - started;
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("pnpm start on a fresh machine", () => {
  it("starts on embedded PGlite, first time, within 8 seconds", () => {
    expect(startupMs).toBeLessThan(8000);
    expect(log).toMatch(/Seeded the package catalogue/);
    expect(log).toMatch(/Admin sign-in created for development: username "admin", password "/);
  });

  it("serves the app at / and the seeded catalogue at /api/packages", async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const packages = (await (await fetch(`${baseUrl}/api/packages`)).json()) as { price: string }[];
    expect(packages).toHaveLength(15);
    expect(packages[0]?.price).toMatch(/^\d+\.\d{2}$/);
    const notFound = await fetch(`${baseUrl}/api/nope`);
    expect(notFound.status).toBe(404);
  });

  it("writes its e-mails in both languages from the bundle, which carries its catalogues", async () => {
    for (const [language, subject] of [
      ["en", /^Your verification code: \d{6}$/],
      ["es", /^Tu código de verificación: \d{6}$/],
    ] as const) {
      const asked = await fetch(`${baseUrl}/api/sessions/send-verification`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-site-language": language },
        body: JSON.stringify({ email: `start-${language}@example.com` }),
      });
      expect(asked.status).toBe(200);
      const mailbox = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as { to: string; subject: string }[];
      expect(mailbox.find((mail) => mail.to === `start-${language}@example.com`)?.subject).toMatch(subject);
    }
    const refused = await fetch(`${baseUrl}/trpc/newsletter.subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-site-language": "es", "x-requested-with": "fetch" },
      body: JSON.stringify({ email: "no" }),
    });
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Escribe un correo electrónico válido",
    );
  });

  it("stops cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});

// Boots the real server on a free port against a fresh database (PGlite, or PostgreSQL per TEST_DB).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "@studio/db/testing";
import { loadEnv } from "../src/env";
import { createServer, type ServerOverrides } from "../src/server";

export const ADMIN_USER = "coach";
export const ADMIN_PASSWORD = "correct horse battery staple";

export async function startTestServer(env: Record<string, string> = {}, overrides: ServerOverrides = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "studio-test-"));
  const config = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN_USER,
    ADMIN_PASSWORD,
    SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "silent",
    ...env,
  });
  const server = await createServer(config, { database, webDist: null, ...overrides });
  const url = await server.start();
  return {
    url,
    server,
    db: database.db,
    client: () => new HttpClient(url),
    async close() {
      await server.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** fetch with a cookie jar, sending the header the site's own scripts send. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "x-requested-with": "fetch",
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const cookieValue = value.join("=");
      if (cookieValue) this.cookies.set(name.trim(), cookieValue);
      else this.cookies.delete(name.trim());
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      // biome-ignore lint/suspicious/noExplicitAny: tests check response shapes with assertions
      json: json as any,
    };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", path, body ?? {}, headers);
}

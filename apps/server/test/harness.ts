// Boots the real server on a free port against a fresh database (PGlite, or PostgreSQL per TEST_DB).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { AppRouter } from "@studio/api";
import { emailOutbox, packageSessions } from "@studio/db";
import { createTestDatabase } from "@studio/db/testing";
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import type { Language } from "@studio/validators/languages";
import { createTRPCClient, httpLink, type TRPCClient, TRPCClientError } from "@trpc/client";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { loadEnv } from "../src/env";
import { createServer, type ServerOverrides } from "../src/server";
import { startSmtpServer } from "./smtp";

export const ADMIN_USER = "coach";
export const ADMIN_PASSWORD = "correct horse battery staple";

/** A test server's configuration: any free port, quiet logs, the test admin; `env` adds or overrides. */
export function testConfig(env: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    ADMIN_USERNAME: ADMIN_USER,
    ADMIN_PASSWORD,
    SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "silent",
    ...env,
  });
}

export async function startTestServer(env: Record<string, string> = {}, overrides: ServerOverrides = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "studio-test-"));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const server = await createServer(config, { database, webDist: null, ...overrides });
  const url = await server.start();
  return {
    url,
    server,
    db: database.db,
    client: () => new HttpClient(url),
    /** Typed calls as a new visitor each time: no cookies sent, none kept (like `site.client()` per call). */
    trpc: typedClient(url, (input, init) => new HttpClient(url).fetch(input, init)),
    async close() {
      await server.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A test server that sends its e-mail (`SMTP_URL`) to a test SMTP server of its own, which keeps what arrives
 * (`smtp.received`, `smtp.waitFor`). Closing the site closes both.
 */
export async function startServerWithMail(env: Record<string, string> = {}, overrides: ServerOverrides = {}) {
  const smtp = await startSmtpServer();
  try {
    const site = await startTestServer({ ...env, SMTP_URL: smtp.url }, overrides);
    const close = async () => {
      await site.close();
      await smtp.close();
    };
    return { site: { ...site, close }, smtp };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** A client signed in as the trainer. */
export async function signInAdmin(site: TestServer) {
  const admin = site.client();
  const answer = await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
  if (answer.status !== 200) throw new Error(`Admin sign-in failed: ${answer.text}`);
  return admin;
}

/** A test server, and a client signed in to it as the trainer. */
export async function startServerWithAdmin(env: Record<string, string> = {}, overrides: ServerOverrides = {}) {
  const site = await startTestServer(env, overrides);
  try {
    return { site, admin: await signInAdmin(site) };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** The newest verification code e-mailed to `email`, read from the outbox as it was sent. */
export async function latestCode(site: Pick<TestServer, "db">, email: string): Promise<string> {
  const [mail] = await site.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = /(\d{6})/.exec(mail?.subject ?? "")?.[1];
  if (!code) throw new Error(`No verification code was e-mailed to ${email}`);
  return code;
}

/** A client signed in through the real code flow; `ip` keeps many sign-ins under the per-address limit. */
export async function signInClient(site: TestServer, email: string, ip = "127.0.0.1") {
  const client = site.client();
  await client.post("/api/sessions/send-verification", { email }, { "x-forwarded-for": ip });
  const verified = await client.trpc.portal.verify.mutate({ email, code: await latestCode(site, email) });
  return { client, userId: verified.userId };
}

/** Books and pays (mock) a package; returns the booking id and its session ids in order. */
export async function buyPackage(
  site: TestServer,
  email: string,
  packageId = 6,
  clientName = "Client",
  /** The language of the page she booked on. */
  language: Language = "en",
  /** Where an in-home pack is trained. */
  address?: string,
) {
  const created = await site
    .client()
    .post(
      "/api/bookings",
      { packageId, clientName, clientEmail: email, phone: "3055550100", address },
      { [SITE_LANGUAGE_HEADER]: language },
    );
  await site
    .client()
    .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
  const rows = await site.db
    .select({ id: packageSessions.id })
    .from(packageSessions)
    .where(eq(packageSessions.bookingId, Number(created.json.id)))
    .orderBy(packageSessions.sessionNumber);
  return { bookingId: Number(created.json.id), sessionIds: rows.map((row) => row.id) };
}

/** Books a package for Carla Client, and pays (mock) for it when `pay`; returns the booking id. */
export async function bookPackage(site: TestServer, packageId = 1, email = "c@example.com", pay = false) {
  const created = await site
    .client()
    .post("/api/bookings", { packageId, clientName: "Carla Client", clientEmail: email, phone: "3055550100" });
  if (pay)
    await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
  return Number(created.json.id);
}

export type Trpc = TRPCClient<AppRouter>;
/** A failed call's error, with the data the site's error formatter gives every answer (`issues` for bad input). */
export type TrpcError = Omit<TRPCClientError<AppRouter>, "data"> & {
  data?: Extract<NonNullable<TRPCClientError<AppRouter>["data"]>, { issues: unknown }>;
};

/**
 * A typed tRPC client of the test server, one request per call (no batching), sent through `send` (a client's
 * cookie jar). Dates arrive as strings, as the browser receives them.
 */
function typedClient(baseUrl: string, send: (url: string, init: RequestInit) => Promise<Response>): Trpc {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${baseUrl}/trpc`,
        // A mutation without input goes without a body, as tRPC's client sends it to any caller.
        fetch: (url, init) => send(String(url), init as RequestInit),
      }),
    ],
  });
}

/**
 * The error a tRPC call fails with (its `data.code`, `data.httpStatus`, `data.issues`, `message`); a call that
 * succeeds, or fails otherwise than with an answer of the server's, fails the test.
 */
export async function trpcError(call: Promise<unknown>): Promise<TrpcError> {
  let answer: unknown;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TrpcError;
    throw error;
  }
  throw new Error(`The call succeeded: ${JSON.stringify(answer)}`);
}

/** The HTTP status a tRPC call failed with. */
export const failedWith = async (call: Promise<unknown>) => (await trpcError(call)).data?.httpStatus;

/** The HTTP status a tRPC call was answered with: 200 when it succeeds, else its error's. */
export async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof TRPCClientError) return (error as TrpcError).data?.httpStatus;
    throw error;
  }
}

/** fetch with a cookie jar, sending the header the site's own scripts send. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  /** Typed tRPC calls with this client's cookies (a signed-in client's or the trainer's session). */
  readonly trpc: Trpc;
  constructor(readonly baseUrl: string) {
    this.trpc = this.trpcWith({});
  }

  /** Typed tRPC calls with this client's cookies and these headers too (a page's language, a forwarded address). */
  trpcWith(headers: Record<string, string>): Trpc {
    return typedClient(this.baseUrl, (url, init) =>
      this.fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } }),
    );
  }

  /**
   * fetch from the site (a path, or a whole address of it) with the cookies kept and the header its scripts send;
   * the cookies the answer sets are kept, or dropped when it clears them.
   */
  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(pathOrUrl.startsWith("/") ? this.baseUrl + pathOrUrl : pathOrUrl, {
      ...init,
      headers: {
        "x-requested-with": "fetch",
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const cookieValue = value.join("=");
      if (cookieValue) this.cookies.set(name.trim(), cookieValue);
      else this.cookies.delete(name.trim());
    }
    return response;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
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

/** Rows of a raw query, whichever driver runs it. */
export async function rawRows<T>(site: Pick<TestServer, "db">, query: SQL): Promise<T[]> {
  const result = (await site.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export interface QueuedJob {
  id: string;
  state: string;
  start_after: Date | string;
  retry_count: number;
  data: Record<string, unknown>;
}

/** The job queue's rows for one kind of job, oldest first. */
export const queuedJobs = (site: Pick<TestServer, "db">, name: string) =>
  rawRows<QueuedJob>(
    site,
    sql`select id, state, start_after, retry_count, data from pgboss.job where name = ${name} order by created_on`,
  );

/** Time passes for the queue: its waiting jobs of `name` become due now. */
export async function releaseQueuedJobs(site: Pick<TestServer, "db">, name: string) {
  await site.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${name} and state in ('created', 'retry')`,
  );
}

/** No request may hold the event loop longer: every visitor waits while one does. */
export const MAX_LOOP_BLOCK_MS = 200;

/**
 * Watches the event loop while a request is answered (a test server runs in the test's own thread). A request
 * that holds it for MAX_LOOP_BLOCK_MS or more each of three times it is sent is reported with the shortest hold;
 * one late tick alone is the machine's (another process, a garbage collection), not the request's. The answer
 * is the first sending's.
 */
export function eventLoopWatch() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
    async send<T>(request: () => Promise<T>): Promise<{ answer: T; heldMs: number | null }> {
      loop.reset();
      const answer = await request();
      let heldMs = loop.max / 1e6;
      for (let again = 0; again < 2 && heldMs >= MAX_LOOP_BLOCK_MS; again++) {
        loop.reset();
        await request();
        heldMs = Math.min(heldMs, loop.max / 1e6);
      }
      return { answer, heldMs: heldMs >= MAX_LOOP_BLOCK_MS ? Math.round(heldMs) : null };
    },
    stop: () => loop.disable(),
  };
}

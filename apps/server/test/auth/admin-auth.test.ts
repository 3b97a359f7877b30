import { emailOutbox } from "@studio/db";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { restRoutes } from "../../src/rest/routes";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  failedWith,
  type HttpClient,
  startServerWithAdmin,
  startTestServer,
  type TestServer,
} from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.close());

describe("admin sign-in", () => {
  it("refuses admin routes without a session", async () => {
    const client = site.client();
    expect((await client.get("/api/admin/me")).status).toBe(401);
    expect(await failedWith(client.trpc.admin.me.query())).toBe(401);
  });

  it("refuses a wrong password and an unknown user with the same answer", async () => {
    const wrongPassword = await site.client().post("/api/admin/login", { username: ADMIN_USER, password: "nope-nope" });
    const unknownUser = await site.client().post("/api/admin/login", { username: "someone", password: ADMIN_PASSWORD });
    for (const answer of [wrongPassword, unknownUser]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: "Invalid username or password" });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it("requires both fields, naming each", async () => {
    const { status, json } = await site.client().post("/api/admin/login", { username: "", password: "" });
    expect(status).toBe(400);
    expect(json.issues).toEqual([
      { path: "username", message: "Username is required" },
      { path: "password", message: "Password is required" },
    ]);
  });

  it("signs in with a server-side session cookie, and signs out", async () => {
    const client = site.client();
    const login = await client.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ username: ADMIN_USER });
    const cookie = login.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/admin_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=43200/);

    expect((await client.get("/api/admin/me")).json).toEqual({ username: ADMIN_USER });
    expect((await client.post("/api/admin/logout")).status).toBe(200);
    expect((await client.get("/api/admin/me")).status).toBe(401);
  });

  it("ignores a forged or tampered cookie", async () => {
    const client = site.client();
    await client.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    const real = client.cookies.get("admin_session") ?? "";
    client.cookies.set("admin_session", `${real.startsWith("x") ? "y" : "x"}${real.slice(1)}`); // always a change
    expect((await client.get("/api/admin/me")).status).toBe(401);
  });

  it("refuses a signed-in write without the cross-site header", async () => {
    const client = site.client();
    await client.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    const { status } = await client.request("POST", "/api/admin/logout", {}, { "x-requested-with": "" });
    expect(status).toBe(403);
    expect((await client.get("/api/admin/me")).status).toBe(200);
  });
});

describe("admin sign-in rate limit", () => {
  // Its own clock: each test starts in fresh 15-minute windows.
  let proxied: TestServer;
  let clock = new Date("2026-11-23T15:00:00Z");
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  });
  afterAll(() => proxied.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
  });

  const attempt = (ip: string, username: string, password: string, browser = proxied.client()) =>
    browser.post("/api/admin/login", { username, password }, { "x-forwarded-for": ip });

  it("refuses an address and a (username, address) pair after 10 failures, with Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await attempt("10.0.0.1", ADMIN_USER, `wrong-${i}`)).status).toBe(401);
    const blocked = await attempt("10.0.0.1", ADMIN_USER, ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json.error).toMatch(/^Too many sign-in attempts/);
  });

  it("signs her in from another address after eleven wrong passwords for her username", async () => {
    for (let i = 0; i < 11; i++) await attempt("10.0.1.1", ADMIN_USER, `wrong-${i}`);
    const started = performance.now();
    const signedIn = await attempt("10.0.2.2", ADMIN_USER, ADMIN_PASSWORD);
    const waited = performance.now() - started;
    console.info(`[sign-in] after 11 failures for her username: ${signedIn.status} in ${Math.round(waited)} ms`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({ username: ADMIN_USER });
  });

  it("never lets a stranger hammering her username stop her: it only slows browsers she never signed in with", async () => {
    const hers = proxied.client();
    expect((await attempt("10.1.0.1", ADMIN_USER, ADMIN_PASSWORD, hers)).status).toBe(200);
    expect(hers.cookies.has("admin_device")).toBe(true);
    await hers.post("/api/admin/logout");

    // A stranger spreads 20 wrong passwords over 20 addresses, as a botnet would, 10 at a time.
    for (let batch = 0; batch < 2; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(`10.2.${batch}.${i}`, ADMIN_USER, "guess")),
      );
      for (const answer of answers) expect(answer.status).toBe(401);
    }

    // Her own browser, from any address (even one the stranger used), is neither refused nor slowed.
    let started = performance.now();
    expect((await attempt("10.2.0.1", ADMIN_USER, ADMIN_PASSWORD, hers)).status).toBe(200);
    const trusted = performance.now() - started;
    // A browser she never used signs in too, after a bounded wait (at most 4 s).
    started = performance.now();
    expect((await attempt("10.3.0.1", ADMIN_USER, ADMIN_PASSWORD)).status).toBe(200);
    const untrusted = performance.now() - started;
    console.info(
      `[sign-in] after 20 failures: her browser ${Math.round(trusted)} ms, a new one ${Math.round(untrusted)} ms`,
    );
    expect(trusted).toBeLessThan(1000);
    expect(untrusted).toBeGreaterThanOrEqual(3900);
    expect(untrusted).toBeLessThan(6000);
  });

  it("limits a trusted browser's own failures to 10, apart from everyone else's", async () => {
    const hers = proxied.client();
    expect((await attempt("10.4.0.1", ADMIN_USER, ADMIN_PASSWORD, hers)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt(`10.4.1.${i}`, ADMIN_USER, "typo", hers)).status).toBe(401);
    expect((await attempt("10.4.2.1", ADMIN_USER, ADMIN_PASSWORD, hers)).status).toBe(429);
    // A device cookie of another username, or a forged one, is no device at all.
    const forged = proxied.client();
    forged.cookies.set("admin_device", hers.cookies.get("admin_device") ?? "");
    expect((await attempt("10.4.3.1", "someone-else", "wrong", forged)).status).toBe(401);
  });

  it("refuses an address after 10 failures across usernames", async () => {
    for (let i = 0; i < 10; i++) expect((await attempt("10.9.9.9", `user-${i}`, "wrong")).status).toBe(401);
    expect((await attempt("10.9.9.9", "fresh-name", "wrong")).status).toBe(429);
    expect((await attempt("10.9.9.10", "fresh-name", "wrong")).status).toBe(401);
  });
});

describe("bad input never breaks the server", () => {
  it("answers random login bodies with 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const payload = JSON.stringify(body) ?? "null";
        const { status } = await site.client().post("/api/admin/login", payload, { "x-forwarded-for": "fuzz" });
        return status >= 400 && status < 500;
      }),
      { numRuns: 60 },
    );
  });

  it("answers random package ids with 200, 400 or 404", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (id) => {
        const { status } = await site.client().get(`/api/packages/${encodeURIComponent(id)}`);
        return [200, 400, 404].includes(status);
      }),
      { numRuns: 100 },
    );
  });
});

describe("admin access", () => {
  // A server of its own: its clock moves past the admin session's 12 hours.
  let site: TestServer;
  let admin: HttpClient;
  let clock = new Date("2026-11-23T15:00:00Z");
  beforeAll(async () => {
    ({ site, admin } = await startServerWithAdmin({}, { now: () => clock }));
  });
  afterAll(() => site.close());

  // The test pages' routes are open outside production (covered in payments.test.ts).
  const adminRoutes = restRoutes.filter((route) => route.access === "admin" && route.tag !== "test pages");
  const concrete = (url: string) => url.replace(":id", "1");

  it("answers 401 on every admin route without the admin session", async () => {
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      const answer = await site
        .client()
        .request(
          route.method,
          concrete(route.url),
          route.method === "GET" || route.method === "DELETE" ? undefined : {},
        );
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
    }
    expect((await site.client().post("/api/upload", {})).status).toBe(401);
  });

  it("answers 401 to a signed-in client", async () => {
    const client = site.client();
    await client.post("/api/sessions/send-verification", { email: "client.not.admin@example.com" });
    const [mail] = await site.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "client.not.admin@example.com"))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    // Verified (a refused code would reject).
    await client.trpc.portal.verify.mutate({
      email: "client.not.admin@example.com",
      code: /(\d{6})/.exec(mail?.subject ?? "")?.[1] ?? "",
    });
    for (const route of adminRoutes.filter((r) => r.method === "GET")) {
      expect((await client.get(concrete(route.url))).status, route.url).toBe(401);
    }
  });

  it("answers 401 with a forged or expired admin cookie", async () => {
    const forged = site.client();
    forged.cookies.set("admin_session", "forged.value");
    expect((await forged.get("/api/admin/bookings")).status).toBe(401);

    const expiring = site.client();
    await expiring.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
    expect((await expiring.get("/api/admin/bookings")).status).toBe(200);
    clock = new Date(clock.getTime() + 12 * 60 * 60 * 1000 + 1000);
    expect((await expiring.get("/api/admin/bookings")).status).toBe(401);
    await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
  });
});

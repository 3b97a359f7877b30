// The trainer's second factor, through the real server: the authenticator app (codes computed here by otpauth, as
// her phone would), recovery codes, and the sign-in's second step with its limits. Passkeys are set up and used in a
// real browser (apps/web/e2e/admin-security.test.ts).
import { adminAudit, adminTotp } from "@studio/db";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  failedWith,
  type HttpClient,
  startServerWithAdmin,
  type TestServer,
  trpcError,
} from "../harness";

let clock = new Date("2026-11-23T15:00:10Z");
let site: TestServer;
let admin: HttpClient;
let secret = "";

beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin({}, { now: () => clock }));
});
afterAll(() => site.close());

/** The code her app shows at the server's time (or `secondsLater`). */
const codeNow = (secondsLater = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: clock.getTime() + secondsLater * 1000,
  });
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const status = () => admin.trpc.admin.security.status.query();

/** A new browser that typed her right password: it waits at the second step. */
async function passwordStep(ip?: string) {
  const browser = site.client();
  const answer = await browser.post(
    "/api/admin/login",
    { username: ADMIN_USER, password: ADMIN_PASSWORD },
    ip ? { "x-forwarded-for": ip } : {},
  );
  return { browser, answer };
}
const secondStep = (browser: HttpClient, body: unknown) => browser.post("/api/admin/login/second-factor", body);

describe("setting up the authenticator app", () => {
  it("needs no second factor until one is set up", async () => {
    expect(await status()).toMatchObject({ passkeys: [], totp: null, secondFactorRequired: false });
    const { answer } = await passwordStep();
    expect(answer.json).toEqual({ username: ADMIN_USER });
  });

  it("shows a secret and its QR code, kept encrypted until a code from the app confirms it", async () => {
    const setup = await admin.trpc.admin.security.startTotp.mutate();
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Carmen%20Reyes%20Fitness:coach\?/);
    expect(setup.uri).toContain(`secret=${secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const [row] = await site.db.select().from(adminTotp).where(eq(adminTotp.username, ADMIN_USER));
    expect(row?.secret).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();
    // Not confirmed yet: the password alone still signs in.
    expect((await passwordStep()).answer.json).toEqual({ username: ADMIN_USER });

    const wrong = await trpcError(admin.trpc.admin.security.confirmTotp.mutate({ code: codeNow(-120) }));
    expect(wrong.data?.httpStatus).toBe(400);
    expect(wrong.data?.issues).toEqual([{ path: "code", message: "That code is not right. Please try again." }]);
    const bad = await trpcError(admin.trpc.admin.security.confirmTotp.mutate({ code: "12ab" }));
    expect(bad.data?.httpStatus).toBe(400);
    expect(bad.data?.issues?.[0]?.path).toBe("code");

    await admin.trpc.admin.security.confirmTotp.mutate({ code: codeNow() });
    expect(await status()).toMatchObject({ totp: { confirmedAt: expect.any(String) }, secondFactorRequired: true });
  });
});

describe("signing in with the authenticator app", () => {
  beforeEach(() => tick(16 * 60)); // every test in fresh rate-limit windows

  it("asks for the second step after the password, and makes no session until it is done", async () => {
    const { browser, answer } = await passwordStep();
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ secondFactor: { required: true, methods: ["totp"] } });
    expect(browser.cookies.has("admin_session")).toBe(false);
    expect(browser.cookies.has("admin_second_step")).toBe(true);
    expect((await browser.get("/api/admin/me")).status).toBe(401);

    const signedIn = await secondStep(browser, { method: "totp", code: codeNow() });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({ username: ADMIN_USER });
    expect((await browser.get("/api/admin/me")).status).toBe(200);
    // The step was single use: it is gone with its cookie.
    expect(browser.cookies.has("admin_second_step")).toBe(false);
  });

  it("never accepts a code twice", async () => {
    const code = codeNow();
    const first = await passwordStep();
    expect((await secondStep(first.browser, { method: "totp", code })).status).toBe(200);
    const second = await passwordStep();
    const reused = await secondStep(second.browser, { method: "totp", code });
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ error: "That code is not right. Please try again." });
    tick(30);
    expect((await secondStep(second.browser, { method: "totp", code: codeNow() })).status).toBe(200);
  });

  it("refuses a wrong code and counts it: 5 per step, then 429 with Retry-After even for the right code", async () => {
    const { browser } = await passwordStep();
    for (let i = 1; i <= 5; i++) {
      const wrong = await secondStep(browser, { method: "totp", code: codeNow(-300 - 30 * i) });
      expect(wrong.status).toBe(401);
    }
    const refused = await secondStep(browser, { method: "totp", code: codeNow() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.error).toMatch(/^Too many sign-in attempts/);
    expect((await browser.get("/api/admin/me")).status).toBe(401);
  });

  it("counts a burst of wrong codes exactly as one at a time", async () => {
    const { browser } = await passwordStep();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => secondStep(browser, { method: "totp", code: String(100000 + i) })),
    );
    const statuses: Record<number, number> = {};
    for (const { status: s } of answers) statuses[s] = (statuses[s] ?? 0) + 1;
    console.info(`[burst] 40 wrong codes on one step: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({ 401: 5, 429: 35 });
  });

  it("limits her username's codes across steps: 10 in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { browser } = await passwordStep();
      for (let j = 0; j < 4; j++) statuses.push((await secondStep(browser, { method: "totp", code: "000000" })).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("ends the step after 5 minutes, and binds it to the browser that typed the password", async () => {
    const { browser } = await passwordStep();
    const elsewhere = site.client();
    const stolen = await secondStep(elsewhere, { method: "totp", code: codeNow() });
    expect(stolen.status).toBe(401);
    expect(stolen.json.error).toBe("Your sign-in has expired. Please enter your password again.");
    tick(5 * 60 + 1);
    const late = await secondStep(browser, { method: "totp", code: codeNow() });
    expect(late.status).toBe(401);
    expect(late.json.error).toBe("Your sign-in has expired. Please enter your password again.");
  });

  it("answers bad input with 400 naming the field", async () => {
    const { browser } = await passwordStep();
    const cases: [unknown, string][] = [
      [{ method: "totp", code: "12" }, "code"],
      [{ method: "totp" }, "code"],
      [{ method: "sms", code: "123456" }, "method"],
      [{ method: "recovery", code: "x".repeat(41) }, "code"],
      [{ method: "passkey", response: { id: "!" } }, "response.id"],
      [{ method: "totp", code: "123456", extra: 1 }, ""],
    ];
    for (const [body, path] of cases) {
      const answer = await secondStep(browser, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.issues[0].path, JSON.stringify(body)).toBe(path);
    }
  });
});

describe("recovery codes", () => {
  let codes: string[] = [];
  beforeEach(() => tick(16 * 60));

  it("makes 10 codes, shown once", async () => {
    codes = (await admin.trpc.admin.security.generateRecoveryCodes.mutate()).codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect((await status()).recoveryCodes).toMatchObject({ remaining: 10, total: 10 });
    expect((await passwordStep()).answer.json.secondFactor.methods).toEqual(["totp", "recovery"]);
  });

  it("signs in once with each code, typed in any case and without its dash", async () => {
    const first = await passwordStep();
    expect((await secondStep(first.browser, { method: "recovery", code: codes[0] })).status).toBe(200);
    const again = await passwordStep();
    expect((await secondStep(again.browser, { method: "recovery", code: codes[0] })).status).toBe(401);
    const typed = (codes[1] ?? "").replace("-", "").toUpperCase();
    expect((await secondStep(again.browser, { method: "recovery", code: typed })).status).toBe(200);
    expect((await status()).recoveryCodes).toMatchObject({ remaining: 8, total: 10 });
  });

  it("replaces the old codes when new ones are made", async () => {
    const fresh = (await admin.trpc.admin.security.generateRecoveryCodes.mutate()).codes;
    const { browser } = await passwordStep();
    expect((await secondStep(browser, { method: "recovery", code: codes[2] })).status).toBe(401);
    expect((await secondStep(browser, { method: "recovery", code: fresh[0] })).status).toBe(200);
    codes = fresh;
  });
});

describe("removing the authenticator app", () => {
  beforeEach(() => tick(16 * 60));

  it("signs in with the password alone again, and takes the recovery codes with it", async () => {
    await admin.trpc.admin.security.removeTotp.mutate();
    expect(await status()).toMatchObject({
      totp: null,
      recoveryCodes: { remaining: 0, total: 0 },
      secondFactorRequired: false,
    });
    expect((await passwordStep()).answer.json).toEqual({ username: ADMIN_USER });
    expect(await failedWith(admin.trpc.admin.security.removeTotp.mutate())).toBe(404);
    expect(await failedWith(admin.trpc.admin.security.generateRecoveryCodes.mutate())).toBe(412);
  });

  it("writes each change to the audit trail", async () => {
    const entries = await site.db.select().from(adminAudit).orderBy(adminAudit.id);
    expect(entries.map((entry) => `${entry.actor} ${entry.action}`)).toEqual([
      "coach security.totp_enabled",
      "coach security.recovery_codes_generated",
      "coach security.recovery_codes_generated",
      "coach security.totp_removed",
    ]);
  });

  it("answers 401 to the Security screen's procedures without the admin session", async () => {
    const visitor = site.trpc.admin.security;
    const calls = {
      startTotp: () => visitor.startTotp.mutate(),
      confirmTotp: () => visitor.confirmTotp.mutate({ code: "123456" }),
      removeTotp: () => visitor.removeTotp.mutate(),
      generateRecoveryCodes: () => visitor.generateRecoveryCodes.mutate(),
      passkeyOptions: () => visitor.passkeyOptions.mutate(),
      status: () => visitor.status.query(),
    };
    for (const [name, call] of Object.entries(calls)) expect(await failedWith(call()), name).toBe(401);
  });
});

import { bookings, clientSessions, users, verificationCodes } from "@studio/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, type HttpClient, signInClient, startServerWithMail, type TestServer } from "../harness";
import type { SmtpServer } from "../smtp";

let smtp: SmtpServer;
let site: TestServer;
let clock = new Date("2026-11-21T14:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true" }, { now: () => clock }));
});
afterAll(() => site.close());

/** Books and pays (mock) a package for an e-mail. */
async function buy(email: string, packageId: number) {
  const created = await site
    .client()
    .post("/api/bookings", { packageId, clientName: "Client", clientEmail: email, phone: "3055550100" });
  await site
    .client()
    .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
  return Number(created.json.id);
}

/** Asks for a code and reads it from the e-mail that arrived. */
async function codeFor(client: HttpClient, email: string, ip = "10.1.1.1") {
  const before = smtp.received.length;
  const answer = await client.post("/api/sessions/send-verification", { email }, { "x-forwarded-for": ip });
  expect(answer.status).toBe(200);
  const mails = await smtp.waitFor(before + 1);
  const mail = mails.slice(before).find((m) => m.subject?.startsWith("Your verification code"));
  const code = /(\d{6})/.exec(mail?.subject ?? "")?.[1];
  if (!code) throw new Error("No code e-mail arrived");
  return code;
}

describe("e-mail codes", () => {
  it("answers known and unknown addresses alike", async () => {
    await buy("known@example.com", 6);
    const known = await site
      .client()
      .post("/api/sessions/send-verification", { email: "known@example.com" }, { "x-forwarded-for": "10.2.0.1" });
    const unknown = await site
      .client()
      .post("/api/sessions/send-verification", { email: "nobody@example.com" }, { "x-forwarded-for": "10.2.0.2" });
    expect(known.status).toBe(unknown.status);
    expect(known.text).toBe(unknown.text);
  });

  it("stores only an HMAC of the code", async () => {
    const code = await codeFor(site.client(), "hashed@example.com");
    const rows = await site.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, "hashed@example.com"));
    expect(rows.every((row) => !row.code.includes(code))).toBe(true);
  });

  it("shows her sessions for a correct code, starts her session, and the code works once", async () => {
    const bookingId = await buy("maria@example.com", 6);
    const client = site.client();
    const code = await codeFor(client, "Maria@Example.com");
    const { status, json } = await client.post("/api/sessions/verify-code", { email: "maria@example.com", code });
    expect(status).toBe(200);
    expect(json.sessions).toHaveLength(1);
    expect(json.sessions[0]).toMatchObject({
      bookingId,
      packageName: "12 Gym Sessions",
      location: "monthly",
      amount: "960.00",
    });
    expect(json.sessions[0].sessions).toHaveLength(12);
    expect(json.sessions[0].sessions[0]).toMatchObject({ sessionNumber: 1, date: null, time: null, status: "pending" });
    expect(client.cookies.get("client_session")).toBeTruthy();
    const mine = await client.get("/api/portal/sessions");
    expect(mine.json.email).toBe("maria@example.com");

    const reused = await site.client().post("/api/sessions/verify-code", { email: "maria@example.com", code });
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe("Invalid verification code");
    const [user] = await site.db.select().from(users).where(eq(users.email, "maria@example.com"));
    expect(user).toBeDefined();

    await client.post("/api/portal/sign-out");
    expect((await client.get("/api/portal/sessions")).status).toBe(401);
  });

  it("voids a code after 5 wrong guesses, even when the 6th is right", async () => {
    const code = await codeFor(site.client(), "guess@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(
        (await site.client().post("/api/sessions/verify-code", { email: "guess@example.com", code: wrong })).status,
      ).toBe(400);
    }
    const right = await site.client().post("/api/sessions/verify-code", { email: "guess@example.com", code });
    expect(right.status).toBe(400);
  });

  it("refuses the 21st failure in an hour, with Retry-After", async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await site
        .client()
        .post("/api/sessions/verify-code", { email: "brute@example.com", code: String(100000 + i) });
      expect(answer.status).toBe(400);
    }
    const blocked = await site
      .client()
      .post("/api/sessions/verify-code", { email: "brute@example.com", code: "123456" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json.error).toMatch(/^Too many incorrect codes/);
  });

  it("expires a code after 15 minutes", async () => {
    const code = await codeFor(site.client(), "late@example.com");
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    const late = await site.client().post("/api/sessions/verify-code", { email: "late@example.com", code });
    expect(late.status).toBe(400);
  });

  it("lets a new code void the older one", async () => {
    const first = await codeFor(site.client(), "twice@example.com", "10.3.0.1");
    const second = await codeFor(site.client(), "twice@example.com", "10.3.0.1");
    if (first !== second) {
      expect(
        (await site.client().post("/api/sessions/verify-code", { email: "twice@example.com", code: first })).status,
      ).toBe(400);
    }
    expect(
      (await site.client().post("/api/sessions/verify-code", { email: "twice@example.com", code: second })).status,
    ).toBe(200);
  });

  it("sends at most 5 codes per e-mail and 30 per address an hour", async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await site
            .client()
            .post("/api/send-verification-code", { email: "spam@example.com" }, { "x-forwarded-for": `10.4.0.${i}` })
        ).status,
      ).toBe(200);
    }
    const sixth = await site
      .client()
      .post("/api/send-verification-code", { email: "spam@example.com" }, { "x-forwarded-for": "10.4.1.1" });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toMatch(/^Too many codes requested/);

    for (let i = 0; i < 30; i++) {
      expect(
        (
          await site
            .client()
            .post("/api/send-verification-code", { email: `ip${i}@example.com` }, { "x-forwarded-for": "10.5.5.5" })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await site
          .client()
          .post("/api/send-verification-code", { email: "ip31@example.com" }, { "x-forwarded-for": "10.5.5.5" })
      ).status,
    ).toBe(429);
  });

  it("names the rule for bad input", async () => {
    const bad = await site.client().post("/api/sessions/verify-code", { email: "x@example.com", code: "12ab56" });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([{ path: "code", message: "Please enter the 6-digit verification code" }]);
  });
});

describe("program access", () => {
  it("gives the paid program to its buyer only", async () => {
    await buy("online@example.com", 4);
    const code = await codeFor(site.client(), "online@example.com", "10.6.0.1");
    const { status, json } = await site
      .client()
      .post("/api/verify-and-get-program", { email: "online@example.com", code });
    expect(status).toBe(200);
    expect(json).toMatchObject({ type: "program", packageName: "Beginner", workoutContent: null });
    expect(json.workoutProgram).toContain("BEGINNER: 4-WEEK FOUNDATIONS");

    const otherCode = await codeFor(site.client(), "maria@example.com", "10.6.0.2");
    const other = await site
      .client()
      .post("/api/verify-and-get-program", { email: "maria@example.com", code: otherCode });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain("FOUNDATIONS");
  });

  it("gives a Workout of the Day in both shapes: structured and as text", async () => {
    await buy("wod@example.com", 13);
    const code = await codeFor(site.client(), "wod@example.com", "10.6.0.3");
    const { json } = await site.client().post("/api/verify-and-get-program", { email: "wod@example.com", code });
    expect(json).toMatchObject({ type: "workout_of_day", packageName: "Back, Hamstring & Glutes" });
    expect(JSON.parse(json.workoutContent.mainWorkout)[0]).toMatchObject({ exercise: "Romanian Deadlift (dumbbells)" });
    expect(json.workoutProgram).toContain("MAIN WORKOUT");
  });

  it("lists every program she bought, newest first, keeps SPEC's answer the latest, and opens the older one", async () => {
    const email = "two-programs@example.com";
    const beginner = await buy(email, 4);
    clock = new Date(clock.getTime() + 60_000);
    await buy(email, 6); // gym sessions: not a program, never listed
    await bookPackage(site, 5, email); // booked, never paid: not hers yet
    clock = new Date(clock.getTime() + 60_000);
    const workout = await buy(email, 13);
    const client = site.client();
    const code = await codeFor(client, email, "10.6.0.5");
    const { status, json } = await client.post("/api/verify-and-get-program", { email, code });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      type: "workout_of_day",
      packageName: "Back, Hamstring & Glutes",
      bookingId: workout,
    });
    expect(json.purchases).toEqual([
      {
        bookingId: workout,
        packageName: "Back, Hamstring & Glutes",
        type: "workout_of_day",
        purchasedAt: expect.any(String),
      },
      { bookingId: beginner, packageName: "Beginner", type: "program", purchasedAt: expect.any(String) },
    ]);
    expect(Date.parse(json.purchases[0].purchasedAt)).toBeGreaterThan(Date.parse(json.purchases[1].purchasedAt));

    // The code started her session: she opens the older purchase by its booking id.
    const older = await client.get(`/api/portal/programs/${beginner}`);
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({
      bookingId: beginner,
      type: "program",
      packageName: "Beginner",
      workoutContent: null,
    });
    expect(older.json.workoutProgram).toContain("BEGINNER: 4-WEEK FOUNDATIONS");
    const newer = await client.get(`/api/portal/programs/${workout}`);
    expect(newer.json).toMatchObject({ bookingId: workout, type: "workout_of_day" });
    expect(JSON.parse(newer.json.workoutContent.mainWorkout)[0]).toMatchObject({
      exercise: "Romanian Deadlift (dumbbells)",
    });
  });

  it("lists at most the 50 newest purchases", async () => {
    const email = "collector@example.com";
    const start = Date.parse("2024-01-01T12:00:00Z");
    await site.db.insert(bookings).values(
      Array.from({ length: 55 }, (_, i) => ({
        packageId: 4,
        packageName: "Beginner",
        date: "2024-01-01",
        time: "online",
        location: "online",
        clientName: "Collector",
        clientEmail: email,
        status: "completed" as const,
        paymentStatus: "paid" as const,
        amount: "125.00",
        originalAmount: "125.00",
        createdAt: new Date(start + i * 86_400_000),
      })),
    );
    const code = await codeFor(site.client(), email, "10.6.0.6");
    const { json } = await site.client().post("/api/verify-and-get-program", { email, code });
    expect(json.purchases).toHaveLength(50);
    expect(json.purchases[0].purchasedAt).toBe(new Date(start + 54 * 86_400_000).toISOString());
    expect(json.purchases[49].purchasedAt).toBe(new Date(start + 5 * 86_400_000).toISOString());
  });

  it("opens only her own purchases: another client's booking is refused like one that does not exist", async () => {
    const hers = await buy("owner@example.com", 5);
    const ownersGym = await buy("owner@example.com", 6);
    const { client } = await signInClient(site, "intruder@example.com", "10.6.0.7");
    const refused = await client.get(`/api/portal/programs/${hers}`);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain("INTERMEDIATE");
    expect(refused.text).not.toContain("Intermediate");
    const missing = await client.get("/api/portal/programs/999999");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(refused.json);
    const trpc = await client.get(
      `/trpc/portal.openProgram?input=${encodeURIComponent(JSON.stringify({ bookingId: hers }))}`,
    );
    expect(trpc.status).toBe(404);
    expect(trpc.text).not.toContain("INTERMEDIATE");

    const { client: owner } = await signInClient(site, "owner@example.com", "10.6.0.8");
    expect((await owner.get(`/api/portal/programs/${hers}`)).json).toMatchObject({ packageName: "Intermediate" });
    // Her own gym package is no program to open.
    expect((await owner.get(`/api/portal/programs/${ownersGym}`)).status).toBe(404);
    expect((await site.client().get(`/api/portal/programs/${hers}`)).status).toBe(401);
  });

  it("never shows another client's bookings to a session", async () => {
    const client = site.client();
    const code = await codeFor(client, "online@example.com", "10.6.0.4");
    await client.post("/api/sessions/verify-code", { email: "online@example.com", code });
    const mine = await client.get("/api/portal/sessions");
    const ids = (mine.json.sessions as { bookingId: number }[]).map((p) => p.bookingId);
    const owners = await site.db
      .select({ email: bookings.clientEmail })
      .from(bookings)
      .where(eq(bookings.clientEmail, "online@example.com"));
    expect(ids).toHaveLength(owners.length);
    expect(JSON.stringify(mine.json)).not.toContain("maria@example.com");
    const [sessions] = await site.db.select({ n: count() }).from(clientSessions);
    expect(sessions?.n).toBeGreaterThan(0);
  });
});

describe("named-client pages and test e-mails", () => {
  it("serves the seeded client's pages and e-mails her program to her own address", async () => {
    const page = await site.client().get("/api/client-pages/patricia");
    expect(page.json).toMatchObject({ clientName: "Patricia", programTitle: "Patricia's 4-Week Beginner Program" });
    expect((await site.client().get("/api/client-pages/nobody")).status).toBe(404);
  });

  it("sends the test workout e-mail in both shapes", async () => {
    const before = smtp.received.length;
    const form = await site.client().post("/api/test-workout-email", {
      clientName: "Ana",
      clientEmail: "ana@example.com",
      programType: "intermediate",
    });
    expect(form.json).toEqual({ success: true, message: "Workout plan sent to ana@example.com" });
    const booking = await site
      .client()
      .post("/api/test-workout-email", { name: "Bea", email: "bea@example.com", programType: "advanced" });
    expect(booking.status).toBe(200);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your program: Advanced: 12-Week Strength and Power",
      "Your program: Intermediate: 8-Week Strength Builder",
    ]);
    const bad = await site
      .client()
      .post("/api/test-workout-email", { clientName: "A", clientEmail: "x", programType: "yoga" });
    expect(bad.json.issues).toEqual([
      { path: "clientName", message: "Client name must be at least 2 characters." },
      { path: "clientEmail", message: "Please enter a valid email address." },
      { path: "programType", message: "Please select a program type." },
    ]);
  });

  it("reports the SMTP configuration without the password", async () => {
    const { json } = await site.client().post("/api/test-replit-smtp", { recipientEmail: "admin@example.com" });
    expect(json.message).toMatch(/^Test email sent to admin@example.com/);
    expect(json.configuration).toMatchObject({ transport: "smtp", host: "127.0.0.1", secure: false });
    expect(JSON.stringify(json)).not.toMatch(/pass/i);
  });
});

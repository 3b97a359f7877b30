import { bookings, discountCodes, discountRedemptions, emailOutbox, packageSessions, packages } from "@studio/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookPackage,
  type HttpClient,
  startServerWithAdmin,
  startServerWithMail,
  startTestServer,
  type TestServer,
} from "../harness";
import type { SmtpServer } from "../smtp";

let smtp: SmtpServer;
let site: TestServer;
let clock = new Date("2026-11-21T15:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ PUBLIC_URL: "https://studio.example" }, { now: () => clock }));
});
afterAll(() => site.close());

const booking = (overrides: Record<string, unknown> = {}) => ({
  packageId: 1,
  date: "2026-11-21",
  time: "to-be-scheduled",
  location: "gym",
  address: null,
  notes: null,
  clientName: "Maria Lopez",
  clientEmail: "maria@example.com",
  phone: "(305) 555-0199",
  userId: 0,
  status: "pending",
  amount: "80.00",
  discountCode: null,
  discountAmount: "0.00",
  originalAmount: "80.00",
  ...overrides,
});

const stored = async (id: unknown) =>
  (
    await site.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(id)))
  )[0];

describe("POST /api/bookings", () => {
  it("keeps the language she booked in: the page's, said with the call, or her browser's; English otherwise", async () => {
    const client = site.client();
    const fromPage = await client.post("/api/bookings", booking({ clientEmail: "lucia@example.com" }), {
      "x-site-language": "es",
    });
    const fromBrowser = await client.post("/api/bookings", booking({ clientEmail: "rosa@example.com" }), {
      "accept-language": "es-US,es;q=0.9,en;q=0.5",
    });
    const unsaid = await client.post("/api/bookings", booking({ clientEmail: "jane@example.com" }), {
      "x-site-language": "fr",
      "accept-language": "de",
    });
    expect([fromPage.status, fromBrowser.status, unsaid.status]).toEqual([200, 200, 200]);
    expect((await stored(fromPage.json.id))?.language).toBe("es");
    expect((await stored(fromBrowser.json.id))?.language).toBe("es");
    expect((await stored(unsaid.json.id))?.language).toBe("en");
  });

  it("prices the booking itself and ignores the amount the client claims", async () => {
    const { status, json } = await site
      .client()
      .post("/api/bookings", booking({ amount: "0.01", originalAmount: "0.01", status: "completed" }));
    expect(status).toBe(200);
    expect(json).toMatchObject({
      amount: "80.00",
      originalAmount: "80.00",
      discountAmount: "0.00",
      status: "pending",
      paymentStatus: "unpaid",
    });
    expect(json.accessToken).toEqual(expect.any(String));
    expect(await stored(json.id)).toMatchObject({
      amount: "80.00",
      date: "2026-11-21",
      time: "to-be-scheduled",
      location: "gym",
      clientPhone: "(305) 555-0199",
    });
  });

  it("sets time and location from the package", async () => {
    const online = await site.client().post("/api/bookings", booking({ packageId: 4 }));
    expect(online.json).toMatchObject({ time: "online", location: "online", amount: "125.00" });
    const home = await site.client().post("/api/bookings", booking({ packageId: 9, address: "12 Palm Ave, Miami" }));
    expect(home.json).toMatchObject({ location: "home-monthly", address: "12 Palm Ave, Miami" });
  });

  it.each([
    ["packageId", { packageId: undefined }, "Please select a training type"],
    ["clientName", { clientName: "M" }, "Please enter your full name"],
    ["clientEmail", { clientEmail: "maria" }, "Please enter a valid email address"],
    ["phone", { phone: "555-01" }, "Please enter a valid phone number"],
  ])("refuses a bad %s with SPEC's message and stores nothing", async (path, change, message) => {
    const [before] = await site.db.select({ n: count() }).from(bookings);
    const { status, json } = await site.client().post("/api/bookings", booking(change));
    expect(status).toBe(400);
    expect(json.issues).toContainEqual({ path, message });
    expect((await site.db.select({ n: count() }).from(bookings))[0]).toEqual(before);
  });

  it("answers 404 for a package that does not exist", async () => {
    const { status, json } = await site.client().post("/api/bookings", booking({ packageId: 999 }));
    expect(status).toBe(404);
    expect(json.error).toBe("Please select a training package.");
  });
});

describe("the same booking sent twice", () => {
  it("is one booking, answered again, with one use of its code, however close together", async () => {
    const requestKey = "0b6f0c1e-7d4a-4c55-9a0e-3f3f1d2e4a01";
    const attempt = booking({ packageId: 6, discountCode: "STRONG50", clientEmail: "twice@example.com", requestKey });
    const answers = await Promise.all(Array.from({ length: 5 }, () => site.client().post("/api/bookings", attempt)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json.accessToken)).size).toBe(1);
    const rows = await site.db.select().from(bookings).where(eq(bookings.clientEmail, "twice@example.com"));
    expect(rows).toHaveLength(1);
    const uses = await site.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.clientEmail, "twice@example.com"));
    expect(uses).toHaveLength(1);

    // Retried later (its first answer lost): the same booking again.
    const retried = await site.client().post("/api/bookings", attempt);
    expect(retried.json.id).toBe(answers[0]?.json.id);
    // Without a code too.
    const plain = booking({ clientEmail: "twice@example.com", requestKey: "0b6f0c1e-7d4a-4c55-9a0e-3f3f1d2e4a02" });
    const [a, b] = await Promise.all([
      site.client().post("/api/bookings", plain),
      site.client().post("/api/bookings", plain),
    ]);
    expect(a.json.id).toBe(b.json.id);
    expect(await site.db.$count(bookings, eq(bookings.clientEmail, "twice@example.com"))).toBe(2);
  });

  it("never hands somebody else's booking to a request that reuses its key", async () => {
    const requestKey = "0b6f0c1e-7d4a-4c55-9a0e-3f3f1d2e4a03";
    const mine = await site
      .client()
      .post("/api/bookings", booking({ clientEmail: "key.owner@example.com", requestKey }));
    expect(mine.status).toBe(200);
    const theirs = await site
      .client()
      .post("/api/bookings", booking({ clientEmail: "someone@example.com", requestKey }));
    expect(theirs.status).toBe(409);
    expect(theirs.json.accessToken).toBeUndefined();
    expect((await site.client().post("/api/bookings", booking({ requestKey: "not-a-uuid" }))).status).toBe(400);
  });
});

describe("booking limits", () => {
  it("refuses an 11th new booking for one e-mail within the hour, with Retry-After", async () => {
    const send = (i: number) =>
      site.client().post("/api/bookings", booking({ clientEmail: "busy@example.com", notes: `try ${i}` }));
    for (let i = 1; i <= 10; i++) expect((await send(i)).status, `booking ${i}`).toBe(200);
    const refused = await send(11);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^Too many bookings. Please try again in /);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await site.db.$count(bookings, eq(bookings.clientEmail, "busy@example.com"))).toBe(10);
  });

  it("holds 60 new bookings an hour from one address, under a burst", async () => {
    const limited = await startTestServer({ TRUST_PROXY: "true" });
    try {
      const answers = await Promise.all(
        Array.from({ length: 90 }, (_, i) =>
          limited.client().post("/api/bookings", booking({ clientEmail: `rush${i}@example.com` }), {
            "x-forwarded-for": "203.0.113.7",
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      expect(await limited.db.$count(bookings)).toBe(60);
    } finally {
      await limited.close();
    }
  });
});

describe("discounts on bookings", () => {
  it("applies the code, counts its use with the booking, and holds the per-client limit", async () => {
    const first = await site
      .client()
      .post("/api/bookings", booking({ packageId: 6, discountCode: " welcome10 ", clientEmail: "ana@example.com" }));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      originalAmount: "960.00",
      discountAmount: "96.00",
      amount: "864.00",
      discountCode: "WELCOME10",
    });
    const [code] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "WELCOME10"));
    expect(code?.usageCount).toBe(1);
    const redemptions = await site.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.bookingId, Number(first.json.id)));
    expect(redemptions).toHaveLength(1);

    const again = await site
      .client()
      .post("/api/bookings", booking({ packageId: 6, discountCode: "WELCOME10", clientEmail: "ANA@example.com" }));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("You have already used this discount code.");
    const [after] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "WELCOME10"));
    expect(after?.usageCount).toBe(1);
  });

  it("refuses an unknown code without booking", async () => {
    const { status, json } = await site.client().post("/api/bookings", booking({ discountCode: "NOPE" }));
    expect(status).toBe(400);
    expect(json.error).toBe("Invalid discount code");
  });

  it("validates codes against the package price", async () => {
    const client = site.client();
    const ok = await client.post("/api/discount-codes/validate", { code: "  welcome10", orderAmount: 1, packageId: 6 });
    expect(ok.json).toEqual({
      success: true,
      valid: true,
      discount: {
        code: "WELCOME10",
        description: "10% off your first booking",
        discountAmount: "96.00",
        finalAmount: "864.00",
      },
    });
    const tooSmall = await client.post("/api/discount-codes/validate", {
      code: "STRONG50",
      orderAmount: 80,
      packageId: 1,
    });
    expect(tooSmall.json).toEqual({
      success: true,
      valid: false,
      error: "This code requires a minimum order of $500",
    });
    const unknown = await client.post("/api/discount-codes/validate", { code: "NOPE", orderAmount: 80 });
    expect(unknown.json).toEqual({ success: true, valid: false, error: "Invalid discount code" });
    const empty = await client.post("/api/discount-codes/validate", { code: "  ", orderAmount: 80 });
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual([{ path: "code", message: "Please enter a discount code" }]);
    const used = await client.post("/api/discount-codes/validate", {
      code: "WELCOME10",
      packageId: 6,
      email: "ana@example.com",
    });
    expect(used.json).toMatchObject({ valid: false, error: "You have already used this discount code" });
  });

  it("never counts a use in the compatibility apply call", async () => {
    const [before] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "WELCOME10"));
    const { status } = await site.client().post("/api/discount-codes/apply", { code: "welcome10" });
    expect(status).toBe(200);
    const [after] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "WELCOME10"));
    expect(after?.usageCount).toBe(before?.usageCount);
    // A code nobody has is not found.
    const unknown = await site.client().post("/api/discount-codes/apply", { code: "NOSUCHCODE" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: "Invalid discount code" });
  });
});

describe("the free path", () => {
  it("completes a 0.00 booking, creates its sessions and e-mails the confirmation", async () => {
    await site.db
      .insert(discountCodes)
      .values({ code: "GIFT100", type: "percentage", value: "100.00", description: "A gift" });
    const created = await site
      .client()
      .post("/api/bookings", booking({ packageId: 6, discountCode: "GIFT100", clientEmail: "gift@example.com" }));
    expect(created.json).toMatchObject({ amount: "0.00", discountAmount: "960.00" });
    const before = smtp.received.length;

    const done = await site.client().request("PATCH", `/api/bookings/${created.json.id}`, {
      token: created.json.accessToken,
      payment_status: "paid",
      status: "completed",
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ paymentStatus: "paid", status: "completed" });
    const sessions = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, Number(created.json.id)));
    expect(sessions.map((s) => s.sessionNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(sessions.every((s) => s.status === "pending" && s.date === null)).toBe(true);
    // Dated as paid when it was completed: nothing to collect, but the day it became paid is kept.
    const paidAt = (await stored(created.json.id))?.paidAt;
    expect(paidAt).toBeInstanceOf(Date);

    const mail = await smtp.nextTo("gift@example.com", before);
    expect(mail?.subject).toBe("Booking confirmed: 12 Gym Sessions");
    expect(mail?.text).toContain(`Booking: #${created.json.id}`);
    expect(mail?.text).toContain("Paid: $0");
    expect(mail?.text).toContain("https://studio.example/my-bookings");

    // Completing again changes nothing and sends nothing.
    await site.client().request("PATCH", `/api/bookings/${created.json.id}`, {
      token: created.json.accessToken,
      payment_status: "paid",
      status: "completed",
    });
    const [mails] = await site.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "gift@example.com"));
    expect(mails?.n).toBe(1);
    expect((await stored(created.json.id))?.paidAt).toEqual(paidAt);
  });

  it("writes her confirmation in the language she booked in, with links to the Spanish pages", async () => {
    const spanish = { "x-site-language": "es" };
    const created = await site
      .client()
      .post(
        "/api/bookings",
        booking({ packageId: 6, discountCode: "GIFT100", clientEmail: "gracia@example.com", clientName: "Gracia" }),
        spanish,
      );
    expect(created.status).toBe(200);
    const before = smtp.received.length;
    await site
      .client()
      .request(
        "PATCH",
        `/api/bookings/${created.json.id}`,
        { token: created.json.accessToken, payment_status: "paid", status: "completed" },
        spanish,
      );
    const mail = await smtp.nextTo("gracia@example.com", before);
    expect(mail?.subject).toBe("Reserva confirmada: 12 sesiones en el gimnasio");
    expect(mail?.text).toContain("Hola, Gracia:");
    expect(mail?.text).toContain("12 sesiones");
    expect(mail?.text).toContain("https://studio.example/es/my-bookings");
    expect(mail?.html).toContain('<html lang="es">');
  });

  it("sends a code in the language of the page she asked from", async () => {
    const before = smtp.received.length;
    const asked = await site
      .client()
      .post("/api/sessions/send-verification", { email: "gracia@example.com" }, { "x-site-language": "es" });
    expect(asked.status).toBe(200);
    const mail = (await smtp.waitFor(before + 1)).slice(before).find((m) => m.subject?.startsWith("Tu código"));
    expect(mail?.subject).toMatch(/^Tu código de verificación: \d{6}$/);
    expect(mail?.text).toContain("Sirve una sola vez, durante 15 minutos.");
  });

  it("refuses to complete a booking that has an amount to pay", async () => {
    const created = await site.client().post("/api/bookings", booking());
    const { status, json } = await site.client().request("PATCH", `/api/bookings/${created.json.id}`, {
      token: created.json.accessToken,
      payment_status: "paid",
      status: "completed",
    });
    expect(status).toBe(409);
    expect(json.error).toMatch(/amount to pay/);
    expect(await stored(created.json.id)).toMatchObject({ paymentStatus: "unpaid", status: "pending" });
  });
});

describe("the confirmation page's data", () => {
  it("is served only with the booking's token", async () => {
    const created = await site.client().post("/api/bookings", booking({ packageId: 6 }));
    const denied = await site.client().get(`/api/bookings/${created.json.id}/confirmation?token=guess`);
    expect(denied.status).toBe(403);
    const shown = await site
      .client()
      .get(`/api/bookings/${created.json.id}/confirmation?token=${created.json.accessToken}`);
    expect(shown.json).toEqual({
      id: created.json.id,
      clientName: "Maria Lopez",
      status: "pending",
      paymentStatus: "unpaid",
      amount: "960.00",
      package: { id: 6, name: "12 Gym Sessions", type: "monthly", sessionCount: 12, unlimited: false },
      payBy: null,
    });
  });
});

describe("stale bookings", () => {
  it("are released after 30 minutes unpaid, giving the discount use back", async () => {
    await site.db.insert(discountCodes).values({ code: "FIVEUSES", type: "fixed", value: "10.00", usageLimit: 5 });
    const created = await site
      .client()
      .post("/api/bookings", booking({ discountCode: "FIVEUSES", clientEmail: "slow@example.com" }));
    expect(created.json.amount).toBe("70.00");
    const usage = async () =>
      (await site.db.select().from(discountCodes).where(eq(discountCodes.code, "FIVEUSES")))[0]?.usageCount;
    expect(await usage()).toBe(1);

    const { releaseStaleBookings } = await import("@studio/api");
    clock = new Date(clock.getTime() + 29 * 60 * 1000);
    await releaseStaleBookings(site.server.services);
    expect((await stored(created.json.id))?.status).toBe("pending");

    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expect(await releaseStaleBookings(site.server.services)).toBeGreaterThanOrEqual(1);
    expect(await stored(created.json.id)).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(await usage()).toBe(0);
    const intent = await site
      .client()
      .post("/api/create-payment-intent", { bookingId: created.json.id, token: created.json.accessToken });
    expect(intent.status).toBe(409);
  });
});

describe("bookings dashboard", () => {
  // A server of its own: the dashboard counts every booking, and this file's other tests book many.
  let site: TestServer;
  let admin: HttpClient;
  beforeAll(async () => {
    ({ site, admin } = await startServerWithAdmin());
  });
  afterAll(() => site.close());
  const book = (packageId?: number, email?: string, pay?: boolean) => bookPackage(site, packageId, email, pay);

  it("computes revenue as the package price over paid bookings", async () => {
    await book(1, "paid1@example.com", true);
    await book(6, "paid2@example.com", true);
    await book(2, "unpaid@example.com", false);
    const { json } = await admin.get("/api/admin/overview");
    const paid = await site.db
      .select({ price: packages.price })
      .from(bookings)
      .innerJoin(packages, eq(packages.id, bookings.packageId))
      .where(eq(bookings.paymentStatus, "paid"));
    const cents = paid.reduce((sum, row) => sum + Math.round(Number(row.price) * 100), 0);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(json.paidBookings).toBe(paid.length);
    expect(json.revenue).toBe((cents / 100).toFixed(2));
    expect(json.recent).toHaveLength(3);
    expect(json.revenueByWeek.reduce((sum: number, week: { revenue: number }) => sum + week.revenue, 0)).toBe(
      cents / 100,
    );
  });

  it("marks a pending booking paid (manual) and cancels a paid one with its future sessions", async () => {
    const id = await book(6, "cash@example.com");
    const paid = await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "paid" });
    expect(paid.json).toMatchObject({ paymentStatus: "paid", paymentMethod: "manual" });
    expect(await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, id))).toHaveLength(12);
    const again = await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "paid" });
    expect(again.status).toBe(409);

    const cancelled = await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "cancelled" });
    expect(cancelled.json).toMatchObject({ paymentStatus: "cancelled", status: "cancelled" });
    const sessions = await site.db.select().from(packageSessions).where(eq(packageSessions.bookingId, id));
    expect(sessions.every((s) => s.status === "cancelled")).toBe(true);
  });

  it("deletes a booking", async () => {
    const id = await book();
    expect((await admin.request("DELETE", `/api/admin/bookings/${id}`)).json).toEqual({ success: true });
    expect(await site.db.select().from(bookings).where(eq(bookings.id, id))).toHaveLength(0);
    expect((await admin.request("DELETE", `/api/admin/bookings/${id}`)).status).toBe(404);
  });
});

describe("released unpaid bookings on the dashboard", () => {
  // A server of its own: the figures below count every booking on it.
  let site: TestServer;
  let admin: HttpClient;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ site, admin } = await startServerWithAdmin());
    ids.paid = await bookPackage(site, 1, "kept.paid@example.com", true);
    ids.cancelledPaid = await bookPackage(site, 6, "kept.cancelled@example.com", true);
    await admin.request("PATCH", `/api/admin/bookings/${ids.cancelledPaid}`, { paymentStatus: "cancelled" });
    ids.released = await bookPackage(site, 2, "released@example.com");
    // The sweep as it runs 31 minutes later: the unpaid booking is released.
    const { releaseStaleBookings } = await import("@studio/api");
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await releaseStaleBookings({ ...site.server.services, now: () => later })).toBe(1);
    ids.fresh = await bookPackage(site, 2, "fresh.unpaid@example.com");
  });
  afterAll(() => site.close());

  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  const kept = () => idsOf([{ id: ids.paid ?? 0 }, { id: ids.cancelledPaid ?? 0 }, { id: ids.fresh ?? 0 }]);

  it("are released by the sweep: cancelled, never paid", async () => {
    const [row] = await site.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, ids.released ?? 0));
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "cancelled", paymentMethod: null });
  });

  it("stay out of the list by default, on every path that lists bookings", async () => {
    for (const path of ["/api/admin/bookings", "/api/bookings/all", "/api/admin/bookings?includeReleased=false"]) {
      const { status, json } = await admin.get(path);
      expect(status, path).toBe(200);
      expect(idsOf(json), path).toEqual(kept());
    }
    // A paid booking she cancelled stays in view.
    const { json } = await admin.get("/api/admin/bookings");
    expect(json.find((row: { id: number }) => row.id === ids.cancelledPaid)).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
    });
  });

  it("stay out of the overview's figures", async () => {
    const { json } = await admin.get("/api/admin/overview");
    expect(json.totalBookings).toBe(3);
    expect(idsOf(json.recent)).toEqual(kept());
    const counts = Object.fromEntries(
      json.countsByStatus.map((entry: { status: string; count: number }) => [entry.status, entry.count]),
    );
    expect(counts).toEqual({ paid: 1, cancelled: 1, unpaid: 1 });
  });

  it("are listed when asked for, through REST and tRPC", async () => {
    const all = idsOf([...kept().map((id) => ({ id })), { id: ids.released ?? 0 }]);
    const rest = await admin.get("/api/admin/bookings?includeReleased=true");
    expect(rest.status).toBe(200);
    expect(idsOf(rest.json)).toEqual(all);
    const trpc = await admin.trpc.admin.bookings.list.query({ includeReleased: true });
    expect(idsOf(trpc.items)).toEqual(all);
    expect(trpc.items.find((row) => row.id === ids.released)).toMatchObject({
      clientEmail: "released@example.com",
      status: "cancelled",
      paymentStatus: "cancelled",
      paymentMethod: null,
    });
  });

  it("refuses a filter value it cannot read", async () => {
    const { status, json } = await admin.get("/api/admin/bookings?includeReleased=maybe");
    expect(status).toBe(400);
    expect(json.issues[0]?.path).toBe("includeReleased");
  });
});

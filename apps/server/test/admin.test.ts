import { bookings, discountCodes, emailOutbox, packageSessions, packages, testimonials } from "@studio/db";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "../src/rest/routes";
import { ADMIN_PASSWORD, ADMIN_USER, type HttpClient, startTestServer, type TestServer } from "./harness";

let site: TestServer;
let admin: HttpClient;
let clock = new Date("2026-11-23T15:00:00Z");
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
  admin = site.client();
  await admin.post("/api/admin/login", { username: ADMIN_USER, password: ADMIN_PASSWORD });
});
afterAll(() => site.close());

async function book(packageId = 1, email = "c@example.com", pay = false) {
  const created = await site
    .client()
    .post("/api/bookings", { packageId, clientName: "Carla Client", clientEmail: email, phone: "3055550100" });
  if (pay) await site.client().post("/api/create-payment-intent", { bookingId: created.json.id });
  return Number(created.json.id);
}

// The test pages' routes are open outside production (covered in payments.test.ts).
const adminRoutes = restRoutes.filter((route) => route.access === "admin" && route.tag !== "test pages");
const concrete = (url: string) => url.replace(":id", "1");

describe("admin access", () => {
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
    const verified = await client.post("/trpc/portal.verify", {
      email: "client.not.admin@example.com",
      code: /(\d{6})/.exec(mail?.subject ?? "")?.[1],
    });
    expect(verified.status).toBe(200);
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

describe("bookings dashboard", () => {
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

describe("session management", () => {
  it("lists today-or-later and undated sessions in order, and changes a status", async () => {
    const id = await book(6, "sessions@example.com", true);
    const [first, second] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, id))
      .orderBy(packageSessions.sessionNumber);
    await site.db
      .update(packageSessions)
      .set({ date: "2026-11-30", time: "07:00", status: "scheduled" })
      .where(eq(packageSessions.id, second?.id ?? 0));
    await site.db
      .update(packageSessions)
      .set({ date: "2020-01-01", time: "07:00" })
      .where(eq(packageSessions.id, first?.id ?? 0));
    const { json } = await admin.get("/api/admin/sessions");
    const mine = json.filter((s: { booking: { id: number } }) => s.booking.id === id);
    expect(mine).toHaveLength(11);
    expect(mine[0]).toMatchObject({
      date: "2026-11-30",
      time: "07:00",
      package: { name: "12 Gym Sessions", price: "960.00" },
    });

    const changed = await admin.request("PATCH", `/api/admin/sessions/${second?.id}/status`, { status: "completed" });
    expect(changed.json.status).toBe("completed");
    expect(
      (await admin.request("PATCH", `/api/admin/sessions/${second?.id}/status`, { status: "completed" })).status,
    ).toBe(409);
    expect(
      (await admin.request("PATCH", `/api/admin/sessions/${second?.id}/status`, { status: "pending" })).status,
    ).toBe(400);

    const ofBooking = await admin.get(`/api/bookings/${id}/sessions`);
    expect(ofBooking.json.map((s: { sessionNumber: number }) => s.sessionNumber)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect((await admin.get("/api/bookings/999999/sessions")).json).toEqual({
      error: "No sessions found for booking 999999",
    });

    const calendar = await admin.get("/api/calendar/capacity?weekStart=2026-11-30");
    expect(calendar.json).toEqual([
      {
        date: "2026-11-30",
        time: "07:00",
        bookingCount: 1,
        maxCapacity: 3,
        bookings: ["Carla Client (12 Gym Sessions)"],
      },
    ]);
  });
});

describe("testimonials and discount codes", () => {
  it("adds, edits and deletes a testimonial with SPEC's validation", async () => {
    const bad = await admin.post("/api/testimonials", { name: "A", age: 17, comment: "short", duration: "1 m" });
    expect(bad.json.issues.map((i: { message: string }) => i.message)).toEqual([
      "Name must be at least 2 characters",
      "Age must be at least 18",
      "Comment must be at least 20 characters",
      "Duration must be at least 5 characters",
    ]);
    const created = await admin.post("/api/testimonials", {
      name: "Gina",
      age: 48,
      comment: "Carmen changed how I feel about my body at 48.",
      duration: "Client for 6 months",
      beforeImagePath: "/uploads/a.webp",
    });
    expect(created.json).toMatchObject({ name: "Gina", age: 48, afterImagePath: null });
    const updated = await admin.request("PUT", `/api/testimonials/${created.json.id}`, {
      ...created.json,
      name: "Gina R.",
    });
    expect(updated.json.name).toBe("Gina R.");
    expect((await admin.request("DELETE", `/api/testimonials/${created.json.id}`)).status).toBe(200);
    expect(await site.db.select().from(testimonials).where(eq(testimonials.id, created.json.id))).toHaveLength(0);
  });

  it("creates codes uppercase and unique, deactivates them, and lists who used them", async () => {
    const created = await admin.post("/api/admin/discount-codes", {
      code: "spring-20",
      type: "percentage",
      value: 20,
      usageLimit: 10,
    });
    expect(created.json).toMatchObject({ code: "SPRING-20", value: "20.00", usageLimit: 10, active: true });
    expect((await admin.post("/api/admin/discount-codes", { code: "Spring-20", type: "fixed", value: 5 })).status).toBe(
      409,
    );
    expect(
      (await admin.post("/api/admin/discount-codes", { code: "BIG", type: "percentage", value: 150 })).json.issues,
    ).toEqual([{ path: "value", message: "A percentage must be at most 100" }]);
    const used = await site.client().post("/api/bookings", {
      packageId: 1,
      clientName: "Dora",
      clientEmail: "dora@example.com",
      discountCode: "spring-20",
    });
    const usage = await admin.get(
      `/trpc/admin.discounts.usage?input=${encodeURIComponent(JSON.stringify({ id: created.json.id }))}`,
    );
    expect(usage.json.result.data[0]).toMatchObject({
      bookingId: used.json.id,
      clientEmail: "dora@example.com",
      discountAmount: "16.00",
    });
    await admin.request("PATCH", `/api/admin/discount-codes/${created.json.id}`, { active: false });
    const [row] = await site.db.select().from(discountCodes).where(eq(discountCodes.code, "SPRING-20"));
    expect(row?.active).toBe(false);
  });
});

describe("uploads", () => {
  const form = (data: Buffer, name: string, type: string) => {
    const body = new FormData();
    body.append("file", new Blob([data], { type }), name);
    return body;
  };
  const upload = (client: HttpClient, body: FormData) =>
    fetch(`${site.url}/api/upload`, {
      method: "POST",
      body,
      headers: { "x-requested-with": "fetch", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });

  it("strips EXIF and GPS from an image", async () => {
    const original = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#7a2e4f" } })
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 46/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const answer = await upload(admin, form(original, "holiday.jpg", "image/jpeg"));
    expect(answer.status).toBe(200);
    const { fileUrl } = (await answer.json()) as { fileUrl: string };
    expect(fileUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const stored = Buffer.from(await (await fetch(site.url + fileUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: "webp", width: 40, height: 30 });
  });

  it("refuses a text file named like an image, and an oversized file", async () => {
    const text = await upload(admin, form(Buffer.from("definitely not an image"), "photo.png", "image/png"));
    expect(text.status).toBe(415);
    const big = await upload(admin, form(Buffer.alloc(11 * 1024 * 1024, 1), "huge.jpg", "image/jpeg"));
    expect(big.status).toBe(413);
  });
});

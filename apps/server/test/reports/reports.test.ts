// The trainer's reports (admin.reports) against a fixture whose every figure is worked out by hand below: four
// clients' bookings and sessions around the week of Monday Nov 2, 2026 (one of them a month of an unlimited
// membership), her hours, a day off and a refund.
import { randomUUID } from "node:crypto";
import { bookings, closures, packageSessions, packages, refunds, weeklyHours } from "@studio/db";
import type { SessionStatus } from "@studio/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, signInClient, startServerWithAdmin, type TestServer, trpcError } from "../harness";

let site: TestServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
const week = { from: "2026-11-02", to: "2026-11-08" };

interface Sale {
  name: string;
  email: string;
  packageName: string;
  sessionCount: number;
  amount: string;
  paidAt: Date | null;
  paid: Partial<typeof bookings.$inferInsert>;
  /** Each session's status and start (Miami is UTC−5 in November, UTC−4 in October); the rest of the pack pending. */
  sessions: [SessionStatus, string][];
  /** The package sold; the catalogue's first one when not said. */
  packageId?: number;
}

async function sell(sale: Sale) {
  const [pack] = await site.db.select({ id: packages.id }).from(packages).limit(1);
  const [booking] = await site.db
    .insert(bookings)
    .values({
      packageId: sale.packageId ?? pack?.id ?? 1,
      packageName: sale.packageName,
      date: "2026-11-02",
      time: "07:00",
      location: "gym",
      clientName: sale.name,
      clientEmail: sale.email,
      amount: sale.amount,
      originalAmount: sale.amount,
      sessionCount: sale.sessionCount,
      paidAt: sale.paidAt,
      status: "confirmed",
      ...sale.paid,
    })
    .returning();
  if (!booking) throw new Error("no booking");
  await site.db.insert(packageSessions).values(
    Array.from({ length: sale.sessionCount }, (_, index) => {
      const [status, at] = sale.sessions[index] ?? ["pending", null];
      return { bookingId: booking.id, sessionNumber: index + 1, status, startsAt: at ? new Date(at) : null };
    }),
  );
  return booking;
}

beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin({}, { now: () => clock }));
  // Her hours: Mondays 7, 8 and 9 at the gym and 9 and 10 at home (9 counts once: she is one person); Wednesdays 7
  // and 8, but Wednesday Nov 4 is a day off. Nothing on Thursdays.
  await site.db.delete(weeklyHours);
  await site.db.insert(weeklyHours).values([
    { sessionType: "gym", weekday: 1, hours: [7, 8, 9] },
    { sessionType: "home", weekday: 1, hours: [9, 10] },
    { sessionType: "gym", weekday: 3, hours: [7, 8] },
  ]);
  await site.db.insert(closures).values({ startsOn: "2026-11-04", endsOn: "2026-11-04", reason: "Day off" });

  // Anna: 4 sessions for $400 by card, paid Monday. She trained Monday at 7, missed 8, is booked for Nov 20.
  const anna = await sell({
    name: "Anna",
    email: "anna@example.com",
    packageName: "Four sessions",
    sessionCount: 4,
    amount: "400.00",
    paidAt: new Date("2026-11-02T15:00:00Z"),
    paid: { paymentStatus: "paid", paymentMethod: "stripe" },
    sessions: [
      ["completed", "2026-11-02T12:00:00Z"],
      ["no_show", "2026-11-02T13:00:00Z"],
      ["scheduled", "2026-11-20T12:00:00Z"],
    ],
  });
  // $50 of it went back on Wednesday.
  await site.db.insert(refunds).values({
    bookingId: anna.id,
    amount: "50.00",
    reason: "goodwill",
    status: "succeeded",
    provider: "mock",
    idempotencyKey: randomUUID(),
    requestedBy: "coach",
    createdAt: new Date("2026-11-04T17:00:00Z"),
  });
  // Bea: 10 sessions for $500 in cash at the desk, paid Tuesday. She first trained in October; Monday at 9 she
  // trained, at 10 she cancelled too late, and she is booked again for January 15 (74 days after Monday).
  await sell({
    name: "Bea",
    email: "bea@example.com",
    packageName: "Ten at the desk",
    sessionCount: 10,
    amount: "500.00",
    paidAt: new Date("2026-11-03T20:00:00Z"),
    paid: { paymentStatus: "paid", paymentMethod: "manual", manualMethod: "cash", soldBy: "coach" },
    sessions: [
      ["completed", "2026-11-02T14:00:00Z"],
      ["cancelled", "2026-11-02T15:00:00Z"],
      ["completed", "2026-10-20T11:00:00Z"],
      ["scheduled", "2027-01-15T14:00:00Z"],
    ],
  });
  // Cora: one session for $100, paid in October, trained Thursday at 7 (outside her hours), her first ever.
  await sell({
    name: "Cora",
    email: "cora@example.com",
    packageName: "Single",
    sessionCount: 1,
    amount: "100.00",
    paidAt: new Date("2026-10-15T15:00:00Z"),
    paid: { paymentStatus: "paid", paymentMethod: "mock" },
    sessions: [["completed", "2026-11-05T12:00:00Z"]],
  });
  // Elena: a month of an unlimited membership for $300 by card, paid Tuesday Nov 3 for Nov 3 to Dec 2, so 30
  // sessions, one a day (the days she does not book lapse with the month). She has booked one: Wednesday Nov 25 at 7,
  // outside the week and after today, so it owes a session worth $300 / 30 = $10; the 29 days not booked owe nothing.
  const [unlimited] = await site.db
    .insert(packages)
    .values({
      name: "Unlimited Gym",
      description: "Every day within her hours",
      type: "gym",
      price: "300.00",
      sessionCount: 31,
      validMonths: 1,
      billing: "monthly",
      unlimited: true,
    })
    .returning({ id: packages.id });
  await sell({
    name: "Elena",
    email: "elena@example.com",
    packageName: "Unlimited Gym",
    packageId: unlimited?.id,
    sessionCount: 30,
    amount: "300.00",
    paidAt: new Date("2026-11-03T16:00:00Z"),
    paid: { paymentStatus: "paid", paymentMethod: "stripe" },
    sessions: [["scheduled", "2026-11-25T12:00:00Z"]],
  });
  // Dina: booked and never paid: she owes, the trainer does not.
  await sell({
    name: "Dina",
    email: "dina@example.com",
    packageName: "Four sessions",
    sessionCount: 4,
    amount: "400.00",
    paidAt: null,
    paid: { paymentStatus: "pending" },
    sessions: [],
  });
});
afterAll(() => site?.close());

describe("the trainer's reports", () => {
  it("sum the week's sales, attendance, open hours, clients and what she owes as worked out by hand", async () => {
    const report = await admin.trpc.admin.reports.summary.query(week);
    // Three sales: Bea's $500 in cash, Anna's $400 and Elena's $300 by card ($700). Sessions sold are Bea's 10 and
    // Anna's 4; Elena's month is one unlimited month, not its 30 days.
    expect(report.sales).toEqual({
      byPackage: [
        { packageName: "Ten at the desk", bookings: 1, sessions: 10, unlimitedMonths: 0, paid: "500.00" },
        { packageName: "Four sessions", bookings: 1, sessions: 4, unlimitedMonths: 0, paid: "400.00" },
        { packageName: "Unlimited Gym", bookings: 1, sessions: 0, unlimitedMonths: 1, paid: "300.00" },
      ],
      byMethod: [
        { method: "card", bookings: 2, paid: "700.00" },
        { method: "cash", bookings: 1, paid: "500.00" },
      ],
      bookings: 3,
      sessions: 14,
      unlimitedMonths: 1,
      atDesk: 1,
      paid: "1200.00",
      refunded: "50.00",
    });
    expect(report.attendance).toEqual({ completed: 3, noShows: 1, lateCancels: 1, scheduled: 0, postponed: 0 });
    expect(report.utilisation).toEqual({
      cells: [
        { weekday: 1, hour: 7, open: 1, filled: 1 },
        { weekday: 1, hour: 8, open: 1, filled: 1 },
        { weekday: 1, hour: 9, open: 1, filled: 1 },
        { weekday: 1, hour: 10, open: 1, filled: 1 },
        { weekday: 4, hour: 7, open: 0, filled: 1 },
      ],
      openHours: 4,
      filledHours: 5,
    });
    // Anna and Cora are new; Anna is booked 18 days on, Bea 74 days on, Cora not at all.
    expect(report.clients).toEqual({ active: 3, new: 2, returned30: 1, returned60: 1, returned90: 2 });
    // Anna's 2 open sessions at $100 each, Bea's 7 at $50, Elena's one booked day at $10; Cora's one is trained and
    // Dina never paid.
    expect(report.owed).toEqual({ sessions: 10, value: "560.00" });
  });

  it("count the weeks around it apart: October's sale and training are October's", async () => {
    const october = await admin.trpc.admin.reports.summary.query({ from: "2026-10-01", to: "2026-10-31" });
    expect(october.sales.byPackage).toEqual([
      { packageName: "Single", bookings: 1, sessions: 1, unlimitedMonths: 0, paid: "100.00" },
    ]);
    expect(october.sales.unlimitedMonths).toBe(0);
    expect(october.sales.byMethod).toEqual([{ method: "card", bookings: 1, paid: "100.00" }]);
    expect(october.attendance.completed).toBe(1);
    expect(october.clients).toEqual({ active: 1, new: 1, returned30: 1, returned60: 1, returned90: 1 });
    // 31 days: 4 Mondays × 4 hours and 4 Wednesdays × 2 hours open; Bea's Tuesday session outside them.
    expect(october.utilisation.openHours).toBe(4 * 4 + 4 * 2);
    expect(october.utilisation.filledHours).toBe(1);
  });

  it("give each report as a spreadsheet with the same figures", async () => {
    const sales = await admin.get(`/api/admin/reports/sales.csv?from=${week.from}&to=${week.to}`);
    expect(sales.status).toBe(200);
    expect(sales.headers.get("content-type")).toContain("text/csv");
    expect(sales.text.trim().split("\n")).toEqual([
      "group,name,bookings,sessions,unlimited months,paid",
      "package,Ten at the desk,1,10,0,500.00",
      "package,Four sessions,1,4,0,400.00",
      "package,Unlimited Gym,1,0,1,300.00",
      "paid by,Card,2,,,700.00",
      "paid by,Cash,1,,,500.00",
      "total,all sales,3,14,1,1200.00",
      "total,sold at the desk,1,,,",
      "total,refunded,,,,50.00",
    ]);
    const hours = await admin.get(`/api/admin/reports/utilisation.csv?from=${week.from}&to=${week.to}`);
    expect(hours.text).toContain("Thursday,07:00,0,1,\n");
    expect(hours.text).toContain("all,,4,5,125%\n");
    const json = await admin.get(`/api/admin/reports?from=${week.from}&to=${week.to}`);
    expect(json.status).toBe(200);
    expect(json.json.owed).toEqual({ sessions: 10, value: "560.00" });
  });

  it("refuse a range backwards, over a year, or of no real day, naming the field; and anyone but the trainer", async () => {
    const backwards = await trpcError(admin.trpc.admin.reports.summary.query({ from: "2026-11-08", to: "2026-11-02" }));
    expect(backwards.data?.httpStatus).toBe(400);
    expect(backwards.message).toContain("to must not be before from");
    const long = await admin.get("/api/admin/reports?from=2025-01-01&to=2026-01-02");
    expect(long.status).toBe(400);
    expect(long.text).toContain("A report covers at most 366 days");
    expect((await admin.get("/api/admin/reports?from=2026-02-30&to=2026-03-01")).status).toBe(400);
    expect((await admin.get("/api/admin/reports/payroll.csv?from=2026-11-02&to=2026-11-08")).status).toBe(400);
    const { client } = await signInClient(site, "anna@example.com");
    expect((await client.get(`/api/admin/reports?from=${week.from}&to=${week.to}`)).status).toBe(401);
    expect((await site.client().get(`/api/admin/reports/sales.csv?from=${week.from}&to=${week.to}`)).status).toBe(401);
  });
});

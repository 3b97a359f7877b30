// The trainer's lists, paged, filtered, sorted and searched by the database, through the real server: the REST
// paths SPEC lists (the body still the list, paging in headers), tRPC, the streamed CSV export and the overview.

import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { bookings, discountCodes, discountRedemptions, packageSessions, reminderLog } from "@studio/db";
import { testDatabaseDriver } from "@studio/db/testing";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpClient, startServerWithAdmin, type TestServer } from "../harness";

// Monday Nov 23, 2026, 10:00 AM in Miami (EST): "today" began at 05:00Z.
const clock = new Date("2026-11-23T15:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(clock.getTime() - ms);

type Seeded = typeof bookings.$inferInsert;
const booking = (row: Partial<Seeded> & Pick<Seeded, "clientName" | "clientEmail" | "createdAt">): Seeded => ({
  packageId: 1,
  packageName: "Gym Session",
  date: "2026-11-01",
  time: "to-be-scheduled",
  location: "gym",
  amount: "80.00",
  originalAmount: "80.00",
  status: "confirmed",
  paymentStatus: "paid",
  paymentMethod: "stripe",
  ...row,
});

/** The named bookings each filter is checked against, and thirty more to fill pages. */
const named = {
  ana: booking({ clientName: "Ana García", clientEmail: "ana.garcia@example.com", createdAt: ago(HOUR) }),
  beatriz: booking({
    clientName: "Beatriz O'Neil",
    clientEmail: "beatriz.oneil@example.com",
    createdAt: ago(20 * HOUR),
    packageId: 6,
    packageName: "12 Gym Sessions",
    amount: "960.00",
    originalAmount: "960.00",
    paymentMethod: "manual",
  }),
  carla: booking({
    clientName: 'Carla, "CJ" Jones',
    clientEmail: "carla@example.com",
    createdAt: ago(3 * DAY),
    status: "pending",
    paymentStatus: "unpaid",
    paymentMethod: null,
  }),
  dora: booking({
    clientName: "Dora\nNewline",
    clientEmail: "dora@example.com",
    createdAt: ago(10 * DAY),
    packageId: 6,
    packageName: "12 Gym Sessions",
    amount: "864.00",
    originalAmount: "960.00",
    discountCode: "WELCOME10",
    discountAmount: "96.00",
    status: "pending",
    paymentStatus: "pending",
    paymentMethod: null,
  }),
  evil: booking({
    clientName: "=Evil()",
    clientEmail: "evil@example.com",
    createdAt: ago(40 * DAY),
    status: "cancelled",
    paymentStatus: "cancelled",
  }),
  released: booking({
    clientName: "Fiona Released",
    clientEmail: "fiona@example.com",
    createdAt: ago(2 * HOUR),
    packageId: 2,
    packageName: "Home Session",
    location: "home",
    amount: "150.00",
    originalAmount: "150.00",
    status: "cancelled",
    paymentStatus: "cancelled",
    paymentMethod: null,
  }),
  refunded: booking({
    clientName: "Gina Refunded",
    clientEmail: "gina@example.com",
    createdAt: ago(5 * DAY),
    paymentStatus: "refunded",
  }),
  effort: booking({
    clientName: "100% Effort",
    clientEmail: "effort@example.com",
    createdAt: ago(6 * DAY),
    paymentMethod: "free",
    amount: "0.00",
  }),
};
const fillers = Array.from({ length: 30 }, (_, n) =>
  booking({
    clientName: `Filler ${String(n).padStart(2, "0")}`,
    clientEmail: `filler.${n}@example.com`,
    createdAt: new Date(ago(4 * DAY).getTime() + n * 60_000),
    paymentMethod: "mock",
  }),
);

let site: TestServer;
let admin: HttpClient;
const ids = {} as Record<keyof typeof named, number>;
const fillerIds: number[] = [];

beforeAll(async () => {
  ({ site, admin } = await startServerWithAdmin({}, { now: () => clock }));
  for (const [name, row] of Object.entries(named)) {
    const [inserted] = await site.db.insert(bookings).values(row).returning({ id: bookings.id });
    ids[name as keyof typeof named] = inserted?.id ?? 0;
  }
  const inserted = await site.db.insert(bookings).values(fillers).returning({ id: bookings.id });
  fillerIds.push(...inserted.map((row) => row.id));
});
afterAll(() => site.close());

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
/** Every booking a filter leaves, read through REST a page of 100 at a time. */
async function everyId(query: string) {
  const { status, json, headers, text } = await admin.get(`/api/admin/bookings?pageSize=100&${query}`);
  expect(status, text).toBe(200);
  expect(Number(headers.get("x-total-count")), query).toBe(json.length);
  return idsOf(json);
}

describe("the bookings list", () => {
  const inView = () => sorted([...Object.values(ids).filter((id) => id !== ids.released), ...fillerIds]);

  it("is a page of the list on both of SPEC's paths, newest first, with the total and links to the others", async () => {
    const newestFirst = [
      ids.ana,
      ids.beatriz,
      ids.carla,
      ...[...fillerIds].reverse(),
      ids.refunded,
      ids.effort,
      ids.dora,
      ids.evil,
    ];
    for (const path of ["/api/admin/bookings", "/api/bookings/all"]) {
      const first = await admin.get(path);
      expect(first.status).toBe(200);
      expect(first.json.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(0, 25));
      expect(first.headers.get("x-total-count")).toBe("37");
      expect(first.headers.get("link")).toBe(
        `<${path}?page=1>; rel="first", <${path}?page=2>; rel="next", <${path}?page=2>; rel="last"`,
      );
    }
    const pages: number[][] = [];
    for (let page = 1; page <= 4; page++) {
      const { json, headers } = await admin.get(`/api/admin/bookings?pageSize=10&page=${page}`);
      pages.push(json.map((row: { id: number }) => row.id));
      if (page === 2) {
        expect(headers.get("link")).toBe(
          [
            '</api/admin/bookings?pageSize=10&page=1>; rel="first"',
            '</api/admin/bookings?pageSize=10&page=1>; rel="prev"',
            '</api/admin/bookings?pageSize=10&page=3>; rel="next"',
            '</api/admin/bookings?pageSize=10&page=4>; rel="last"',
          ].join(", "),
        );
      }
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 7]);
    expect(pages.flat()).toEqual(newestFirst);
    const past = await admin.get("/api/admin/bookings?pageSize=10&page=5");
    expect(past.json).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe("37");
    expect(past.headers.get("link")).not.toContain('rel="next"');

    // tRPC answers the page with its count, for the dashboard's pager.
    const trpc = await admin.trpc.admin.bookings.list.query({ pageSize: 10, page: 4 });
    expect(trpc).toMatchObject({ total: 37, page: 4, pageSize: 10, pageCount: 4 });
    expect(trpc.items.map((row) => row.id)).toEqual(newestFirst.slice(30));
  });

  it("filters by SPEC's statuses, pending being everything not yet paid", async () => {
    expect(await everyId("")).toEqual(inView());
    expect(await everyId("status=paid")).toEqual(sorted([ids.ana, ids.beatriz, ids.effort, ...fillerIds]));
    expect(await everyId("status=pending")).toEqual(sorted([ids.carla, ids.dora]));
    expect(await everyId("status=cancelled")).toEqual([ids.evil]);
    expect(await everyId("status=cancelled&includeReleased=true")).toEqual(sorted([ids.evil, ids.released]));
  });

  it("filters by when the booking was made, by the server's clock and Miami's day", async () => {
    expect(await everyId("range=today")).toEqual([ids.ana]);
    expect(await everyId("range=today&includeReleased=true")).toEqual(sorted([ids.ana, ids.released]));
    expect(await everyId("range=7d")).toEqual(
      sorted([ids.ana, ids.beatriz, ids.carla, ids.refunded, ids.effort, ...fillerIds]),
    );
    expect(await everyId("range=30d")).toEqual(
      sorted([ids.ana, ids.beatriz, ids.carla, ids.refunded, ids.effort, ids.dora, ...fillerIds]),
    );
  });

  it("searches names and e-mails in any case, taking % and _ literally", async () => {
    expect(await everyId("search=ANA")).toEqual([ids.ana]);
    expect(await everyId("search=garcía")).toEqual([ids.ana]);
    expect(await everyId(`search=${encodeURIComponent("BEATRIZ.ONEIL@EX")}`)).toEqual([ids.beatriz]);
    expect(await everyId(`search=${encodeURIComponent("'neil")}`)).toEqual([ids.beatriz]);
    expect(await everyId("search=%25")).toEqual([ids.effort]);
    expect(await everyId("search=_")).toEqual([]);
    expect(await everyId("search=%20%20")).toEqual(inView());
  });

  it("filters by package and payment method, and by every filter at once", async () => {
    expect(await everyId("packageId=6")).toEqual(sorted([ids.beatriz, ids.dora]));
    expect(await everyId("paymentMethod=manual")).toEqual([ids.beatriz]);
    expect(await everyId("paymentMethod=mock")).toEqual(sorted(fillerIds));
    expect(await everyId("status=paid&range=7d&packageId=1&paymentMethod=free&search=effort")).toEqual([ids.effort]);
    const { headers } = await admin.get("/api/admin/bookings?status=paid&range=7d&packageId=1&pageSize=5");
    expect(headers.get("x-total-count")).toBe("32");
  });

  it("sorts oldest first, by amount and by client, rows that tie in id order", async () => {
    const oldest = await admin.get("/api/admin/bookings?sort=oldest&pageSize=3");
    expect(oldest.json.map((row: { id: number }) => row.id)).toEqual([ids.evil, ids.dora, ids.effort]);
    const highest = await admin.get("/api/admin/bookings?sort=amount-desc&pageSize=3");
    expect(highest.json.map((row: { amount: string }) => row.amount)).toEqual(["960.00", "864.00", "80.00"]);
    const lowest = await admin.get("/api/admin/bookings?sort=amount-asc&pageSize=1");
    expect(lowest.json[0].id).toBe(ids.effort);
    const byClient = await everyIdInOrder("sort=client&paymentMethod=mock");
    expect(byClient).toEqual(fillerIds);
  });

  async function everyIdInOrder(query: string) {
    const { json } = await admin.get(`/api/admin/bookings?pageSize=100&${query}`);
    return json.map((row: { id: number }) => row.id);
  }

  it("refuses a value it cannot read with 400 naming the parameter and the rule", async () => {
    const refused: [string, string, RegExp][] = [
      ["page=0", "page", /page must be 1 or more/],
      ["page=two", "page", /page must be a number/],
      ["page=1.5", "page", /whole number/],
      ["pageSize=101", "pageSize", /pageSize must be at most 100/],
      ["status=maybe", "status", /status must be all, paid, pending or cancelled/],
      ["range=1y", "range", /range must be all, today, 7d or 30d/],
      ["sort=cheapest", "sort", /sort must be/],
      ["packageId=-1", "packageId", /packageId must be a positive number/],
      ["paymentMethod=cash", "paymentMethod", /paymentMethod must be stripe, manual, free or mock/],
      ["includeReleased=maybe", "includeReleased", /includeReleased must be true or false/],
      [`search=${"x".repeat(101)}`, "search", /search must be at most 100 characters/],
    ];
    for (const [query, path, rule] of refused) {
      for (const url of ["/api/admin/bookings", "/api/admin/bookings.csv"]) {
        if (url.endsWith(".csv") && path.startsWith("page")) continue; // the export has no pages
        const { status, json } = await admin.get(`${url}?${query}`);
        expect(status, `${url}?${query}`).toBe(400);
        expect(json.issues[0].path, query).toBe(path);
        expect(json.error, query).toMatch(rule);
      }
    }
    const sessions = await admin.get("/api/admin/sessions?status=paid");
    expect(sessions.status).toBe(400);
    expect(sessions.json.issues[0].path).toBe("status");
    expect((await admin.get("/api/admin/sessions?pageSize=0")).json.issues[0].path).toBe("pageSize");
  });

  it("documents its paging headers", async () => {
    const document = (await admin.get("/api/openapi.json")).json;
    for (const path of ["/api/admin/bookings", "/api/bookings/all", "/api/admin/sessions"]) {
      expect(Object.keys(document.paths[path].get.responses["200"].headers), path).toEqual(["X-Total-Count", "Link"]);
      expect(
        document.paths[path].get.parameters.map((p: { name: string }) => p.name),
        path,
      ).toContain("pageSize");
    }
    expect(Object.keys(document.paths["/api/admin/bookings.csv"].get.responses["200"].content)).toEqual([
      "text/csv; charset=utf-8",
    ]);
  });

  it("is the trainer's only", async () => {
    for (const path of ["/api/admin/bookings", "/api/bookings/all", "/api/admin/bookings.csv", "/api/admin/sessions"])
      expect((await site.client().get(path)).status, path).toBe(401);
  });
});

describe("the CSV export", () => {
  it("writes the filtered bookings, quoted where they need it, formulas defused", async () => {
    const { status, headers, text } = await admin.get("/api/admin/bookings.csv?range=30d&status=pending");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toBe('attachment; filename="bookings-2026-11-23.csv"');
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual([
      "id",
      "created",
      "client",
      "email",
      "phone",
      "package",
      "amount",
      "discount code",
      "payment status",
      "payment method",
      "status",
    ]);
    // Newest first by when it was entered (its id).
    expect(rows.map((row) => Number(row[0]))).toEqual([ids.dora, ids.carla]);
    expect(rows[1]?.slice(1, 4)).toEqual([
      named.carla.createdAt?.toISOString(),
      'Carla, "CJ" Jones',
      "carla@example.com",
    ]);
    expect(rows[0]?.[2]).toBe("Dora\nNewline");
    expect(rows[0]?.slice(5, 11)).toEqual(["12 Gym Sessions", "864.00", "WELCOME10", "pending", "", "pending"]);
    // The raw text quotes the comma, the quotes and the line break.
    expect(text).toContain('"Carla, ""CJ"" Jones"');
    expect(text).toContain('"Dora\nNewline"');

    const evil = parse((await admin.get("/api/admin/bookings.csv?search=evil")).text) as string[][];
    expect(evil.slice(1).map((row) => row[2])).toEqual(["'=Evil()"]);
    const everything = parse((await admin.get("/api/admin/bookings.csv?includeReleased=true")).text) as string[][];
    expect(everything).toHaveLength(1 + 38);
    const none = parse((await admin.get("/api/admin/bookings.csv?search=nobody-like-this")).text) as string[][];
    expect(none).toEqual([header]);
  });

  it.runIf(testDatabaseDriver() === "postgres")(
    "streams 50,000 bookings a batch at a time, with bounded memory",
    async () => {
      await site.db.execute(sql`
        insert into bookings (package_id, package_name, date, time, location, client_name, client_email, status,
          payment_status, payment_method, amount, original_amount, created_at)
        select 1, 'Gym Session', '2020-01-01', 'to-be-scheduled', 'gym', 'Bulk ' || g, 'bulk' || g || '@example.com',
          'confirmed', 'paid', 'stripe', '80.00', '80.00', timestamptz '2020-01-01' + g * interval '1 minute'
        from generate_series(1, 50000) g`);
      // Memory in use is read after a full collection, so garbage the download leaves behind does not count.
      v8.setFlagsFromString("--expose-gc");
      const collect = runInNewContext("gc") as () => void;
      const liveHeap = () => {
        collect();
        return process.memoryUsage().heapUsed;
      };
      const before = liveHeap();
      let held = 0;
      const response = await fetch(`${site.url}/api/admin/bookings.csv?search=bulk`, {
        headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "accept-encoding": "identity" },
      });
      expect(response.status).toBe(200);
      let chunks = 0;
      let lines = 0;
      let bytes = 0;
      for await (const chunk of response.body ?? []) {
        chunks++;
        bytes += (chunk as Uint8Array).byteLength;
        lines +=
          Buffer.from(chunk as Uint8Array)
            .toString("utf8")
            .split("\n").length - 1;
        // Along the way: what the server holds for the rest of the file.
        if (chunks % 40 === 0) held = Math.max(held, liveHeap() - before);
      }
      expect(lines).toBe(1 + 50_000);
      expect(bytes).toBeGreaterThan(3_000_000);
      // Batches of 1,000 rows arrive as they are read: many pieces, not one answer made whole first.
      expect(chunks).toBeGreaterThanOrEqual(50);
      // Reading every row first held 33 MB here (measured with one batch of all 50,000); a batch at a time, 2.4.
      expect(held).toBeLessThan(16 * 1024 * 1024);
      await site.db.execute(sql`delete from bookings where client_email like 'bulk%'`);
    },
    60_000,
  );
});

describe("the overview", () => {
  it("adds up in the database: revenue from package prices, counts, the newest five, twelve weeks", async () => {
    const { json } = await admin.get("/api/admin/overview");
    // Paid: Ana (Gym Session 80.00), Beatriz (12 Gym Sessions 960.00), Effort (80.00 though she paid 0), 30 fillers.
    expect(json.revenue).toBe((80 + 960 + 80 + 30 * 80).toFixed(2));
    expect(json.paidBookings).toBe(33);
    expect(json.totalBookings).toBe(37);
    expect(json.recent.map((row: { id: number }) => row.id)).toEqual([
      ids.ana,
      ids.beatriz,
      ids.carla,
      fillerIds[29],
      fillerIds[28],
    ]);
    const counts = Object.fromEntries(
      json.countsByStatus.map((entry: { status: string; count: number }) => [entry.status, entry.count]),
    );
    expect(counts).toEqual({ paid: 33, unpaid: 1, pending: 1, cancelled: 1, refunded: 1 });
    expect(json.revenueByWeek).toHaveLength(12);
    expect(json.revenueByWeek.at(-1)).toEqual({ week: "2026-11-23", revenue: 80 });
    // Beatriz booked on Sunday the 22nd in Miami (19:00Z): the week before. Effort and the fillers too.
    expect(json.revenueByWeek.at(-2)).toEqual({ week: "2026-11-16", revenue: 960 + 80 + 30 * 80 });
    expect(json.revenueByWeek[0].week).toBe("2026-09-07");
  });
});

describe("the session list", () => {
  it("shows today or later and the undated, by date and time, undated last, a page at a time", async () => {
    const owner = ids.beatriz;
    const rows = [
      { sessionNumber: 1, date: "2026-11-20", time: "07:00", status: "completed" as const },
      { sessionNumber: 2, date: "2026-11-23", time: "17:00", status: "scheduled" as const },
      { sessionNumber: 3, date: "2026-11-23", time: "07:00", status: "scheduled" as const },
      { sessionNumber: 4, date: "2026-11-30", time: "06:00", status: "postponed" as const },
      { sessionNumber: 5, date: null, time: null, status: "pending" as const },
      { sessionNumber: 6, date: null, time: null, status: "pending" as const },
    ];
    await site.db.insert(packageSessions).values(rows.map((row) => ({ ...row, bookingId: owner })));
    const order = (json: { sessionNumber: number }[]) => json.map((row) => row.sessionNumber);
    const all = await admin.get("/api/admin/sessions");
    expect(order(all.json)).toEqual([3, 2, 4, 5, 6]);
    expect(all.headers.get("x-total-count")).toBe("5");
    const second = await admin.get("/api/admin/sessions?pageSize=2&page=2");
    expect(order(second.json)).toEqual([4, 5]);
    expect(second.headers.get("link")).toContain('</api/admin/sessions?pageSize=2&page=3>; rel="next"');
    expect(order((await admin.get("/api/admin/sessions?status=pending")).json)).toEqual([5, 6]);
    expect(order((await admin.get("/api/admin/sessions?search=BEATRIZ")).json)).toEqual([3, 2, 4, 5, 6]);
    expect((await admin.get("/api/admin/sessions?search=ana.garcia")).json).toEqual([]);
    const trpc = await admin.trpc.admin.sessions.list.query({ status: "scheduled" });
    expect(trpc).toMatchObject({ total: 2, page: 1, pageSize: 25, pageCount: 1 });
  });
});

describe("the reminder log and a code's usage", () => {
  it("come a page at a time, newest first, with their totals", async () => {
    const [session] = await site.db
      .insert(packageSessions)
      .values({ bookingId: ids.ana, sessionNumber: 1, date: "2026-11-25", time: "07:00", status: "scheduled" })
      .returning();
    await site.db.insert(reminderLog).values(
      Array.from({ length: 30 }, (_, n) => ({
        sessionId: session?.id ?? 0,
        channel: "email" as const,
        startsAt: new Date(clock.getTime() + n * HOUR),
        status: n % 10 === 0 ? ("failed" as const) : ("sent" as const),
        detail: n % 10 === 0 ? "The mail server refused" : null,
      })),
    );
    const log = (input: { page?: number; pageSize?: number; status?: "failed" }) =>
      admin.trpc.admin.sessions.reminderLog.query(input);
    const first = await log({ pageSize: 20 });
    expect(first).toMatchObject({ total: 30, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    const second = await log({ pageSize: 20, page: 2 });
    expect(second.items).toHaveLength(10);
    expect(second.items[0]?.id).toBeLessThan(first.items.at(-1)?.id ?? 0);
    expect((await log({ status: "failed" })).total).toBe(3);

    const [code] = await site.db
      .insert(discountCodes)
      .values({ code: "LISTED", type: "percentage", value: "10.00" })
      .returning();
    await site.db.insert(discountRedemptions).values(
      fillerIds.map((bookingId, n) => ({
        discountCodeId: code?.id ?? 0,
        bookingId,
        clientEmail: `filler.${n}@example.com`,
        createdAt: new Date(clock.getTime() - n * HOUR),
      })),
    );
    const used = await admin.trpc.admin.discounts.usage.query({ id: code?.id ?? 0, pageSize: 25, page: 2 });
    expect(used).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(used.items.map((row) => row.bookingId)).toEqual(fillerIds.slice(25));
  });
});

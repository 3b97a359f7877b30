// The trainer's clients: the directory, one client's history, private notes and a sign-in code, through the real
// server on both databases.
import { randomUUID } from "node:crypto";
import { bookings, clientNotes, emailOutbox, packageSessions, progressTrackers, users } from "@studio/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookPackage,
  failedWith,
  type HttpClient,
  latestCode,
  rawRows,
  signInAdmin,
  signInClient,
  startTestServer,
  statusOf,
  type TestServer,
  trpcError,
} from "../harness";

let site: TestServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
const hoursFromNow = (hours: number) => new Date(clock.getTime() + hours * 3_600_000);
beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

const clientsOf = (client: HttpClient) => client.trpc.admin.clients;

type ListInput = { search?: string; page?: number };
const directory = (input: ListInput = {}) => clientsOf(admin).list.query(input);

const carla = "carla.reyes@example.com";
let twelve = 0;

/** Sessions of the 12-session package in every state the trainer meets. */
async function setSessions(bookingId: number) {
  const rows = await site.db
    .select({ id: packageSessions.id })
    .from(packageSessions)
    .where(eq(packageSessions.bookingId, bookingId))
    .orderBy(packageSessions.sessionNumber);
  const states = [
    { status: "completed", startsAt: hoursFromNow(-72) },
    { status: "scheduled", startsAt: hoursFromNow(-24) }, // past, not yet marked completed: a visit
    { status: "scheduled", startsAt: hoursFromNow(50) },
    { status: "scheduled", startsAt: hoursFromNow(100) },
    { status: "cancelled", startsAt: hoursFromNow(-48) },
    { status: "postponed", startsAt: null },
  ] as const;
  for (const [index, state] of states.entries()) {
    await site.db
      .update(packageSessions)
      .set(state)
      .where(eq(packageSessions.id, rows[index]?.id ?? 0));
  }
}

beforeAll(async () => {
  const single = await bookPackage(site, 1, carla, true); // one more paid session
  const unpaid = await bookPackage(site, 1, carla, false); // unpaid: no package, not in the total
  twelve = await bookPackage(site, 6, carla, true);
  await setSessions(twelve);
  // Her newest booking gives her name and phone.
  await site.db
    .update(bookings)
    .set({ clientName: "Carla Reyes", clientPhone: "305 555 0199", createdAt: hoursFromNow(-1) })
    .where(eq(bookings.id, twelve));
  for (const [id, hours] of [
    [single, -300],
    [unpaid, -200],
  ] as const)
    await site.db
      .update(bookings)
      .set({ createdAt: hoursFromNow(hours) })
      .where(eq(bookings.id, id));
});

describe("the client directory", () => {
  it("counts sessions used, scheduled and left, the next session, the last visit and the total paid exactly", async () => {
    const { clients } = await directory({ search: "carla.reyes" });
    expect(clients).toHaveLength(1);
    const [client] = clients;
    // Figures the database itself gives, to compare with.
    const byStatus = await rawRows<{ status: string; n: number }>(
      site,
      sql`select status, count(*)::int as n from package_sessions where booking_id = ${twelve} group by status`,
    );
    const count = (...statuses: string[]) =>
      byStatus.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
    const [paid] = await rawRows<{ total: string }>(
      site,
      sql`select sum(amount)::text as total from bookings where client_email = ${carla} and payment_status = 'paid'`,
    );
    expect(client).toMatchObject({
      email: carla,
      name: "Carla Reyes",
      phone: "305 555 0199",
      verified: false,
      userId: null,
      tracker: false,
      totalPaid: paid?.total,
      nextSession: hoursFromNow(50).toISOString(),
      lastVisit: hoursFromNow(-24).toISOString(),
    });
    expect(paid?.total).toBe("1040.00");
    const twelvePack = client?.packages.find((item) => item.bookingId === twelve);
    expect(twelvePack).toMatchObject({
      used: count("completed"),
      scheduled: count("scheduled"),
      left: count("pending", "postponed"),
      cancelled: count("cancelled"),
    });
    expect(twelvePack).toMatchObject({ used: 1, scheduled: 3, left: 7, cancelled: 1 });
    // Two paid packages; the unpaid booking has no sessions and is no package.
    expect(client?.packages).toHaveLength(2);
  });

  it("finds a client by any part of her name or e-mail, ignoring case, and takes % and _ literally", async () => {
    expect((await directory({ search: "REYES" })).clients.map((c) => c.email)).toEqual([carla]);
    expect((await directory({ search: "rla.re" })).clients.map((c) => c.email)).toEqual([carla]);
    expect((await directory({ search: "%" })).clients).toEqual([]);
    expect((await directory({ search: "nobody-by-that-name" })).clients).toEqual([]);
  });

  it("includes clients who only verified their e-mail, with the tracker when they keep it", async () => {
    const email = "tracker.only@example.com";
    const { userId } = await signInClient(site, email, "10.9.0.1");
    await site.db.insert(progressTrackers).values({
      userId,
      date: clock,
      entryDay: "2026-11-23",
      moodRating: 4,
      energyLevel: 3,
    });
    const { clients } = await directory({ search: "tracker.only" });
    expect(clients).toEqual([
      expect.objectContaining({
        email,
        verified: true,
        userId,
        tracker: true,
        packages: [],
        totalPaid: "0.00",
        name: null,
      }),
    ]);
  });

  it("pages newest activity first, 20 a page", async () => {
    const base = new Date("2026-10-01T12:00:00Z").getTime();
    await site.db.insert(bookings).values(
      Array.from({ length: 25 }, (_, i) => ({
        packageId: 1,
        packageName: "Gym Session",
        date: "2026-10-01",
        time: "to-be-scheduled",
        location: "gym",
        clientName: `Paged Client ${String(i).padStart(2, "0")}`,
        clientEmail: `paged${String(i).padStart(2, "0")}@example.com`,
        amount: "80.00",
        originalAmount: "80.00",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await directory({ search: "Paged Client" });
    expect(first.clients).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.clients[0]?.email).toBe("paged24@example.com");
    const second = await directory({ search: "Paged Client", page: 2 });
    expect(second.clients.map((c) => c.email)).toEqual([
      "paged04@example.com",
      "paged03@example.com",
      "paged02@example.com",
      "paged01@example.com",
      "paged00@example.com",
    ]);
    expect(second.hasMore).toBe(false);
  });

  it("refuses bad input with 400 naming the field, and everyone but the trainer with 401", async () => {
    const badPage = await trpcError(clientsOf(admin).list.query({ page: 0 }));
    expect(badPage.data?.httpStatus).toBe(400);
    expect(badPage.data?.issues).toEqual([{ path: "page", message: "page must be 1 or more" }]);
    const badEmail = await trpcError(clientsOf(admin).get.query({ email: "not-an-email" }));
    expect(badEmail.data?.httpStatus).toBe(400);
    expect(badEmail.data?.issues?.[0]?.path).toBe("email");
    const { client } = await signInClient(site, carla, "10.9.0.2");
    for (const caller of [site.client(), client]) {
      expect(await failedWith(clientsOf(caller).list.query({}))).toBe(401);
      expect(await failedWith(clientsOf(caller).get.query({ email: carla }))).toBe(401);
      expect(await failedWith(clientsOf(caller).notes.query({ email: carla }))).toBe(401);
      expect(await failedWith(clientsOf(caller).addNote.mutate({ email: carla, body: "Sneaky" }))).toBe(401);
      expect(await failedWith(clientsOf(caller).sendSignInCode.mutate({ email: carla }))).toBe(401);
    }
    expect(await site.db.select().from(clientNotes).where(eq(clientNotes.body, "Sneaky"))).toEqual([]);
  });
});

describe("one client's page", () => {
  it("shows her whole history: bookings newest first with their sessions, payments and totals", async () => {
    const profile = await clientsOf(admin).get.query({ email: "Carla.Reyes@Example.com" });
    expect(profile.email).toBe(carla);
    expect(profile.bookings).toHaveLength(3);
    expect(profile.bookings[0]?.id).toBe(twelve);
    expect(profile.bookings[0]?.sessionType).toBe("gym");
    expect(profile.bookings[0]?.sessions.map((s) => s.status)).toEqual([
      "completed",
      "scheduled",
      "scheduled",
      "scheduled",
      "cancelled",
      "postponed",
      ...Array(6).fill("pending"),
    ]);
    expect(profile.bookings.map((b) => b.paymentStatus).sort()).toEqual(["paid", "paid", "unpaid"]);
    expect(profile.totalPaid).toBe("1040.00");
    expect(profile.refunds).toEqual([]);
    expect(await failedWith(clientsOf(admin).get.query({ email: "nobody@example.com" }))).toBe(404);
  });

  it("schedules one of her pending sessions through the sessions' own procedure, and the counts follow", async () => {
    const [pending] = await site.db
      .select({ id: packageSessions.id })
      .from(packageSessions)
      .where(and(eq(packageSessions.bookingId, twelve), eq(packageSessions.status, "pending")))
      .orderBy(packageSessions.sessionNumber)
      .limit(1);
    await admin.trpc.admin.sessions.schedule.mutate({ id: pending?.id ?? 0, date: "2026-11-24", time: "17:00" });
    const [client] = (await directory({ search: carla })).clients;
    expect(client?.packages.find((item) => item.bookingId === twelve)).toMatchObject({ scheduled: 4, left: 6 });
    expect(client?.nextSession).toBe(new Date("2026-11-24T22:00:00Z").toISOString());
  });
});

describe("private notes", () => {
  it("keeps one note per attempt, written by the signed-in trainer, newest first", async () => {
    const requestKey = randomUUID();
    const note = { email: carla, body: "  Knee surgery in 2019: no deep lunges.  ", requestKey };
    const [first, second] = await Promise.all([
      clientsOf(admin).addNote.mutate(note),
      clientsOf(admin).addNote.mutate(note),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ body: "Knee surgery in 2019: no deep lunges.", writtenBy: "coach" });
    const stored = await site.db.select().from(clientNotes).where(eq(clientNotes.clientEmail, carla));
    expect(stored).toHaveLength(1);

    await clientsOf(admin).addNote.mutate({ email: carla, body: "Prefers 7 AM.", requestKey: randomUUID() });
    const { notes } = await clientsOf(admin).notes.query({ email: carla });
    expect(notes.map((n) => n.body)).toEqual(["Prefers 7 AM.", "Knee surgery in 2019: no deep lunges."]);
  });

  it("pages older notes after the oldest shown", async () => {
    const email = "paged00@example.com";
    for (let i = 0; i < 22; i++) await clientsOf(admin).addNote.mutate({ email, body: `Note ${i}` });
    const first = await clientsOf(admin).notes.query({ email });
    expect(first.notes).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const older = await clientsOf(admin).notes.query({ email, cursor: first.notes.at(-1)?.id });
    expect(older).toEqual({
      notes: [expect.objectContaining({ body: "Note 1" }), expect.objectContaining({ body: "Note 0" })],
      hasMore: false,
    });
  });

  it("refuses an empty note naming the field, and a note on someone who is no client", async () => {
    const empty = await trpcError(clientsOf(admin).addNote.mutate({ email: carla, body: "   " }));
    expect(empty.data?.httpStatus).toBe(400);
    expect(empty.data?.issues).toEqual([{ path: "body", message: "Please write the note" }]);
    expect(await failedWith(clientsOf(admin).addNote.mutate({ email: "stranger@example.com", body: "Hello" }))).toBe(
      404,
    );
  });
});

describe("a sign-in code for her", () => {
  it("e-mails the portal's code once per attempt, and the code signs her in", async () => {
    const email = "paged05@example.com";
    const codesSent = async () =>
      (
        await site.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "verification-code")))
      ).length;
    const requestKey = randomUUID();
    const answers = await Promise.all([
      statusOf(clientsOf(admin).sendSignInCode.mutate({ email, requestKey })),
      statusOf(clientsOf(admin).sendSignInCode.mutate({ email, requestKey })),
    ]);
    expect(answers).toEqual([200, 200]);
    expect(await codesSent()).toBe(1);
    expect(await statusOf(site.trpc.portal.verify.mutate({ email, code: await latestCode(site, email) }))).toBe(200);
    expect(await site.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("keeps the portal's limit of 5 codes an hour per e-mail", async () => {
    const email = "paged06@example.com";
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(await statusOf(clientsOf(admin).sendSignInCode.mutate({ email, requestKey: randomUUID() })));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("at scale", () => {
  it("answers a page of the directory quickly with 50,000 bookings: grouped and paged by the database", async () => {
    // 10,000 more clients with five bookings each, a third of them paid with four sessions.
    await site.db.execute(sql`
      insert into bookings (package_id, package_name, date, time, location, client_name, client_email, amount,
        original_amount, payment_status, created_at)
      select 6, '12 Gym Sessions', '2026-01-01', 'to-be-scheduled', 'gym', 'Scale Client ' || (g % 10000),
        'scale' || (g % 10000) || '@example.com', 960, 960, case when g % 3 = 0 then 'paid' else 'unpaid' end,
        timestamptz '2026-06-01' - make_interval(mins => g)
      from generate_series(1, 50000) g`);
    await site.db.execute(sql`
      insert into package_sessions (booking_id, session_number, status)
      select id, n, 'pending' from bookings, generate_series(1, 4) n
      where client_email like 'scale%' and payment_status = 'paid'`);
    await site.db.execute(sql`analyze`);
    const timed = async (input: ListInput) => {
      const began = performance.now();
      const answer = await clientsOf(admin).list.query(input);
      return { ms: performance.now() - began, clients: answer.clients };
    };
    await timed({}); // the first read warms the caches
    for (const input of [{}, { page: 300 }, { search: "Scale Client 777" }]) {
      const { ms, clients } = await timed(input);
      expect(clients.length).toBeGreaterThan(0);
      expect(ms).toBeLessThan(1500);
    }
    // Client 1234 booked as g = 1234, 11234, 21234, 31234 and 41234; those with g % 3 = 0 are paid.
    const [scale] = (await timed({ search: "scale1234@" })).clients;
    const paidCount = [1234, 11234, 21234, 31234, 41234].filter((g) => g % 3 === 0).length;
    expect(scale?.totalPaid).toBe((960 * paidCount).toFixed(2));
    expect(scale?.packages).toHaveLength(paidCount);
    expect(scale?.packages.every((item) => item.left === 4)).toBe(true);
    // Seeding 50,000 bookings and 66,000 sessions (each through the ledger's trigger) takes 10 s on an idle
    // machine and three times that beside another test file; the reads it measures keep their 1.5 s each.
  }, 120_000);
});

// A pack that expires: its last day from the package's months after payment, shown to her and the trainer; a
// reminder two weeks before, once; the sessions left to book lapse after it (the ledger says expired), those
// booked stay; the trainer gives more time, which brings the lapsed ones back, audited, once.
import { sweepPackExpiry } from "@studio/api";
import { emailOutbox, sessionLedger } from "@studio/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, bookingRow, schedule, sessionsOf, signedInBuyer } from "../fixtures";
import {
  type HttpClient,
  signInAdmin,
  signInClient,
  startTestServer,
  statusOf,
  type TestServer,
  trpcError,
} from "../harness";

// Monday Nov 23, 2026, 9:00 AM in Miami.
const PAID = new Date("2026-11-23T14:00:00Z");
let clock = PAID;
let site: TestServer;
let admin: HttpClient;
const sweep = () => sweepPackExpiry(site.server.services);
/** What the trainer is answered, signed in at the clock's time (her sign-in lasts hours, not months). */
const asTrainer = async () => {
  admin = await signInAdmin(site);
  return admin;
};
const rawMutation = (caller: HttpClient, name: string, input: unknown) => caller.post(`/trpc/${name}`, input);
/** She signs in again as the clock moves: her sign-in lasts 30 days. */
const asClient = async (email: string, ip: string) => (await signInClient(site, email, ip)).client;
const expiryMails = (email: string) =>
  site.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "pack-expiring")));

beforeAll(async () => {
  site = await startTestServer({ TRUST_PROXY: "true" }, { now: () => clock });
  await asTrainer();
  // The 12-session gym pack is to be used within 2 months of payment.
  const gym = (await admin.trpc.admin.packages.list.query()).find((item) => item.id === 6);
  if (!gym) throw new Error("no package 6");
  const { id, position, bookingCount, ...fields } = gym;
  await admin.trpc.admin.packages.update.mutate({ ...fields, id, validMonths: 2 });
});
afterAll(() => site.close());

describe("the package's rule", () => {
  it("is kept, shown on the site, and left as it was by an edit that does not name it", async () => {
    expect((await site.trpc.packages.list.query()).find((item) => item.id === 6)?.validMonths).toBe(2);
    const gym = (await admin.trpc.admin.packages.list.query()).find((item) => item.id === 6);
    if (!gym) throw new Error("no package 6");
    const { id, position, bookingCount, validMonths, ...fields } = gym;
    await admin.trpc.admin.packages.update.mutate({ ...fields, id, description: "Twelve hours with me." });
    expect((await admin.trpc.admin.packages.list.query()).find((item) => item.id === 6)?.validMonths).toBe(2);
  });

  it("refuses months out of 1 to 36, naming the field, and changes nothing", async () => {
    const gym = (await admin.trpc.admin.packages.list.query()).find((item) => item.id === 6);
    if (!gym) throw new Error("no package 6");
    const { position, bookingCount, ...fields } = gym;
    for (const [validMonths, message] of [
      [0, "Expiry must be 1 to 36 months"],
      [37, "Expiry must be 1 to 36 months"],
      [1.5, "Expiry must be whole months"],
      ["3", "Expiry must be a number of months"],
    ] as const) {
      const answer = await rawMutation(admin, "admin.packages.update", { ...fields, validMonths });
      expect(answer.status, String(validMonths)).toBe(400);
      expect(answer.json.error.data.issues[0]).toEqual({ path: "validMonths", message });
    }
    expect((await admin.trpc.admin.packages.list.query()).find((item) => item.id === 6)?.validMonths).toBe(2);
  });
});

describe("a pack that expires", () => {
  const email = "expiring@example.com";
  let bookingId: number;
  let sessionIds: number[];
  let client: HttpClient;

  it("has its last day two months after the Miami day it was paid, for her and for the trainer", async () => {
    clock = PAID;
    ({ bookingId, sessionIds, client } = await signedInBuyer(site, email, { clientName: "Marta Ruiz" }));
    expect((await bookingRow(site, bookingId)).expiresAt?.toISOString()).toBe("2027-01-24T05:00:00.000Z");
    const mine = (await client.trpc.portal.mySessions.query()).sessions.find((pack) => pack.bookingId === bookingId);
    expect(mine?.expiresOn).toBe("2027-01-23");
    const profile = await admin.trpc.admin.clients.get.query({ email });
    expect(profile.bookings[0]?.expiresOn).toBe("2027-01-23");
  });

  it("refuses her an hour after the last day, in her language, and takes one before it", async () => {
    // Eight weeks ahead reaches past the last day once it is near.
    clock = new Date("2027-01-04T14:00:00Z");
    client = await asClient(email, "10.8.0.1");
    const [first, second] = sessionIds;
    const after = await schedule(client, second ?? 0, "2027-01-25", "07:00");
    expect(after.status).toBe(400);
    expect(after.json.issues[0]).toEqual({
      path: "date",
      message: "This package's sessions can be booked up to January 23. Please choose an earlier day.",
    });
    const spanish = await trpcError(
      client
        .trpcWith({ "x-site-language": "es" })
        .portal.schedule.mutate({ sessionId: second ?? 0, date: "2027-01-25", time: "07:00" }),
    );
    expect(spanish.message).toBe(
      "Las sesiones de este paquete se pueden reservar hasta el 23 de enero. Elige un día anterior.",
    );
    expect((await schedule(client, first ?? 0, "2027-01-22", "07:00")).status).toBe(200);
  });

  it("reminds her once, two weeks before, however many sweeps run at once", async () => {
    clock = new Date("2027-01-08T14:00:00Z");
    expect((await sweep()).reminded).toBe(0);
    clock = new Date("2027-01-10T14:00:00Z");
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    const mails = await expiryMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("11 sessions of 12 Gym Sessions to book by Saturday, January 23");
  });

  it("lapses the sessions left to book after the last day, once, and keeps the one booked", async () => {
    clock = new Date("2027-01-24T04:59:00Z");
    expect((await sweep()).lapsed).toBe(0);
    clock = new Date("2027-01-24T05:00:00Z");
    client = await asClient(email, "10.8.0.2");
    const runs = await Promise.all([sweep(), sweep(), sweep()]);
    expect(runs.reduce((sum, run) => sum + run.lapsed, 0)).toBe(11);
    const sessions = await sessionsOf(site, bookingId);
    expect(sessions.filter((row) => row.status === "cancelled")).toHaveLength(11);
    expect(sessions.filter((row) => row.status === "scheduled")).toHaveLength(1);
    const expired = await site.db
      .select()
      .from(sessionLedger)
      .where(and(eq(sessionLedger.bookingId, bookingId), eq(sessionLedger.kind, "expired")));
    expect(expired).toHaveLength(11);
    expect(expired.every((entry) => entry.actor === "expiry" && entry.credits === -1)).toBe(true);
    const mine = (await client.trpc.portal.mySessions.query()).sessions.find((pack) => pack.bookingId === bookingId);
    expect(mine?.balance).toMatchObject({ left: 0, scheduled: 1, expired: 11, forfeited: 0 });
    expect(mine?.sessions.filter((session) => session.expired)).toHaveLength(11);
  });

  it("gives the pack more time from the trainer: the lapsed sessions are back, audited, once", async () => {
    await asTrainer();
    const extend = () => admin.trpc.admin.bookings.extendExpiry.mutate({ id: bookingId, until: "2027-03-31" });
    const [first, again] = await Promise.all([extend(), extend()]);
    expect([first.restored, again.restored].sort()).toEqual([0, 11]);
    expect((await extend()).restored).toBe(0);
    const sessions = await sessionsOf(site, bookingId);
    expect(sessions.filter((row) => row.status === "pending")).toHaveLength(11);
    expect((await bookingRow(site, bookingId)).expiresAt?.toISOString()).toBe("2027-04-01T04:00:00.000Z");
    const audited = (await auditEntries(site, undefined)).filter((entry) => entry.action === "booking.extend_expiry");
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      bookingId,
      clientEmail: email,
      before: { expiresOn: "2027-01-23" },
      after: { expiresOn: "2027-03-31", restored: 11 },
    });
    const mine = (await client.trpc.portal.mySessions.query()).sessions.find((pack) => pack.bookingId === bookingId);
    expect(mine).toMatchObject({ expiresOn: "2027-03-31", balance: { left: 11, expired: 0 } });
    // Told again before the new day.
    clock = new Date("2027-03-20T14:00:00Z");
    await sweep();
    expect(await expiryMails(email)).toHaveLength(2);
  });

  it("refuses a day not after today, a bad day, an unpaid booking and anyone but the trainer", async () => {
    clock = new Date("2027-03-20T14:00:00Z");
    await asTrainer();
    const today = await trpcError(
      admin.trpc.admin.bookings.extendExpiry.mutate({ id: bookingId, until: "2027-03-20" }),
    );
    expect(today.data?.httpStatus).toBe(400);
    expect(today.message).toBe("Pick a day after today.");
    const far = await trpcError(admin.trpc.admin.bookings.extendExpiry.mutate({ id: bookingId, until: "2033-01-03" }));
    expect(far.message).toBe("Pick a day within five years.");
    const bad = await rawMutation(admin, "admin.bookings.extendExpiry", { id: bookingId, until: "2027-02-30" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.data.issues[0].path).toBe("until");
    const unpaid = await site.client().post("/api/bookings", {
      packageId: 6,
      clientName: "Nadia Paz",
      clientEmail: "unpaid@example.com",
      phone: "3055550100",
    });
    const refused = await trpcError(
      admin.trpc.admin.bookings.extendExpiry.mutate({ id: Number(unpaid.json.id), until: "2027-06-01" }),
    );
    expect(refused.data?.httpStatus).toBe(409);
    expect(await statusOf(admin.trpc.admin.bookings.extendExpiry.mutate({ id: 999_999, until: "2027-06-01" }))).toBe(
      404,
    );
    expect(await statusOf(client.trpc.admin.bookings.extendExpiry.mutate({ id: bookingId, until: "2027-06-01" }))).toBe(
      401,
    );
    expect((await bookingRow(site, bookingId)).expiresAt?.toISOString()).toBe("2027-04-01T04:00:00.000Z");
  });
});

describe("a pack of a package without months", () => {
  it("never expires: no last day, no reminder, nothing lapses", async () => {
    clock = PAID;
    const { bookingId, client } = await signedInBuyer(site, "forever@example.com", { packageId: 7 });
    expect((await bookingRow(site, bookingId)).expiresAt).toBeNull();
    clock = new Date("2030-01-01T14:00:00Z");
    await sweep();
    expect((await sessionsOf(site, bookingId)).every((row) => row.status === "pending")).toBe(true);
    expect(await expiryMails("forever@example.com")).toHaveLength(0);
    clock = PAID;
    const mine = (await client.trpc.portal.mySessions.query()).sessions[0];
    expect(mine?.expiresOn).toBeNull();
  });
});

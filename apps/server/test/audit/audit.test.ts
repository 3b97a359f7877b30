// The audit trail through the real server: every admin action on money or a client's sessions leaves one entry,
// written with the change (a refused action leaves none), with who, what and the row before and after; read back a
// page at a time, newest first, for a booking or a client.
import { adminAudit } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../fixtures";
import { buyPackage, type HttpClient, signInAdmin, signInClient, startTestServer, type TestServer } from "../harness";

// Monday Nov 23, 2026, 9:00 AM in Miami.
const clock = new Date("2026-11-23T14:00:00Z");
let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
  admin = await signInAdmin(site);
});
afterAll(() => site.close());

/** The stored entries of a booking, oldest first, with before and after read back from their JSON. */
const entriesOf = (bookingId: number) => auditEntries(site, eq(adminAudit.bookingId, bookingId));

async function unpaidBooking(email: string, packageId = 6) {
  const created = await site
    .client()
    .post("/api/bookings", { packageId, clientName: "Ana Torres", clientEmail: email, phone: "3055550100" });
  return Number(created.json.id);
}

describe("the audit trail", () => {
  it("records a cash payment with who marked it and how, and nothing for the refused repeat", async () => {
    const id = await unpaidBooking("cash.audit@example.com");
    await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "paid", method: "cash" });
    expect((await admin.request("PATCH", `/api/admin/bookings/${id}`, { paymentStatus: "paid" })).status).toBe(409);
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: "coach",
      action: "booking.mark_paid",
      sessionId: null,
      clientEmail: "cash.audit@example.com",
      before: {
        status: "pending",
        paymentStatus: "unpaid",
        paymentMethod: null,
        paymentRecordedBy: null,
        amount: "960.00",
      },
      after: {
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: "manual",
        paymentRecordedBy: "coach",
        manualMethod: "cash",
        sessionsCreated: 12,
      },
    });
  });

  it("records the trainer's session changes (status, schedule, move, cancel), and none of the client's own", async () => {
    const email = "sessions.audit@example.com";
    const { bookingId, sessionIds } = await buyPackage(site, email);
    const [first, second, third] = sessionIds;
    const { client } = await signInClient(site, email, "10.20.0.1");
    // Her own scheduling is hers: no entry.
    expect(
      (await client.post(`/api/portal/sessions/${third}/schedule`, { date: "2026-11-27", time: "08:00" })).status,
    ).toBe(200);

    await admin.request("PATCH", `/api/admin/sessions/${first}/status`, { status: "postponed" });
    await admin.post(`/api/admin/sessions/${second}/schedule`, { date: "2026-11-25", time: "10:00" });
    await admin.post(`/api/admin/sessions/${second}/schedule`, { date: "2026-11-26", time: "11:00" });
    await admin.trpc.admin.hours.cancelSession.mutate({ id: second });
    // Refused (not scheduled any more): rolled back with its entry.
    expect((await admin.post(`/api/admin/sessions/${second}/cancel`, {})).status).toBe(409);

    const entries = await entriesOf(bookingId);
    expect(entries.map((entry) => [entry.action, entry.sessionId])).toEqual([
      ["session.status", first],
      ["session.schedule", second],
      ["session.move", second],
      ["session.cancel", second],
    ]);
    expect(entries.every((entry) => entry.actor === "coach" && entry.clientEmail === email)).toBe(true);
    expect(entries[0]).toMatchObject({ before: { status: "pending" }, after: { status: "postponed" } });
    expect(entries[1]).toMatchObject({
      before: { status: "pending", date: null, time: null },
      after: { status: "scheduled", date: "2026-11-25", time: "10:00" },
    });
    expect(entries[2]).toMatchObject({
      before: { date: "2026-11-25", time: "10:00" },
      after: { status: "scheduled", date: "2026-11-26", time: "11:00" },
    });
    // Cancelled by the studio: the credit comes back, so the session is pending again with no hour.
    expect(entries[3]).toMatchObject({
      before: { status: "scheduled", date: "2026-11-26" },
      after: { status: "pending", date: null, time: null },
    });
  });

  it("records a cancel with its refund, and a delete with the whole booking before it went", async () => {
    const email = "cancel.audit@example.com";
    const { bookingId } = await buyPackage(site, email);
    await admin.trpc.admin.bookings.cancel.mutate({ id: bookingId, refund: "full" });
    const entries = await entriesOf(bookingId);
    expect(entries.map((entry) => entry.action)).toEqual(["booking.cancel", "booking.refund"]);
    expect(entries[0]).toMatchObject({
      before: {
        status: "confirmed",
        paymentStatus: "paid",
        sessions: { total: 12, completed: 0, forfeited: 0, past: 0, scheduled: 0, unscheduled: 12 },
      },
      after: { status: "cancelled", paymentStatus: "cancelled", refund: "full" },
    });
    expect(entries[0]?.after.sessionsCancelled).toHaveLength(12);
    expect(entries[1]).toMatchObject({
      before: null,
      after: { amount: "960.00", provider: "mock", status: "succeeded", requestedBy: "coach" },
    });

    const doomed = await unpaidBooking("delete.audit@example.com", 1);
    expect((await admin.request("DELETE", `/api/admin/bookings/${doomed}`)).status).toBe(200);
    const [deleted] = await entriesOf(doomed);
    expect(deleted).toMatchObject({
      action: "booking.delete",
      after: null,
      before: { id: doomed, clientEmail: "delete.audit@example.com", packageName: "Gym Session" },
    });
    // The trail outlives the booking.
    expect((await admin.trpc.admin.audit.forBooking.query({ bookingId: doomed })).entries).toHaveLength(1);
  });

  it("reads a booking's entries and a client's, newest first, a page at a time", async () => {
    const email = "pages.audit@example.com";
    const { bookingId, sessionIds } = await buyPackage(site, email);
    for (const id of sessionIds.slice(0, 5)) {
      await admin.request("PATCH", `/api/admin/sessions/${id}/status`, { status: "postponed" });
    }
    const stored = (await entriesOf(bookingId)).map((entry) => entry.id).reverse();
    expect(stored).toHaveLength(5);

    const first = await admin.trpc.admin.audit.forBooking.query({ bookingId, limit: 2 });
    expect(first.entries.map((entry: { id: number }) => entry.id)).toEqual(stored.slice(0, 2));
    expect(first.nextCursor).toBe(stored[1]);
    const second = await admin.trpc.admin.audit.forBooking.query({ bookingId, limit: 2, cursor: first.nextCursor });
    expect(second.entries.map((entry: { id: number }) => entry.id)).toEqual(stored.slice(2, 4));
    const last = await admin.trpc.admin.audit.forBooking.query({ bookingId, limit: 2, cursor: second.nextCursor });
    expect(last.entries.map((entry: { id: number }) => entry.id)).toEqual(stored.slice(4));
    expect(last.nextCursor).toBeNull();
    expect(first.entries[0]).toMatchObject({ actor: "coach", action: "session.status", bookingId, clientEmail: email });
    expect(JSON.parse(first.entries[0]?.after ?? "")).toMatchObject({ status: "postponed" });

    // Her second booking's entry joins her history; nobody else's does.
    const other = await unpaidBooking(email, 1);
    await admin.request("PATCH", `/api/admin/bookings/${other}`, { paymentStatus: "paid", method: "bank" });
    const history = await admin.trpc.admin.audit.forClient.query({ clientEmail: "Pages.Audit@example.com", limit: 50 });
    expect(history.entries.map((entry) => entry.bookingId)).toEqual([other, ...stored.map(() => bookingId)]);
    expect(history.entries[0]).toMatchObject({ action: "booking.mark_paid" });
    expect(history.nextCursor).toBeNull();
  });
});

// A sale at the desk (admin.sales.sell): paid in cash or by transfer there and then, or through a payment link the
// client pays on her phone. Read back from the rows, the audit trail and the e-mails at the test's SMTP server.
import { randomUUID } from "node:crypto";
import { releaseStaleBookings } from "@studio/api";
import { adminAudit, bookings, packageSessions } from "@studio/db";
import type { DeskSaleInput } from "@studio/validators";
import { DAY_MS } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, bookingRow, clientAddress, sessionsOf } from "../fixtures";
import {
  type HttpClient,
  signInAdmin,
  signInClient,
  startServerWithMail,
  type TestServer,
  trpcError,
} from "../harness";
import type { SmtpServer } from "../smtp";

let site: TestServer;
let smtp: SmtpServer;
let admin: HttpClient;
// Monday Nov 23, 2026, 9:00 AM in Miami; moved on by tests that let time pass.
let clock = new Date("2026-11-23T14:00:00Z");
beforeAll(async () => {
  ({ site, smtp } = await startServerWithMail({ TRUST_PROXY: "true" }, { now: () => clock }));
  admin = await signInAdmin(site);
});
afterAll(() => site?.close());

const sale = (changes: Partial<DeskSaleInput> = {}): DeskSaleInput => ({
  client: { name: "Marta Díaz", email: "marta.desk@example.com", phone: "3055550111", language: "es" },
  packageId: 6,
  paidWith: "cash",
  requestKey: randomUUID(),
  ...changes,
});
const bookingsOf = (email: string) => site.db.select().from(bookings).where(eq(bookings.clientEmail, email));

describe("a sale at the desk", () => {
  it("paid in cash is a paid booking at once, with her name on it, audited, and a receipt in the client's language", async () => {
    const from = smtp.received.length;
    const sold = await admin.trpc.admin.sales.sell.mutate(sale());
    expect(sold.payLink).toBeNull();
    expect(sold.firstSession).toBeNull();
    const row = await bookingRow(site, sold.booking.id);
    expect(row).toMatchObject({
      paymentStatus: "paid",
      status: "confirmed",
      paymentMethod: "manual",
      manualMethod: "cash",
      soldBy: "coach",
      paymentRecordedBy: "coach",
      amount: "960.00",
      language: "es",
      clientName: "Marta Díaz",
    });
    expect(row.paidAt?.toISOString()).toBe(clock.toISOString());
    expect(await sessionsOf(site, row.id)).toHaveLength(12);
    const [entry] = await auditEntries(site, eq(adminAudit.bookingId, row.id));
    expect(entry).toMatchObject({
      actor: "coach",
      action: "booking.desk_sale",
      after: { amount: "960.00", sessionCount: 12, paidWith: "cash" },
    });
    const receipt = await smtp.nextTo("marta.desk@example.com", from);
    expect(receipt.subject).toBe("Reserva confirmada: 12 sesiones en el gimnasio");
    expect(receipt.text).toContain("Hola, Marta:");
    expect(receipt.text).toContain("12 sesiones");
    // The trainer is not told of her own sale.
    expect(smtp.received.slice(from).filter((mail) => mail.subject?.startsWith("New booking"))).toHaveLength(0);
  });

  it("at her own price and number of sessions, by bank transfer", async () => {
    const email = "rosa.custom@example.com";
    const sold = await admin.trpc.admin.sales.sell.mutate(
      sale({
        client: { name: "Rosa Vidal", email, phone: null, language: "en" },
        paidWith: "bank",
        custom: { price: "500", sessionCount: 6 },
      }),
    );
    expect(sold.booking).toMatchObject({ amount: "500.00", originalAmount: "500.00", sessionCount: 6 });
    expect(await bookingRow(site, sold.booking.id)).toMatchObject({ manualMethod: "bank", paymentStatus: "paid" });
    expect(await sessionsOf(site, sold.booking.id)).toHaveLength(6);
    const receipt = await smtp.nextTo(email);
    expect(receipt.text).toContain("12 Gym Sessions (6 sessions)");
    expect(receipt.text).toContain("Paid: $500 on Nov 23, 2026");
  });

  it("sent twice, or ten times at once, is one sale and one receipt", async () => {
    const email = "twice.desk@example.com";
    const once = sale({ client: { name: "Twice Desk", email, phone: null, language: "en" } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.trpc.admin.sales.sell.mutate(once)));
    expect(new Set(answers.map((answer) => answer.booking.id)).size).toBe(1);
    const again = await admin.trpc.admin.sales.sell.mutate(once);
    expect(again.booking.id).toBe(answers[0]?.booking.id);
    expect(await bookingsOf(email)).toHaveLength(1);
    await smtp.nextTo(email);
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a second receipt to show up
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email))).toHaveLength(1);
    // The same form's key for another sale is refused.
    const reused = await trpcError(admin.trpc.admin.sales.sell.mutate({ ...once, packageId: 7 }));
    expect(reused.data?.httpStatus).toBe(409);
  });

  it("with her first session booked in the same step, and told back when that hour cannot be had", async () => {
    const email = "first.session@example.com";
    const client = { name: "Inés Mora", email, phone: null, language: "en" as const };
    const booked = await admin.trpc.admin.sales.sell.mutate(
      sale({ client, packageId: 1, firstSession: { date: "2026-11-25", time: "10:00" } }),
    );
    expect(booked.firstSession).toEqual({ when: expect.stringContaining("10:00 AM") });
    const [first] = await sessionsOf(site, booked.booking.id);
    expect(first).toMatchObject({ status: "scheduled", date: "2026-11-25", time: "10:00" });

    // Within the studio's notice: the sale stands, the session waits to be booked.
    const soon = await admin.trpc.admin.sales.sell.mutate(
      sale({ client, packageId: 1, firstSession: { date: "2026-11-23", time: "10:00" } }),
    );
    expect(soon.booking.paymentStatus).toBe("paid");
    expect(soon.firstSession).toEqual({ refused: expect.any(String) });
    const [waiting] = await sessionsOf(site, soon.booking.id);
    expect(waiting?.status).toBe("pending");
  });
});

describe("a sale paid through a payment link", () => {
  it("is held for the client for a week, e-mailed in her language, and paid with the link's token", async () => {
    const email = "lucia.link@example.com";
    const from = smtp.received.length;
    const sold = await admin.trpc.admin.sales.sell.mutate(
      sale({ client: { name: "Lucía Fernández", email, phone: null, language: "es" }, paidWith: "link" }),
    );
    expect(sold.booking).toMatchObject({ paymentStatus: "unpaid", status: "pending", soldBy: "coach" });
    expect(new Date(sold.booking.payBy ?? 0).getTime()).toBe(clock.getTime() + 7 * DAY_MS);
    const link = new URL(sold.payLink ?? "");
    expect(link.pathname).toBe("/es/pay");
    const id = Number(link.searchParams.get("booking"));
    const token = link.searchParams.get("token");
    expect(id).toBe(sold.booking.id);

    const mail = await smtp.nextTo(email, from);
    expect(mail.subject).toBe("Tu compra: 12 sesiones en el gimnasio. Paga de forma segura desde tu teléfono");
    expect(mail.text).toContain(sold.payLink);
    expect(mail.text).toContain(`Pagar $960: ${sold.payLink}`);
    expect(mail.text).toContain("hasta el lunes, 30 de noviembre");
    expect(await sessionsOf(site, id)).toHaveLength(0);

    // Past the booking form's 30 minutes, the sweep leaves it; she finds it in My Sessions and pays it.
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await releaseStaleBookings(site.server.services)).toBe(0);
    const { client } = await signInClient(site, email, clientAddress(site));
    const awaiting = await client.trpc.portal.awaitingPayment.query();
    expect(awaiting.bookings.map((booking) => booking.id)).toEqual([id]);
    const paid = await site.client().post("/api/create-payment-intent", { bookingId: id, token });
    expect(paid.status, paid.text).toBe(200);
    expect(await bookingRow(site, id)).toMatchObject({ paymentStatus: "paid", paymentMethod: "mock" });
    expect(await sessionsOf(site, id)).toHaveLength(12);
  });

  it("left unpaid is released once its week is over", async () => {
    const email = "late.link@example.com";
    admin = await signInAdmin(site); // two days on, her earlier sign-in is over
    const sold = await admin.trpc.admin.sales.sell.mutate(
      sale({ client: { name: "Late Link", email, phone: null, language: "en" }, paidWith: "link" }),
    );
    clock = new Date(clock.getTime() + 6 * DAY_MS);
    await releaseStaleBookings(site.server.services);
    expect((await bookingRow(site, sold.booking.id)).status).toBe("pending");
    clock = new Date(clock.getTime() + DAY_MS + 60_000);
    await releaseStaleBookings(site.server.services);
    expect(await bookingRow(site, sold.booking.id)).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    // Her sign-in lasts hours, not the week that passed.
    admin = await signInAdmin(site);
  });

  it("cannot book the first session before it is paid", async () => {
    const refused = await trpcError(
      admin.trpc.admin.sales.sell.mutate(
        sale({ paidWith: "link", firstSession: { date: "2026-12-30", time: "10:00" } }),
      ),
    );
    expect(refused.data?.httpStatus).toBe(400);
    expect(refused.message).toContain("payment link");
  });
});

describe("what a sale refuses", () => {
  it("names the field and the rule of each bad value, and changes nothing", async () => {
    const email = "bad.desk@example.com";
    const client = { name: "Bad Desk", email, phone: null, language: "en" as const };
    const cases: [unknown, string][] = [
      [{ ...sale({ client }), paidWith: "card" }, "paidWith"],
      [{ ...sale({ client }), custom: { price: "-5", sessionCount: 2 } }, "custom.price"],
      [{ ...sale({ client }), custom: { price: "100", sessionCount: 0 } }, "custom.sessionCount"],
      [{ ...sale({ client }), custom: { price: "100", sessionCount: 101 } }, "custom.sessionCount"],
      [{ ...sale({ client }), client: { ...client, email: "not-an-email" } }, "client.email"],
      [{ ...sale({ client }), client: { ...client, language: "fr" } }, "client.language"],
      [{ ...sale({ client }), requestKey: undefined }, "requestKey"],
      [{ ...sale({ client }), packageId: 2 }, "address"],
      [{ ...sale({ client }), paidWith: "link", custom: { price: "0", sessionCount: 1 } }, "paidWith"],
      [{ ...sale({ client }), firstSession: { date: "2026-02-30", time: "10:00" } }, "firstSession.date"],
    ];
    for (const [input, field] of cases) {
      const answer = await admin.post("/trpc/admin.sales.sell", input);
      expect(answer.status, `${field}: ${answer.text}`).toBe(400);
      expect(JSON.stringify(answer.json), field).toContain(field.split(".").at(-1));
    }
    const unknown = await admin.post("/trpc/admin.sales.sell", sale({ client, packageId: 9999 }));
    expect(unknown.status).toBe(404);
    expect(await bookingsOf(email)).toHaveLength(0);
  });

  it("is the trainer's alone", async () => {
    const { client } = await signInClient(site, "not.trainer@example.com", clientAddress(site));
    for (const caller of [client, site.client()]) {
      const answer = await caller.post(
        "/trpc/admin.sales.sell",
        sale({ client: { ...sale().client, email: "x@example.com" } }),
      );
      expect(answer.status).toBe(401);
    }
    expect(
      await site.db
        .select()
        .from(packageSessions)
        .innerJoin(bookings, eq(bookings.id, packageSessions.bookingId))
        .where(eq(bookings.clientEmail, "x@example.com")),
    ).toHaveLength(0);
  });
});

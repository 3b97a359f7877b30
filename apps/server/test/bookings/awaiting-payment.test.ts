// A booking she made and did not pay for, offered back to her in My Sessions: only her own, only while it is held
// (until the sweep releases it as abandoned), each with the token that lets the same checkout pay the same booking.
import { releaseStaleBookings } from "@studio/api";
import { bookings } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, failedWith, type HttpClient, signInClient, startTestServer, type TestServer } from "../harness";

let site: TestServer;
let clock = new Date("2026-11-21T15:00:00Z");
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60 * 1000);
};
beforeAll(async () => {
  site = await startTestServer({}, { now: () => clock });
});
afterAll(() => site.close());

interface Awaiting {
  id: number;
  packageId: number;
  packageName: string;
  clientName: string;
  amount: string;
  createdAt: string;
  heldUntil: string;
  accessToken: string;
}

/** Her list over REST, and the same over tRPC (as My Sessions asks for it). */
async function awaitingOf(client: HttpClient): Promise<Awaiting[]> {
  const rest = await client.get("/api/portal/awaiting-payment");
  expect(rest.status).toBe(200);
  expect(await client.trpc.portal.awaitingPayment.query()).toEqual(rest.json);
  return rest.json.bookings;
}

const payAtCheckout = (bookingId: number, token: string) =>
  site.client().post("/api/create-payment-intent", { bookingId, token });

describe("bookings awaiting payment", () => {
  it("lists only her own unpaid bookings, newest first, with the token that pays each at checkout", async () => {
    const gymPack = await bookPackage(site, 6, "ana@example.com");
    later(1);
    const single = await bookPackage(site, 1, "ana@example.com");
    await bookPackage(site, 1, "ana@example.com", true); // paid: in her sessions, not here
    // The free consultation has nothing to pay, even before the booking form completes it.
    await bookPackage(site, 15, "ana@example.com");
    const someoneElses = await bookPackage(site, 2, "bea@example.com");

    const { client: ana } = await signInClient(site, "ana@example.com");
    const listed = await awaitingOf(ana);
    expect(listed.map((booking) => booking.id)).toEqual([single, gymPack]);
    const [first] = listed;
    expect(first).toMatchObject({
      packageId: 1,
      packageName: "Gym Session",
      clientName: "Carla Client",
      amount: "80.00",
    });
    // Held for the 30 minutes the sweep gives an unpaid booking.
    expect(new Date(first?.heldUntil ?? "").getTime() - new Date(first?.createdAt ?? "").getTime()).toBe(30 * 60_000);
    expect(Object.keys(first ?? {})).not.toContain("clientEmail");

    // The token is the booking's own: the checkout pays that very booking, which leaves the list.
    expect((await payAtCheckout(single, first?.accessToken ?? "")).status).toBe(200);
    const [paid] = await site.db.select().from(bookings).where(eq(bookings.id, single));
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentMethod: "mock" });
    expect((await awaitingOf(ana)).map((booking) => booking.id)).toEqual([gymPack]);
    // It opens no other booking.
    expect((await payAtCheckout(someoneElses, first?.accessToken ?? "")).status).toBe(403);

    // Another client sees her own, never Ana's.
    const { client: bea } = await signInClient(site, "bea@example.com");
    expect((await awaitingOf(bea)).map((booking) => booking.id)).toEqual([someoneElses]);
    // Nobody signed in: nothing.
    expect((await site.client().get("/api/portal/awaiting-payment")).status).toBe(401);
    expect(await failedWith(site.trpc.portal.awaitingPayment.query())).toBe(401);
  });

  it("stops offering a booking when it is due for release, and once it is released", async () => {
    const { client: cleo } = await signInClient(site, "cleo@example.com");
    const booked = await bookPackage(site, 6, "cleo@example.com");
    later(29);
    const [held] = await awaitingOf(cleo);
    expect(held?.id).toBe(booked);

    // Past its 30 minutes it is not offered, even before the sweep has run: it could be released while she pays.
    later(2);
    expect(await awaitingOf(cleo)).toEqual([]);
    expect(await releaseStaleBookings(site.server.services)).toBeGreaterThanOrEqual(1);
    const [released] = await site.db.select().from(bookings).where(eq(bookings.id, booked));
    expect(released).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(await awaitingOf(cleo)).toEqual([]);
    // Released, the booking cannot be paid with its token either.
    expect((await payAtCheckout(booked, held?.accessToken ?? "")).status).toBe(409);

    // A new booking of hers is offered again.
    const again = await bookPackage(site, 1, "cleo@example.com");
    expect((await awaitingOf(cleo)).map((booking) => booking.id)).toEqual([again]);
  });
});

// A gift card keeps its money when the woman who gave it (or received it) deletes her data: her name, her address
// and the note between the two go, and the card's balance can still be spent.
import { giftCards } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signInClient, startTestServer, type TestServer } from "../harness";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site?.close());

describe("a gift card and her erasure", () => {
  it("forgets the buyer who erased her data, and still takes its balance off a booking", async () => {
    const bought = await site.trpc.giftCards.buy.mutate({
      amount: 60,
      buyerName: "Ana Giver",
      buyerEmail: "ana.giver@example.com",
      recipientName: "Bea Taker",
      recipientEmail: "bea.taker@example.com",
      message: "From Ana, with love",
    });
    const { client } = await signInClient(site, "ana.giver@example.com");
    expect((await client.post("/api/portal/erase-code")).status).toBe(200);
    const erased = await client.post("/api/portal/erase", { code: await latestCode(site, "ana.giver@example.com") });
    expect(erased.status).toBe(200);

    const [card] = await site.db.select().from(giftCards).where(eq(giftCards.id, bought.giftCard.id));
    expect(card).toMatchObject({
      buyerName: "Erased client",
      buyerEmail: `erased-gift-card-${card?.id}@invalid`,
      message: null,
      recipientName: "Bea Taker",
      recipientEmail: "bea.taker@example.com",
      balance: "60.00",
      status: "active",
    });
    const booked = await site.trpc.bookings.create.mutate({
      packageId: 1,
      clientName: "Bea Taker",
      clientEmail: "bea.taker@example.com",
      phone: "3055550100",
      discountCode: card?.code,
    });
    expect(booked).toMatchObject({ amount: "20.00", discountAmount: "60.00" });
  });
});

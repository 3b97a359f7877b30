// A gift card sold at the desk: the trainer takes the cash, and the card is active at once, e-mailed to the recipient
// and the receipt to the buyer in the language she chose, with her name on it and its audit entry, all in one
// transaction. One card per attempt of her form, however often she taps.
import { type GiftCard, giftCards } from "@studio/db";
import type { issueGiftCardInput } from "@studio/validators";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Context } from "../context";
import { audit } from "../lib/audit";
import { oncePerRequest } from "../lib/once-per-request";
import { activateGiftCard, sendActivationEmails } from "./activation";
import { cardForRequest, insertCard } from "./purchase";

type Issue = z.output<typeof issueGiftCardInput>;

export async function issueGiftCard(ctx: Context, seller: string, input: Issue) {
  const card = await oncePerRequest(
    input.requestKey,
    (key) => cardForRequest(ctx, key, input),
    async () => {
      const sold = await ctx.db.transaction(async (tx) => {
        const made = await insertCard(ctx, input, input.language, tx, seller);
        if (!made) return null;
        const mail = await activateGiftCard(tx, ctx, made.id, { method: "manual", at: ctx.now() });
        await audit(tx, {
          actor: seller,
          action: "gift_card.desk_sale",
          clientEmail: made.buyerEmail,
          after: { giftCardId: made.id, amount: made.amount, recipientEmail: made.recipientEmail, paidWith: "cash" },
        });
        return { id: made.id, mail };
      });
      if (!sold) return null;
      await sendActivationEmails(ctx, sold.mail);
      return findCard(ctx, sold.id);
    },
  );
  return { ...card, redemptionCount: 0 };
}

async function findCard(ctx: Context, id: number): Promise<GiftCard> {
  const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!card) throw new Error(`Gift card ${id} vanished`);
  return card;
}

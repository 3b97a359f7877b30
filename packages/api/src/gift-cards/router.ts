// Gift cards: bought on the site (giftCards.*), and the trainer's list (admin.giftCards).
import {
  buyGiftCardInput,
  buyGiftCardOutput,
  giftCardAccessInput,
  giftCardConfirmOutput,
  giftCardListInput,
  giftCardOutput,
  giftCardPageOutput,
  giftCardRedemptionPageOutput,
  giftCardRedemptionsInput,
  issueGiftCardInput,
  resendGiftCardInput,
} from "@studio/validators";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { giftCardRedemptionsOf, listGiftCards, resendGiftCard } from "./admin";
import { issueGiftCard } from "./desk";
import { buyGiftCard, confirmGiftCard } from "./purchase";

export const giftCardsRouter = router({
  /** The gift card page's Pay: the card, and how to pay for it (paid at once without Stripe). */
  buy: publicProcedure
    .input(buyGiftCardInput)
    .output(buyGiftCardOutput)
    .mutation(({ ctx, input }) => buyGiftCard(ctx, input)),
  /** The buyer's browser after Stripe took the card: the server asks Stripe before it believes it. */
  confirm: publicProcedure
    .input(giftCardAccessInput)
    .output(giftCardConfirmOutput)
    .mutation(({ ctx, input }) => confirmGiftCard(ctx, input.id, input.token)),
});

export const giftCardsAdminRouter = router({
  list: adminProcedure
    .input(giftCardListInput)
    .output(giftCardPageOutput)
    .query(({ ctx, input }) => listGiftCards(ctx, input)),
  redemptions: adminProcedure
    .input(giftCardRedemptionsInput)
    .output(giftCardRedemptionPageOutput)
    .query(({ ctx, input }) => giftCardRedemptionsOf(ctx, input)),
  /** A card sold at the desk for cash: active at once, e-mailed to the recipient. */
  issue: adminProcedure
    .input(issueGiftCardInput)
    .output(giftCardOutput)
    .mutation(({ ctx, input }) => issueGiftCard(ctx, ctx.adminSession.username, input)),
  /** A paid card's e-mail sent again, to a corrected address if she gives one; audited. */
  resend: adminProcedure
    .input(resendGiftCardInput)
    .output(giftCardOutput)
    .mutation(({ ctx, input }) => resendGiftCard(ctx, ctx.adminSession.username, input)),
});

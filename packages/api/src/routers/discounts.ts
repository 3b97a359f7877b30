import { applyDiscountInput, validateDiscountInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { validateDiscount } from "../services/discounts";
import { publicProcedure, router } from "../trpc";

export const discountsRouter = router({
  validate: publicProcedure
    .input(validateDiscountInput)
    .mutation(({ ctx, input }) => validateDiscount(ctx.db, input, ctx.now())),
  /** Kept for older clients: the use is already counted with the booking, so this only confirms the code. */
  applyCode: publicProcedure.input(applyDiscountInput).mutation(async ({ ctx, input }) => {
    const result = await validateDiscount(ctx.db, { code: input.code, orderAmount: 0 }, ctx.now());
    if (!result.valid && result.error === "Invalid discount code") {
      throw new TRPCError({ code: "NOT_FOUND", message: "Invalid discount code" });
    }
    return { success: true, message: "The discount was applied when your booking was created." };
  }),
});

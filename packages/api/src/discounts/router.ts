import {
  applyDiscountInput,
  discountCodeOutput,
  discountCreateInput,
  discountUsageInput,
  discountUsagePageOutput,
  idInput,
  successMessageOutput,
  validateDiscountInput,
  validateDiscountOutput,
} from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { createDiscount, discountUsage, listDiscounts, setDiscountActive } from "./admin";
import { validateDiscount } from "./discounts";

export const discountsRouter = router({
  validate: publicProcedure
    .input(validateDiscountInput)
    .output(validateDiscountOutput)
    .mutation(({ ctx, input }) => validateDiscount(ctx.db, input, ctx.now())),
  /** Kept for older clients: the use is already counted with the booking, so this only confirms the code. */
  applyCode: publicProcedure
    .input(applyDiscountInput)
    .output(successMessageOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await validateDiscount(ctx.db, { code: input.code, orderAmount: 0 }, ctx.now());
      if (!result.valid && result.error === "Invalid discount code") {
        throw new TRPCError({ code: "NOT_FOUND", message: "Invalid discount code" });
      }
      return { success: true, message: "The discount was applied when your booking was created." };
    }),
});

/** The trainer's discount codes (admin.discounts). */
export const discountsAdminRouter = router({
  list: adminProcedure.output(z.array(discountCodeOutput)).query(({ ctx }) => listDiscounts(ctx)),
  create: adminProcedure
    .input(discountCreateInput)
    .output(discountCodeOutput)
    .mutation(({ ctx, input }) => createDiscount(ctx, ctx.adminSession.username, input)),
  setActive: adminProcedure
    .input(z.object({ id: idInput.shape.id, active: z.boolean() }))
    .output(discountCodeOutput)
    .mutation(({ ctx, input }) => setDiscountActive(ctx, input.id, input.active)),
  usage: adminProcedure
    .input(discountUsageInput)
    .output(discountUsagePageOutput)
    .query(({ ctx, input }) => discountUsage(ctx, input)),
});

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
import { z } from "zod";
import { refusal } from "../lib/said";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { createDiscount, discountUsage, listDiscounts, setDiscountActive } from "./admin";
import { isLiveCode, validateDiscount } from "./discounts";

export const discountsRouter = router({
  validate: publicProcedure
    .input(validateDiscountInput)
    .output(validateDiscountOutput)
    .mutation(({ ctx, input }) => validateDiscount(ctx, input)),
  /** Kept for older clients: the use is already counted with the booking, so this only confirms the code. */
  applyCode: publicProcedure
    .input(applyDiscountInput)
    .output(successMessageOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await isLiveCode(ctx.db, input.code))) throw refusal("NOT_FOUND", "server.discounts.invalid");
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

import { z } from "zod";
import { money } from "./common";

/** SPEC section 5: trimmed and uppercased before it is sent; the server does the same. */
export const discountCode = z
  .string()
  .trim()
  .min(1, "Please enter a discount code")
  .max(40, "Discount code must be at most 40 characters")
  .transform((value) => value.toUpperCase());

export const validateDiscountInput = z.object({
  code: discountCode,
  packageId: z.coerce.number().int().positive("Please select a training type").optional(),
  /** Used only when no package is named; the package's own price wins. */
  orderAmount: z.coerce.number().min(0, "Order amount cannot be negative").max(1_000_000).optional(),
  /** Lets the per-client limit be checked before booking. */
  email: z.string().trim().email().max(254).optional(),
});

export const discountResult = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discountAmount: money,
  finalAmount: money,
});
export type DiscountResult = z.infer<typeof discountResult>;

export const validateDiscountOutput = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  discount: discountResult.optional(),
  error: z.string().optional(),
});

export type ValidateDiscountOutput = z.infer<typeof validateDiscountOutput>;

export const applyDiscountInput = z.object({ code: discountCode });

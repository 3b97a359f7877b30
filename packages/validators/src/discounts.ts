import { z } from "zod";
import { id, idWith, instant, isoDate, listPage, listPageSize, money, numeric, pageOutput } from "./common";
import { giftCardUse } from "./gift-cards";
import { paymentStatus } from "./payments";

/** SPEC section 5: trimmed and uppercased before it is sent; the server does the same. */
export const discountCode = z
  .string()
  .trim()
  .min(1, "validation.discounts.codeRequired")
  .max(40, "validation.discounts.codeTooLong")
  .transform((value) => value.toUpperCase());

export const validateDiscountInput = z.object({
  code: discountCode,
  packageId: idWith("validation.bookings.trainingType").optional(),
  /** Used only when no package is named; the package's own price wins. */
  orderAmount: numeric(z.number().min(0, "Order amount cannot be negative").max(1_000_000)).optional(),
  /** Lets the per-client limit be checked before booking. */
  email: z.string().trim().email().max(254).optional(),
});

export const discountResult = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discountAmount: money,
  finalAmount: money,
  /** Set when the code is a gift card's: its balance, and what this booking leaves of it. */
  giftCard: giftCardUse.optional(),
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

/** An amount in dollars, or none (an empty field). */
const optionalMoney = z
  .preprocess(
    (value: number | string | null | undefined) => (value === "" ? null : value),
    numeric(
      z
        .number({ error: "Must be an amount from 0" })
        .min(0, "Must be an amount from 0")
        .max(100_000, "Must be an amount from 0"),
    ).nullish(),
  )
  .transform((value) => value ?? null);

/** percentage: value is a percent (0-100); fixed: value is dollars. */
export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;

export const discountCreateInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, "Code must be at least 3 characters")
      .max(40, "Code must be at most 40 characters")
      .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only")
      .transform((value) => value.toUpperCase()),
    description: z.string().trim().max(200, "Description must be at most 200 characters").nullish(),
    type: z.enum(DISCOUNT_TYPES, { error: "Choose percentage or fixed amount" }),
    value: numeric(z.number({ error: "Value must be a number" }).positive("Value must be more than 0").max(100_000)),
    minAmount: optionalMoney,
    maxDiscount: optionalMoney,
    usageLimit: numeric(z.number().int().positive("Usage limit must be at least 1").max(1_000_000)).nullish(),
    userLimit: numeric(z.number().int().positive("Per-client limit must be at least 1").max(1_000_000)).default(1),
    validFrom: isoDate.nullish(),
    validUntil: isoDate.nullish(),
  })
  // The box at the booking form reads a code shaped like a gift card's as one.
  .refine((code) => !code.code.startsWith("GIFT-"), {
    path: ["code"],
    message: "Codes starting GIFT- are gift cards' own",
  })
  .refine((code) => code.type !== "percentage" || code.value <= 100, {
    path: ["value"],
    message: "A percentage must be at most 100",
  })
  .refine((code) => !code.validFrom || !code.validUntil || code.validFrom <= code.validUntil, {
    path: ["validUntil"],
    message: "Must be on or after the start date",
  });

export type DiscountCreateInput = z.input<typeof discountCreateInput>;

/** A discount code as stored, every column. */
export const discountCodeOutput = z.object({
  id,
  code: z.string(),
  description: z.string().nullable(),
  type: z.enum(DISCOUNT_TYPES),
  value: money,
  minAmount: money.nullable(),
  maxDiscount: money.nullable(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  /** Uses allowed per client e-mail. */
  userLimit: z.number().int(),
  validFrom: instant.nullable(),
  validUntil: instant.nullable(),
  active: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

/** One booking that used a code. */
export const discountUsageOutput = z.object({
  bookingId: id,
  clientName: z.string(),
  clientEmail: z.string(),
  packageName: z.string(),
  discountAmount: money,
  amount: money,
  paymentStatus,
  usedAt: instant,
});

/** admin.discounts.usage: a page of the bookings that used one code, newest first. */
export const discountUsageInput = z.object({ id, page: listPage, pageSize: listPageSize });
export const discountUsagePageOutput = /* @__PURE__ */ pageOutput(discountUsageOutput);

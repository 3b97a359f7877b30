import { z } from "zod";
import { isoDate } from "./common";

export const adminLoginInput = z.object({
  username: z.string().trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

export const adminMeOutput = z.object({ username: z.string() });

export const okOutput = z.object({ success: z.literal(true) });

/** PATCH /api/admin/bookings/{id}: pending → paid ("Mark as Paid"), paid → cancelled ("Cancel Booking"). */
export const adminPaymentStatusInput = z.object({
  id: z.coerce.number().int().positive(),
  paymentStatus: z.enum(["paid", "cancelled"], { error: "paymentStatus must be 'paid' or 'cancelled'" }),
});

const optionalMoney = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === "" || value === null || value === undefined ? null : Number(value)))
  .refine(
    (value) => value === null || (Number.isFinite(value) && value >= 0 && value <= 100_000),
    "Must be an amount from 0",
  );

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
    type: z.enum(["percentage", "fixed"], { error: "Choose percentage or fixed amount" }),
    value: z.coerce.number({ error: "Value must be a number" }).positive("Value must be more than 0").max(100_000),
    minAmount: optionalMoney,
    maxDiscount: optionalMoney,
    usageLimit: z.coerce.number().int().positive("Usage limit must be at least 1").nullish(),
    userLimit: z.coerce.number().int().positive("Per-client limit must be at least 1").default(1),
    validFrom: isoDate.nullish(),
    validUntil: isoDate.nullish(),
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

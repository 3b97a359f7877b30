import { applyDiscountInput, validateDiscountInput, validateDiscountOutput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

export const discountRoutes: RestRoute[] = [
  route<z.input<typeof validateDiscountInput>>({
    method: "POST",
    url: "/api/discount-codes/validate",
    summary: "Check a code against a package (or an order amount); a refused code is valid: false with an error",
    tag: "discounts",
    access: "public",
    input: validateDiscountInput,
    output: validateDiscountOutput,
    call: (caller, input) => caller.discounts.validate(input),
  }),
  route<z.input<typeof applyDiscountInput>>({
    method: "POST",
    url: "/api/discount-codes/apply",
    summary: "Compatibility: the use is counted when the booking is created, never here",
    tag: "discounts",
    access: "public",
    input: applyDiscountInput,
    output: z.object({ success: z.boolean(), message: z.string() }),
    call: (caller, input) => caller.discounts.applyCode(input),
  }),
];

import { validateDiscountOutput } from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

const anyObject = z.record(z.string(), z.unknown());

export const discountRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/discount-codes/validate",
    procedure: "discounts.validate",
    summary: "Check a code against a package (or an order amount); a refused code is valid: false with an error",
    tag: "discounts",
    access: "public",
    output: validateDiscountOutput,
  }),
  route({
    method: "POST",
    url: "/api/discount-codes/apply",
    procedure: "discounts.applyCode",
    summary: "Compatibility: the use is counted when the booking is created, never here",
    tag: "discounts",
    access: "public",
    output: z.object({ success: z.boolean(), message: z.string() }),
  }),
  route({
    method: "GET",
    url: "/api/admin/discount-codes",
    procedure: "admin.discounts.list",
    summary: "Discount codes with their usage",
    tag: "admin",
    access: "admin",
    output: z.array(anyObject),
  }),
  route({
    method: "POST",
    url: "/api/admin/discount-codes",
    procedure: "admin.discounts.create",
    summary: "Create a discount code (stored uppercase, unique)",
    tag: "admin",
    access: "admin",
    output: anyObject,
  }),
  route({
    method: "PATCH",
    url: "/api/admin/discount-codes/:id",
    procedure: "admin.discounts.setActive",
    summary: "Activate or deactivate a discount code",
    tag: "admin",
    access: "admin",
    output: anyObject,
  }),
];

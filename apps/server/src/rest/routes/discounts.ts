import { type RestRoute, route } from "../define";

export const discountRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/discount-codes/validate",
    procedure: "discounts.validate",
    summary: "Check a code against a package (or an order amount); a refused code is valid: false with an error",
    tag: "discounts",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/discount-codes/apply",
    procedure: "discounts.applyCode",
    summary: "Compatibility: the use is counted when the booking is created, never here",
    tag: "discounts",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/admin/discount-codes",
    procedure: "admin.discounts.list",
    summary: "Discount codes with their usage",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "POST",
    url: "/api/admin/discount-codes",
    procedure: "admin.discounts.create",
    summary: "Create a discount code (stored uppercase, unique)",
    tag: "admin",
    access: "admin",
  }),
  route({
    method: "PATCH",
    url: "/api/admin/discount-codes/:id",
    procedure: "admin.discounts.setActive",
    summary: "Activate or deactivate a discount code",
    tag: "admin",
    access: "admin",
  }),
];

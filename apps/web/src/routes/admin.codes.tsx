import { createFileRoute } from "@tanstack/react-router";
import { DiscountManager } from "../features/discounts/admin/DiscountManager";

export const Route = createFileRoute("/admin/codes")({
  staticData: { adminTitle: "Discount Codes" },
  component: DiscountManager,
});

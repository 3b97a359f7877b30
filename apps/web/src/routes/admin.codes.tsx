import { createFileRoute } from "@tanstack/react-router";
import { DiscountManager } from "../features/discounts/admin/DiscountManager";

export const Route = createFileRoute("/admin/codes")({
  staticData: { adminTitle: "Discount Codes" },
  component: DiscountManager,
  // The page in a lazy chunk of its own: an unsplit one would be in every visitor's first load.
  codeSplitGroupings: [["component"]],
});

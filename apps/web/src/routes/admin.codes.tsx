import { createFileRoute } from "@tanstack/react-router";
import { DiscountManager } from "../features/discounts/admin/DiscountManager";
import { GiftCardsSection } from "../features/gift-cards/admin/GiftCardsSection";

export const Route = createFileRoute("/admin/codes")({
  staticData: { adminTitle: "Discount Codes & Gift Cards" },
  component: CodesPage,
});

/** Her codes: the discount codes she makes, then the gift cards bought on the site. */
function CodesPage() {
  return (
    <>
      <DiscountManager />
      <GiftCardsSection />
    </>
  );
}

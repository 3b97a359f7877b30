import { createFileRoute } from "@tanstack/react-router";
import { GiftCardPage } from "../features/gift-cards/GiftCardPage";
import { withMessages } from "../i18n/messages";
import { headOf } from "../lib/page-meta";

// Nothing to load: the amounts and rules are the page's own (validators' gift-card-kinds).
export const Route = createFileRoute("/gift-cards")({
  staticData: { indexed: true },
  head: headOf("gifts.meta.title", "gifts.meta.description"),
  beforeLoad: withMessages("gifts"),
  component: GiftCardPage,
});

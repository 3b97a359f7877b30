CREATE INDEX "gift_card_redemptions_created_at_index" ON "gift_card_redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_returned_at_index" ON "gift_card_redemptions" USING btree ("returned_at") WHERE "gift_card_redemptions"."returned_at" is not null;--> statement-breakpoint
CREATE INDEX "gift_cards_paid_at_index" ON "gift_cards" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "gift_cards_live_idx" ON "gift_cards" USING btree ("paid_at") WHERE "gift_cards"."status" = 'active' and "gift_cards"."balance" > 0;
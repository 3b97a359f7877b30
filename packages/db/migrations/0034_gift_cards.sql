CREATE TABLE "gift_card_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"booking_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "gift_card_redemptions_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "gift_card_redemptions_amount" CHECK ("gift_card_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"balance" numeric(10, 2) NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"payment_intent" text,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sold_by" text,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_paymentIntent_unique" UNIQUE("payment_intent"),
	CONSTRAINT "gift_cards_requestKey_unique" UNIQUE("request_key"),
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance" >= 0 AND "gift_cards"."balance" <= "gift_cards"."amount"),
	CONSTRAINT "gift_cards_amount" CHECK ("gift_cards"."amount" > 0),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('pending', 'active')),
	CONSTRAINT "gift_cards_language" CHECK ("gift_cards"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_gift_card_id_created_at_index" ON "gift_card_redemptions" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_created_at_index" ON "gift_cards" USING btree ("created_at");
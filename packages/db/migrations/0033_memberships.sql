CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"first_booking_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"subscription_id" text,
	"customer_id" text,
	"current_period_end" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"payment_failed_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_firstBookingId_unique" UNIQUE("first_booking_id"),
	CONSTRAINT "memberships_subscriptionId_unique" UNIQUE("subscription_id"),
	CONSTRAINT "memberships_language" CHECK ("memberships"."language" in ('en', 'es')),
	CONSTRAINT "memberships_status" CHECK ("memberships"."status" in ('incomplete', 'active', 'past_due', 'paused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "billing" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "stripe_product_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_client_email_index" ON "memberships" USING btree ("client_email");--> statement-breakpoint
CREATE INDEX "memberships_status_index" ON "memberships" USING btree ("status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_membership_id_index" ON "bookings" USING btree ("membership_id") WHERE "bookings"."membership_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invoiceId_unique" UNIQUE("invoice_id");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_billing" CHECK ("packages"."billing" in ('once', 'monthly'));
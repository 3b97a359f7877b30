CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_email" text NOT NULL,
	"body" text NOT NULL,
	"written_by" text NOT NULL,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_requestKey_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"body" text NOT NULL,
	"sent_by" text NOT NULL,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_requestKey_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"booking_id" integer,
	"session_id" integer,
	"client_email" text,
	"before" text,
	"after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"requested_by" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_recorded_by" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_client_email_created_at_index" ON "client_notes" USING btree ("client_email","created_at");--> statement-breakpoint
CREATE INDEX "contact_replies_contact_id_index" ON "contact_replies" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "admin_audit_booking_id_index" ON "admin_audit" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "admin_audit_client_email_created_at_index" ON "admin_audit" USING btree ("client_email","created_at");--> statement-breakpoint
CREATE INDEX "refunds_booking_id_index" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_payment_status_created_at_index" ON "bookings" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "package_sessions_date_time_index" ON "package_sessions" USING btree ("date","time");--> statement-breakpoint
CREATE INDEX "contacts_created_at_index" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_at_index" ON "newsletter_subscribers" USING btree ("subscribed_at");
ALTER TABLE "bookings" ADD COLUMN "session_count" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sold_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manual_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_manual_method" CHECK ("bookings"."manual_method" in ('cash', 'bank'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_count" CHECK ("bookings"."session_count" between 1 and 100);
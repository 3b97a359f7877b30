ALTER TABLE "bookings" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_requestKey_unique" UNIQUE("request_key");
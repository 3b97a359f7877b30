ALTER TABLE "packages" ADD COLUMN "request_key" uuid;--> statement-breakpoint
CREATE INDEX "bookings_package_id_index" ON "bookings" USING btree ("package_id");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_requestKey_unique" UNIQUE("request_key");
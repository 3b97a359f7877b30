-- Issue 23: the language a client booked and subscribed in, and the trainer's optional Spanish for her packages,
-- workouts, programs and posts. Issue 21: when a booking's money arrived, so cash is dated by its payment.
ALTER TABLE "blog_posts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_content" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_programs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Before this column, money was dated by the booking: paid bookings keep that date.
UPDATE "bookings" SET "paid_at" = "created_at" WHERE "payment_method" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_paid_at_index" ON "bookings" USING btree ("paid_at") WHERE "bookings"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language" CHECK ("bookings"."language" in ('en', 'es'));
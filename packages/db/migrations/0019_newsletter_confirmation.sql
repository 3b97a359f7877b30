-- Double opt-in: a sign-up counts once its address has confirmed it from the e-mail sent to it. Subscriptions made
-- before confirmation existed keep counting, dated by their sign-up; unsubscribed ones keep that date for the record.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at";

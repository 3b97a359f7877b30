ALTER TABLE "recipes" ADD COLUMN "approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Recipes shared before moderation existed were already public.
UPDATE "recipes" SET "approved" = true;--> statement-breakpoint
ALTER TABLE "progress_trackers" ADD COLUMN "entry_day" date;--> statement-breakpoint
UPDATE "progress_trackers" SET "entry_day" = ("date" AT TIME ZONE 'America/New_York')::date;--> statement-breakpoint
ALTER TABLE "progress_trackers" ALTER COLUMN "entry_day" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_approved_index" ON "recipes" USING btree ("approved");--> statement-breakpoint
ALTER TABLE "progress_trackers" ADD CONSTRAINT "progress_trackers_userId_entryDay_unique" UNIQUE("user_id","entry_day");

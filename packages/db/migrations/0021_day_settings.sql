CREATE TABLE "day_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"travel_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_settings_one_row" CHECK ("day_settings"."id" = 1),
	CONSTRAINT "day_settings_travel" CHECK ("day_settings"."travel_minutes" between 0 and 180)
);
--> statement-breakpoint
INSERT INTO "day_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

CREATE TABLE "health_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"needs_clearance" boolean NOT NULL,
	"language" text NOT NULL,
	"waiver_version" smallint NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_intakes_clientEmail_unique" UNIQUE("client_email")
);
--> statement-breakpoint
ALTER TABLE "day_settings" ADD COLUMN "agenda_minute" smallint DEFAULT 360;--> statement-breakpoint
ALTER TABLE "day_settings" ADD COLUMN "agenda_sent_on" date;--> statement-breakpoint
ALTER TABLE "day_settings" ADD COLUMN "feed_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "day_settings" ADD COLUMN "feed_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "day_settings" ADD CONSTRAINT "day_settings_agenda" CHECK ("day_settings"."agenda_minute" between 0 and 1439);
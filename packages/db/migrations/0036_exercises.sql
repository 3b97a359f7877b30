CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cues" text DEFAULT '' NOT NULL,
	"equipment" text[] NOT NULL,
	"muscle_groups" text[] NOT NULL,
	"image_url" text,
	"video_url" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_requestKey_unique" UNIQUE("request_key"),
	CONSTRAINT "exercises_equipment" CHECK ("exercises"."equipment" <@ array['bodyweight', 'dumbbells', 'kettlebell', 'barbell', 'resistance_band', 'cable_machine', 'bench', 'mat', 'stability_ball', 'other']::text[]),
	CONSTRAINT "exercises_muscle_groups" CHECK ("exercises"."muscle_groups" <@ array['glutes', 'quads', 'hamstrings', 'calves', 'core', 'back', 'chest', 'shoulders', 'arms', 'full_body', 'mobility_balance']::text[])
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_live_name" ON "exercises" USING btree (lower("name")) WHERE "exercises"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "exercises_name" ON "exercises" USING btree (lower("name"));
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"cover_image_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_range" CHECK ("closures"."ends_on" >= "closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"session_type" text NOT NULL,
	"weekday" smallint NOT NULL,
	"hours" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_hours_session_type_weekday_pk" PRIMARY KEY("session_type","weekday"),
	CONSTRAINT "weekly_hours_weekday" CHECK ("weekly_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "features" text[];--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_one_featured" ON "blog_posts" USING btree ("featured") WHERE "blog_posts"."featured";--> statement-breakpoint
CREATE INDEX "blog_posts_status_publish_at_index" ON "blog_posts" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "workout_content_package_id_created_at_index" ON "workout_content" USING btree ("package_id","created_at");--> statement-breakpoint
-- The trainer's order starts as the catalogue's own.
UPDATE "packages" SET "position" = "id";--> statement-breakpoint
-- SPEC section 9's hours, for both kinds of session: on the hour, 6-11 AM and 4-8 PM on weekdays (no 9 AM on
-- Monday or Friday) and 9 AM-12 PM on Saturday; Sunday closed.
INSERT INTO "weekly_hours" ("session_type", "weekday", "hours")
SELECT kind, weekday, CASE
    WHEN weekday = 0 THEN '{}'::integer[]
    WHEN weekday = 6 THEN '{9,10,11}'::integer[]
    WHEN weekday IN (1, 5) THEN '{6,7,8,10,11,16,17,18,19,20}'::integer[]
    ELSE '{6,7,8,9,10,11,16,17,18,19,20}'::integer[]
  END
FROM unnest(ARRAY['gym', 'home']) AS kind, generate_series(0, 6) AS weekday;--> statement-breakpoint
-- Published posts are on public pages: a change drops the pages every instance rendered.
CREATE TRIGGER blog_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
-- A Workout of the Day's versions are the package's content: a new one changes what the site shows.
CREATE TRIGGER workout_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workout_content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

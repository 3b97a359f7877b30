CREATE TABLE "reminder_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"channel" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_session_id_package_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."package_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_log_once" ON "reminder_log" USING btree ("session_id","channel","starts_at") WHERE "reminder_log"."status" in ('sending', 'sent');--> statement-breakpoint
CREATE INDEX "reminder_log_created_at_index" ON "reminder_log" USING btree ("created_at");
CREATE TABLE "membership_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	CONSTRAINT "membership_pauses_order" CHECK ("membership_pauses"."resumed_at" >= "membership_pauses"."paused_at")
);
--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_pauses_membership_id_paused_at_index" ON "membership_pauses" USING btree ("membership_id","paused_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_pauses_open_idx" ON "membership_pauses" USING btree ("membership_id") WHERE "membership_pauses"."resumed_at" is null;--> statement-breakpoint
-- The pause each membership is in now, the only one kept until now: a pause since resumed left no trace.
INSERT INTO "membership_pauses" ("membership_id", "paused_at")
SELECT "id", "paused_at" FROM "memberships" WHERE "status" = 'paused' AND "paused_at" IS NOT NULL;

CREATE TABLE "body_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"weight_lb" numeric(4, 1),
	"waist_in" numeric(3, 1),
	"hips_in" numeric(3, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_userId_day_unique" UNIQUE("user_id","day"),
	CONSTRAINT "body_measurements_some" CHECK (coalesce("body_measurements"."weight_lb", "body_measurements"."waist_in", "body_measurements"."hips_in") is not null)
);
--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
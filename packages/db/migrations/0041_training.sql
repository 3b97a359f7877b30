CREATE TABLE "exercise_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"plan_exercise_id" integer,
	"day" date NOT NULL,
	"sets" jsonb NOT NULL,
	"effort" integer,
	"best_weight_lb" numeric(5, 1),
	"volume_lb" numeric(9, 1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_logs_effort" CHECK ("exercise_logs"."effort" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "plan_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"workout_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sets" integer NOT NULL,
	"reps" text NOT NULL,
	"weight_lb" numeric(5, 1),
	"rest_seconds" integer DEFAULT 90 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_exercises_sets" CHECK ("plan_exercises"."sets" between 1 and 10),
	CONSTRAINT "plan_exercises_rest" CHECK ("plan_exercises"."rest_seconds" between 0 and 600)
);
--> statement-breakpoint
CREATE TABLE "plan_workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_workouts_day" CHECK ("plan_workouts"."day" between 0 and 727)
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"template_id" integer,
	"package_id" integer,
	"booking_id" integer,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_on" date,
	"archived_at" timestamp with time zone,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plans_requestKey_unique" UNIQUE("request_key"),
	CONSTRAINT "training_plans_template_or_copy" CHECK (("training_plans"."user_id" is null) = ("training_plans"."starts_on" is null))
);
--> statement-breakpoint
CREATE TABLE "workout_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"body" text NOT NULL,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_comments_requestKey_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_plan_exercise_id_plan_exercises_id_fk" FOREIGN KEY ("plan_exercise_id") REFERENCES "public"."plan_exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_exercises" ADD CONSTRAINT "plan_exercises_workout_id_plan_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."plan_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_exercises" ADD CONSTRAINT "plan_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_workouts" ADD CONSTRAINT "plan_workouts_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_template_id_training_plans_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."training_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_comments" ADD CONSTRAINT "workout_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_logs_user_id_day_index" ON "exercise_logs" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "exercise_logs_user_id_exercise_id_day_index" ON "exercise_logs" USING btree ("user_id","exercise_id","day");--> statement-breakpoint
CREATE INDEX "plan_exercises_workout_id_index" ON "plan_exercises" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "plan_exercises_exercise_id_index" ON "plan_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "plan_workouts_plan_id_day_index" ON "plan_workouts" USING btree ("plan_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "training_plans_booking" ON "training_plans" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_plans_program" ON "training_plans" USING btree ("package_id") WHERE "training_plans"."user_id" is null and "training_plans"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "training_plans_client" ON "training_plans" USING btree ("user_id","starts_on");--> statement-breakpoint
CREATE INDEX "workout_comments_user_id_day_index" ON "workout_comments" USING btree ("user_id","day");
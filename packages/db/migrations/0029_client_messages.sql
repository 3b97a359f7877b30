CREATE TABLE "client_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"sent_by" text NOT NULL,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_messages_requestKey_unique" UNIQUE("request_key"),
	CONSTRAINT "client_messages_language" CHECK ("client_messages"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "client_messages_client_email_created_at_index" ON "client_messages" USING btree ("client_email","created_at");--> statement-breakpoint
CREATE INDEX "contacts_email_lower_idx" ON "contacts" USING btree (lower("email"),"created_at");
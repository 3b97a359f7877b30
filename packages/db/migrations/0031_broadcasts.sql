CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_by" text NOT NULL,
	"request_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_requestKey_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "client_messages" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
CREATE INDEX "broadcasts_created_at_index" ON "broadcasts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "contacts" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_requestKey_unique" UNIQUE("request_key");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_requestKey_unique" UNIQUE("request_key");
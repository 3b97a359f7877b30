-- Issue 22: a fair waitlist, a ledger of every pack's sessions, calendar invites that update one event and a
-- private feed, codes that only erase, consent for testimonial photos; and refunds by status and date.
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_email" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_clientEmail_unique" UNIQUE("client_email")
);
--> statement-breakpoint
CREATE TABLE "session_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"session_id" integer,
	"kind" text NOT NULL,
	"credits" smallint NOT NULL,
	"starts_at" timestamp with time zone,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"client_email" text NOT NULL,
	"session_type" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"auto_book" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_round" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"request_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_requestKey_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "package_sessions" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "photo_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_ledger" ADD CONSTRAINT "session_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ledger" ADD CONSTRAINT "session_ledger_session_id_package_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."package_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_package_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."package_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_ledger_booking_id_id_index" ON "session_ledger" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_per_client_hour" ON "waitlist_entries" USING btree ("client_email","session_type","date","time") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_session_type_date_time_id_index" ON "waitlist_entries" USING btree ("session_type","date","time","id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_by_expiry" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_entries_client_email_index" ON "waitlist_entries" USING btree ("client_email");--> statement-breakpoint
CREATE INDEX "refunds_status_created_at_index" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
-- The ledger of a pack's sessions is written by the database in the transaction of every change to a session, so
-- no code path can leave it out. credits is the change in sessions left to schedule: one for a session bought,
-- minus one when it leaves 'pending', plus one when it comes back. The actor is the transaction's studio.actor.
CREATE FUNCTION record_session_credit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who text := coalesce(nullif(current_setting('studio.actor', true), ''), 'system');
  what text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO session_ledger (booking_id, session_id, kind, credits, starts_at, actor)
    VALUES (NEW.booking_id, NEW.id, 'purchased', CASE WHEN NEW.status = 'pending' THEN 1 ELSE 0 END, NEW.starts_at, who);
    RETURN NULL;
  END IF;
  IF OLD.status = NEW.status AND OLD.starts_at IS NOT DISTINCT FROM NEW.starts_at THEN
    RETURN NULL;
  END IF;
  what := CASE
    WHEN OLD.status = NEW.status THEN 'moved'
    WHEN NEW.status = 'scheduled' AND OLD.status = 'pending' THEN 'scheduled'
    WHEN NEW.status = 'pending' AND OLD.status = 'scheduled' THEN 'returned'
    WHEN NEW.status = 'cancelled' AND OLD.status = 'scheduled' THEN 'forfeited'
    WHEN NEW.status = 'cancelled' THEN 'cancelled'
    WHEN NEW.status = 'completed' THEN 'completed'
    WHEN NEW.status = 'postponed' THEN 'postponed'
    WHEN OLD.status = 'completed' THEN 'reopened'
    ELSE 'restored'
  END;
  INSERT INTO session_ledger (booking_id, session_id, kind, credits, starts_at, actor)
  VALUES (
    NEW.booking_id, NEW.id, what,
    (CASE WHEN NEW.status = 'pending' THEN 1 ELSE 0 END) - (CASE WHEN OLD.status = 'pending' THEN 1 ELSE 0 END),
    NEW.starts_at, who
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER package_sessions_ledger AFTER INSERT OR UPDATE OF status, starts_at ON package_sessions
  FOR EACH ROW EXECUTE FUNCTION record_session_credit();
--> statement-breakpoint
-- Append-only: a row is never changed, and goes only with its booking (a cascade, once the booking is gone).
CREATE FUNCTION keep_session_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM bookings WHERE id = OLD.booking_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'session_ledger is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER session_ledger_append_only BEFORE UPDATE OR DELETE ON session_ledger
  FOR EACH ROW EXECUTE FUNCTION keep_session_ledger();
--> statement-breakpoint
-- The invite's SEQUENCE (RFC 5545): one more on every change of a session that has been in a calendar, so her
-- calendar updates one event. A session's first scheduling is SEQUENCE 0.
CREATE FUNCTION next_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status, OLD.starts_at) IS DISTINCT FROM (NEW.status, NEW.starts_at)
     AND NOT (OLD.status = 'pending' AND OLD.starts_at IS NULL AND OLD.calendar_sequence = 0) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER package_sessions_calendar_sequence BEFORE UPDATE OF status, starts_at ON package_sessions
  FOR EACH ROW EXECUTE FUNCTION next_calendar_sequence();
--> statement-breakpoint
-- The ledger of the sessions already sold: each one bought, then where it stands now.
INSERT INTO session_ledger (booking_id, session_id, kind, credits, starts_at, actor, created_at)
SELECT booking_id, id, 'purchased', 1, NULL, 'system', created_at FROM package_sessions;
--> statement-breakpoint
INSERT INTO session_ledger (booking_id, session_id, kind, credits, starts_at, actor, created_at)
SELECT ps.booking_id, ps.id,
  CASE ps.status
    WHEN 'scheduled' THEN 'scheduled'
    WHEN 'completed' THEN 'completed'
    WHEN 'postponed' THEN 'postponed'
    WHEN 'cancelled' THEN CASE WHEN b.status = 'cancelled' THEN 'cancelled' ELSE 'forfeited' END
  END,
  -1, ps.starts_at, 'system', ps.updated_at
FROM package_sessions ps JOIN bookings b ON b.id = ps.booking_id
WHERE ps.status <> 'pending';
--> statement-breakpoint
-- The testimonials published so far came with their photos from the trainer: their consent is recorded as given.
UPDATE testimonials SET photo_consent_at = created_at
WHERE image_path IS NOT NULL OR before_image_path IS NOT NULL OR after_image_path IS NOT NULL;
--> statement-breakpoint
-- Invites sent before this numbered their SEQUENCE by the second they were sent: sessions already in a calendar
-- continue from there, so their next update is newer than what her calendar holds.
UPDATE package_sessions SET calendar_sequence = extract(epoch FROM updated_at)::integer + 1
WHERE status <> 'pending' OR starts_at IS NOT NULL;

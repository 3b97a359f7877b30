ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "valid_months" integer;--> statement-breakpoint
CREATE INDEX "bookings_expires_at_index" ON "bookings" USING btree ("expires_at") WHERE "bookings"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_valid_months" CHECK ("packages"."valid_months" between 1 and 36);--> statement-breakpoint
-- A session left to book that lapses with its pack (the expiry sweep acts as 'expiry') is 'expired' in the ledger,
-- not 'cancelled' by the trainer; given back by her extension, it is 'restored'.
CREATE OR REPLACE FUNCTION record_session_credit() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHEN NEW.status = 'cancelled' AND OLD.status = 'pending' AND who = 'expiry' THEN 'expired'
    WHEN NEW.status = 'cancelled' THEN 'cancelled'
    WHEN NEW.status = 'completed' THEN 'completed'
    WHEN NEW.status = 'no_show' THEN 'no_show'
    WHEN NEW.status = 'postponed' THEN 'postponed'
    WHEN OLD.status IN ('completed', 'no_show') THEN 'reopened'
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

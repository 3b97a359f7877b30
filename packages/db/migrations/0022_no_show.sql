-- A session she did not come to is no_show: used, as a cancel inside 24 hours is. The ledger names it, and setting
-- it back (to scheduled) is a reopening, as for a completed one. Credits are unchanged: only 'pending' counts.
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

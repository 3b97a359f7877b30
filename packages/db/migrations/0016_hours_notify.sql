-- The booking page and My Sessions say when sessions run, from the trainer's weekly hours: a change drops the pages
-- every instance rendered.
CREATE TRIGGER weekly_hours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON weekly_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

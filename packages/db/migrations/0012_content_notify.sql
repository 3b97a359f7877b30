-- Every change to content that public pages show tells each server instance (LISTEN content_changed) to drop the
-- pages it rendered.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER client_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

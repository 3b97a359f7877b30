-- Every change to the package catalogue tells each server instance (LISTEN catalog_changed) to drop its cached copy.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_OP);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

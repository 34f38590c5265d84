ALTER TABLE "units" ADD COLUMN "calendar_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A unit's calendar version (ADR 33): bumped in the transaction of every change of what its calendar
-- shows, so a copy of its nights computed elsewhere (the timeline's per-process cache) can be told
-- current or stale by comparing versions. Writes that change a unit's nights already hold its
-- advisory lock (db/unit-lock.ts), taken before this row lock; the rows are locked in id order.
CREATE FUNCTION calendar_version_bump(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM units WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE units SET calendar_version = calendar_version + 1 WHERE id = ANY (ids);
END
$$;
--> statement-breakpoint
-- one function per kind of statement: inserted or deleted rows are in `changed`, an update's rows
-- before and after in `before_rows` and `changed` (a row may move to another unit)
CREATE FUNCTION calendar_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_version_bump(ARRAY(SELECT DISTINCT unit_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION calendar_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_version_bump(ARRAY(
    SELECT unit_id FROM changed UNION SELECT unit_id FROM before_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER occupancies_calendar_insert AFTER INSERT ON occupancies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();
--> statement-breakpoint
CREATE TRIGGER occupancies_calendar_update AFTER UPDATE ON occupancies
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_updated();
--> statement-breakpoint
CREATE TRIGGER occupancies_calendar_delete AFTER DELETE ON occupancies
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();
--> statement-breakpoint
CREATE TRIGGER feed_events_calendar_insert AFTER INSERT ON feed_events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();
--> statement-breakpoint
CREATE TRIGGER feed_events_calendar_update AFTER UPDATE ON feed_events
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_updated();
--> statement-breakpoint
CREATE TRIGGER feed_events_calendar_delete AFTER DELETE ON feed_events
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();
--> statement-breakpoint
CREATE TRIGGER night_rates_calendar_insert AFTER INSERT ON night_rates
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();
--> statement-breakpoint
CREATE TRIGGER night_rates_calendar_update AFTER UPDATE ON night_rates
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_updated();
--> statement-breakpoint
CREATE TRIGGER night_rates_calendar_delete AFTER DELETE ON night_rates
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION calendar_rows_changed();
--> statement-breakpoint
-- a feed's name and address are shown with (and decide the kind of) its events; a feed added or
-- removed is a change too (its events go by cascade, which the feed_events trigger sees as well)
CREATE FUNCTION calendar_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM calendar_version_bump(ARRAY[OLD.unit_id]);
  ELSIF TG_OP = 'UPDATE' AND OLD.unit_id <> NEW.unit_id THEN
    PERFORM calendar_version_bump(ARRAY[OLD.unit_id, NEW.unit_id]);
  ELSE
    PERFORM calendar_version_bump(ARRAY[NEW.unit_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_feeds_calendar_insert_delete AFTER INSERT OR DELETE ON calendar_feeds
  FOR EACH ROW EXECUTE FUNCTION calendar_feed_changed();
--> statement-breakpoint
CREATE TRIGGER calendar_feeds_calendar_update AFTER UPDATE ON calendar_feeds
  FOR EACH ROW WHEN ((OLD.name, OLD.url, OLD.unit_id) IS DISTINCT FROM (NEW.name, NEW.url, NEW.unit_id))
  EXECUTE FUNCTION calendar_feed_changed();
--> statement-breakpoint
-- the unit's own fields the calendar reads (title, state and the feeds' errors are read each time)
CREATE FUNCTION units_calendar_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_version := OLD.calendar_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER units_calendar_changed BEFORE UPDATE ON units
  FOR EACH ROW WHEN ((OLD.calendar_status, OLD.price_and_availability)
    IS DISTINCT FROM (NEW.calendar_status, NEW.price_and_availability))
  EXECUTE FUNCTION units_calendar_changed();

-- reservation_counts follows reservations: one statement trigger per operation adds what the
-- statement inserted and takes away what it deleted (an update does both), per host, kind and
-- status. Rows are upserted in key order, so two writers of one host take the counters' row locks
-- in the same order. A host being deleted (its reservations going with it) is skipped: its
-- counters went with it.
CREATE FUNCTION reservation_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reservation_counts AS c (host_id, kind, status, n)
    SELECT d.host_id, d.kind, d.status, count(*)::int FROM new_rows d
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.host_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (host_id, kind, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO reservation_counts AS c (host_id, kind, status, n)
    SELECT d.host_id, d.kind, d.status, sum(d.delta)::int
    FROM (
      SELECT host_id, kind, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT host_id, kind, status, -1 FROM old_rows
    ) d
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.host_id)
    GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (host_id, kind, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO reservation_counts AS c (host_id, kind, status, n)
    SELECT d.host_id, d.kind, d.status, -count(*)::int FROM old_rows d
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.host_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (host_id, kind, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservation_counts_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reservation_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reservation_counts_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reservation_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reservation_counts_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reservation_counts_apply();
--> statement-breakpoint
INSERT INTO reservation_counts (host_id, kind, status, n)
SELECT host_id, kind, status, count(*)::int FROM reservations GROUP BY 1, 2, 3;

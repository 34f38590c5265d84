-- Insights (issue 13, ADR 0040): the monthly figures follow the tables the product writes. One
-- statement trigger per table and operation adds what the statement inserted and takes away what
-- it deleted (an update does both), like reservation_counts (0009). Rows are upserted in key order
-- so that two writers take the row locks in the same order; a unit or host being deleted is
-- skipped (its figures go with it). `src` is the statement's rows with a sign. A change of a
-- host's earnings or nights bumps `insight_versions`, under which the by-unit rankings are cached.
CREATE FUNCTION insights_rows_sql(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'UPDATE' THEN 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 FROM old_rows o'
    ELSE 'SELECT o.*, -1 AS sign FROM old_rows o'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION insights_earnings_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH d AS (%s),
    e AS (
      SELECT d.unit_id, date_trunc('month', d.check_in::timestamp)::date AS month,
             CASE WHEN d.origin_id IS NULL THEN 'instant' ELSE 'request' END AS channel, d.currency, d.host_id,
             sum(d.sign)::int AS bookings, sum(d.sign * (d.check_out - d.check_in))::int AS nights,
             sum(d.sign * d.total::bigint) AS gross
      FROM d
      WHERE d.kind = 'booking'
        AND d.status IN ('CONFIRMED', 'COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED')
        AND EXISTS (SELECT 1 FROM units u JOIN users h ON h.id = u.host_id WHERE u.id = d.unit_id)
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(d.sign) <> 0 OR sum(d.sign * (d.check_out - d.check_in)) <> 0 OR sum(d.sign * d.total::bigint) <> 0
    ),
    bump AS (
      INSERT INTO insight_versions AS t (host_id, version)
      SELECT DISTINCT host_id, 1 FROM e ORDER BY 1
      ON CONFLICT (host_id) DO UPDATE SET version = t.version + 1
    ),
    by_unit AS (
      INSERT INTO insight_unit_earnings AS t (unit_id, month, channel, currency, host_id, bookings, nights, gross)
      SELECT unit_id, month, channel, currency, host_id, bookings, nights, gross FROM e ORDER BY 1, 2, 3, 4
      ON CONFLICT (unit_id, month, channel, currency) DO UPDATE SET bookings = t.bookings + excluded.bookings,
        nights = t.nights + excluded.nights, gross = t.gross + excluded.gross
    )
    INSERT INTO insight_host_earnings AS t (host_id, month, channel, currency, bookings, nights, gross)
    SELECT host_id, month, channel, currency, sum(bookings), sum(nights), sum(gross) FROM e
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (host_id, month, channel, currency) DO UPDATE SET bookings = t.bookings + excluded.bookings,
      nights = t.nights + excluded.nights, gross = t.gross + excluded.gross
  $q$, src)
$f$;
--> statement-breakpoint
CREATE FUNCTION insights_demand_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH d AS (%s),
    a AS (
      SELECT d.*, (SELECT min((h->>'at')::timestamptz) FROM jsonb_array_elements(d.history) h
                   WHERE h->>'by' = 'OWNER') AS answered_at
      FROM d WHERE EXISTS (SELECT 1 FROM units u JOIN users h ON h.id = u.host_id WHERE u.id = d.unit_id)
    ),
    e AS (
      SELECT a.unit_id, date_trunc('month', a.created_at AT TIME ZONE 'UTC')::date AS month, a.host_id,
             sum(a.sign) FILTER (WHERE a.kind = 'booking')::int AS bookings,
             sum(a.sign) FILTER (WHERE a.kind = 'booking_request')::int AS requests,
             sum(a.sign) FILTER (WHERE a.kind = 'inquiry')::int AS inquiries,
             sum(a.sign) FILTER (WHERE a.kind <> 'booking' AND a.answered_at IS NOT NULL)::int AS answered,
             sum(a.sign) FILTER (WHERE a.kind <> 'booking' AND a.answered_at IS NULL
                                   AND a.status IN ('EXPIRED', 'EXPIRED_CHECKOUT'))::int AS expired,
             sum(a.sign * greatest(0, extract(epoch FROM a.answered_at - a.created_at))::bigint)
               FILTER (WHERE a.kind <> 'booking' AND a.answered_at IS NOT NULL) AS response_seconds
      FROM a GROUP BY 1, 2, 3
    ),
    z AS (
      SELECT unit_id, month, host_id, coalesce(bookings, 0) AS bookings, coalesce(requests, 0) AS requests,
             coalesce(inquiries, 0) AS inquiries, coalesce(answered, 0) AS answered,
             coalesce(expired, 0) AS expired, coalesce(response_seconds, 0) AS response_seconds
      FROM e
      WHERE coalesce(bookings, 0) <> 0 OR coalesce(requests, 0) <> 0 OR coalesce(inquiries, 0) <> 0
         OR coalesce(answered, 0) <> 0 OR coalesce(expired, 0) <> 0 OR coalesce(response_seconds, 0) <> 0
    ),
    bump AS (
      INSERT INTO insight_versions AS t (host_id, version)
      SELECT DISTINCT host_id, 1 FROM z ORDER BY 1
      ON CONFLICT (host_id) DO UPDATE SET version = t.version + 1
    ),
    by_unit AS (
      INSERT INTO insight_unit_demand AS t (unit_id, month, host_id, bookings, requests, inquiries, answered,
        expired, response_seconds)
      SELECT * FROM z ORDER BY 1, 2
      ON CONFLICT (unit_id, month) DO UPDATE SET bookings = t.bookings + excluded.bookings,
        requests = t.requests + excluded.requests, inquiries = t.inquiries + excluded.inquiries,
        answered = t.answered + excluded.answered, expired = t.expired + excluded.expired,
        response_seconds = t.response_seconds + excluded.response_seconds
    )
    INSERT INTO insight_host_demand AS t (host_id, month, bookings, requests, inquiries, answered, expired,
      response_seconds)
    SELECT host_id, month, sum(bookings), sum(requests), sum(inquiries), sum(answered), sum(expired),
           sum(response_seconds)
    FROM z GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (host_id, month) DO UPDATE SET bookings = t.bookings + excluded.bookings,
      requests = t.requests + excluded.requests, inquiries = t.inquiries + excluded.inquiries,
      answered = t.answered + excluded.answered, expired = t.expired + excluded.expired,
      response_seconds = t.response_seconds + excluded.response_seconds
  $q$, src)
$f$;
--> statement-breakpoint
CREATE FUNCTION insights_nights_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH d AS (%s),
    e AS (
      SELECT d.unit_id, m.month, u.host_id,
             sum(d.sign * x.nights) FILTER (WHERE d.kind IN ('booking', 'booking_request', 'inquiry'))::int AS booked,
             sum(d.sign * x.nights) FILTER (WHERE d.kind IN ('manual', 'external'))::int AS blocked
      FROM d
      JOIN units u ON u.id = d.unit_id
      JOIN users h ON h.id = u.host_id
      CROSS JOIN LATERAL (
        SELECT g::date AS month FROM generate_series(date_trunc('month', d.date_from::timestamp),
          (d.date_to - 1)::timestamp, interval '1 month') g
      ) m
      CROSS JOIN LATERAL (
        SELECT least(d.date_to, (m.month + interval '1 month')::date) - greatest(d.date_from, m.month) AS nights
      ) x
      WHERE d.occupies
      GROUP BY 1, 2, 3
    ),
    z AS (
      SELECT unit_id, month, host_id, coalesce(booked, 0) AS booked, coalesce(blocked, 0) AS blocked FROM e
      WHERE coalesce(booked, 0) <> 0 OR coalesce(blocked, 0) <> 0
    ),
    bump AS (
      INSERT INTO insight_versions AS t (host_id, version)
      SELECT DISTINCT host_id, 1 FROM z ORDER BY 1
      ON CONFLICT (host_id) DO UPDATE SET version = t.version + 1
    ),
    by_unit AS (
      INSERT INTO insight_unit_nights AS t (unit_id, month, host_id, booked_nights, blocked_nights)
      SELECT * FROM z ORDER BY 1, 2
      ON CONFLICT (unit_id, month) DO UPDATE SET booked_nights = t.booked_nights + excluded.booked_nights,
        blocked_nights = t.blocked_nights + excluded.blocked_nights
    )
    INSERT INTO insight_host_nights AS t (host_id, month, booked_nights, blocked_nights)
    SELECT host_id, month, sum(booked), sum(blocked) FROM z GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (host_id, month) DO UPDATE SET booked_nights = t.booked_nights + excluded.booked_nights,
      blocked_nights = t.blocked_nights + excluded.blocked_nights
  $q$, src)
$f$;
--> statement-breakpoint
CREATE FUNCTION insights_reservations_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- bookings that earn, by check-in month; channel: instant, or a confirmed request
  EXECUTE insights_earnings_sql(insights_rows_sql(TG_OP));

  -- what guests asked and made, by the month they did; the host's first answer from the history
  EXECUTE insights_demand_sql(insights_rows_sql(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_reservations_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_reservations_apply();
--> statement-breakpoint
CREATE TRIGGER insights_reservations_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_reservations_apply();
--> statement-breakpoint
CREATE TRIGGER insights_reservations_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_reservations_apply();
--> statement-breakpoint
-- occupying nights split over the months they fall in: stays booked, blocks (manual, imported) apart
CREATE FUNCTION insights_occupancies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE insights_nights_sql(insights_rows_sql(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_occupancies_insert AFTER INSERT ON occupancies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_occupancies_apply();
--> statement-breakpoint
CREATE TRIGGER insights_occupancies_update AFTER UPDATE ON occupancies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_occupancies_apply();
--> statement-breakpoint
CREATE TRIGGER insights_occupancies_delete AFTER DELETE ON occupancies
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_occupancies_apply();
--> statement-breakpoint
CREATE FUNCTION insights_reviews_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT format($q$
    WITH d AS (%s),
    e AS (
      SELECT d.unit_id, date_trunc('month', d.created_at AT TIME ZONE 'UTC')::date AS month, d.host_id,
             sum(d.sign)::int AS reviews, sum(d.sign * (d.reply IS NOT NULL)::int)::int AS replied,
             sum(d.sign * d.rating)::int AS rating, sum(d.sign * d.cleanliness)::int AS cleanliness,
             sum(d.sign * d.accuracy)::int AS accuracy, sum(d.sign * d.communication)::int AS communication,
             sum(d.sign * d.location)::int AS location, sum(d.sign * d.check_in)::int AS check_in,
             sum(d.sign * d.value)::int AS value
      FROM d
      WHERE EXISTS (SELECT 1 FROM units u JOIN users h ON h.id = u.host_id WHERE u.id = d.unit_id)
      GROUP BY 1, 2, 3
    ),
    z AS (
      SELECT * FROM e
      WHERE reviews <> 0 OR replied <> 0 OR rating <> 0 OR cleanliness <> 0 OR accuracy <> 0
         OR communication <> 0 OR location <> 0 OR check_in <> 0 OR value <> 0
    ),
    by_unit AS (
      INSERT INTO insight_unit_reviews AS t (unit_id, month, host_id, reviews, replied, rating_sum,
        cleanliness_sum, accuracy_sum, communication_sum, location_sum, check_in_sum, value_sum)
      SELECT * FROM z ORDER BY 1, 2
      ON CONFLICT (unit_id, month) DO UPDATE SET reviews = t.reviews + excluded.reviews,
        replied = t.replied + excluded.replied, rating_sum = t.rating_sum + excluded.rating_sum,
        cleanliness_sum = t.cleanliness_sum + excluded.cleanliness_sum,
        accuracy_sum = t.accuracy_sum + excluded.accuracy_sum,
        communication_sum = t.communication_sum + excluded.communication_sum,
        location_sum = t.location_sum + excluded.location_sum,
        check_in_sum = t.check_in_sum + excluded.check_in_sum, value_sum = t.value_sum + excluded.value_sum
    )
    INSERT INTO insight_host_reviews AS t (host_id, month, reviews, replied, rating_sum, cleanliness_sum,
      accuracy_sum, communication_sum, location_sum, check_in_sum, value_sum)
    SELECT host_id, month, sum(reviews), sum(replied), sum(rating), sum(cleanliness), sum(accuracy),
           sum(communication), sum(location), sum(check_in), sum(value)
    FROM z GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (host_id, month) DO UPDATE SET reviews = t.reviews + excluded.reviews,
      replied = t.replied + excluded.replied, rating_sum = t.rating_sum + excluded.rating_sum,
      cleanliness_sum = t.cleanliness_sum + excluded.cleanliness_sum,
      accuracy_sum = t.accuracy_sum + excluded.accuracy_sum,
      communication_sum = t.communication_sum + excluded.communication_sum,
      location_sum = t.location_sum + excluded.location_sum,
      check_in_sum = t.check_in_sum + excluded.check_in_sum, value_sum = t.value_sum + excluded.value_sum
  $q$, src)
$f$;
--> statement-breakpoint
CREATE FUNCTION insights_reviews_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE insights_reviews_sql(insights_rows_sql(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_reviews_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_reviews_apply();
--> statement-breakpoint
CREATE TRIGGER insights_reviews_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_reviews_apply();
--> statement-breakpoint
CREATE TRIGGER insights_reviews_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_reviews_apply();
--> statement-breakpoint
-- what exists already, through the same arithmetic
DO $$
BEGIN
  EXECUTE insights_earnings_sql('SELECT r.*, 1 AS sign FROM reservations r');
  EXECUTE insights_demand_sql('SELECT r.*, 1 AS sign FROM reservations r');
  EXECUTE insights_nights_sql('SELECT o.*, 1 AS sign FROM occupancies o');
  EXECUTE insights_reviews_sql('SELECT v.*, 1 AS sign FROM reviews v');
END
$$;

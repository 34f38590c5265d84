import autocannon from 'autocannon';

/** Issue 13: every insights call of the 2,000-unit / 200,000-booking host within 100 ms at p99. */
export const INSIGHTS_P99_BUDGET_MS = 100;

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * What the reservations seed lacks for insights, on its host: units listed since 800 days ago,
 * two years of page views and impressions for every unit and day (1.46 million day rows, and the
 * host's month rows beside them), a review for each stay whose review was collected (through the
 * reviews table, so its trigger keeps the monthly figures), and an ideal guest (the match mix).
 */
export async function seedInsights(query: Query, propertyId: string) {
  const started = performance.now();
  const [host] = await query('select host_id from properties where id = $1', [propertyId]);
  const hostId = String(host?.host_id);
  await query(
    `update units set created_at = now() - interval '800 days', approved_at = now() - interval '800 days'
     where property_id = $1`,
    [propertyId],
  );
  await query(
    `insert into unit_daily_stats (unit_id, day, host_id, views, impressions)
     select u.id, d::date, u.host_id, 1 + (u.position + extract(doy from d)::int) % 7,
            5 + (u.position * 3 + extract(doy from d)::int) % 40
     from units u cross join generate_series(current_date - 729, current_date, interval '1 day') d
     where u.property_id = $1`,
    [propertyId],
  );
  await query(
    `insert into host_monthly_stats (host_id, month, views, impressions)
     select host_id, date_trunc('month', day::timestamp)::date, sum(views), sum(impressions)
     from unit_daily_stats where host_id = $1 group by 1, 2`,
    [hostId],
  );
  await query(
    `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness, accuracy,
       communication, location, check_in, value, text, reply, created_at)
     select 'bench-' || r.id, r.host_id, r.unit_id, r.id, r.guest_name, 3 + h % 3, 2 + h % 4, 3 + h % 3,
            4 + h % 2, 3 + h % 3, 4 + h % 2, 3 + h % 3, 'A bench stay', case when h % 3 = 0 then 'Thanks' end,
            r.check_out::timestamptz + interval '2 days'
     from reservations r cross join lateral (select abs(hashtext(r.id::text)) % 100 as h) x
     where r.host_id = $1 and r.kind = 'booking' and r.status = 'REVIEW_COLLECTED'`,
    [hostId],
  );
  await query(
    `insert into guest_preferences (host_id, booking_times, stay_durations, start_of_stay, group_sizes, language)
     values ($1, '{onSchedule}', '{mediumStay}', '{weekend}', '{couple,family}', 'noPreference')
     on conflict (host_id) do nothing`,
    [hostId],
  );
  await query(
    'vacuum (analyze) unit_daily_stats, host_monthly_stats, reviews, insight_unit_earnings, insight_host_earnings, insight_unit_nights, insight_host_nights, insight_unit_demand, insight_host_demand, insight_unit_reviews, insight_host_reviews',
  );
  const [counts] = await query(
    `select (select count(*) from insight_unit_earnings where host_id = $1)::int as earnings,
            (select count(*) from insight_unit_nights where host_id = $1)::int as nights,
            (select count(*) from unit_daily_stats where host_id = $1)::int as days,
            (select count(*) from reviews where host_id = $1)::int as reviews`,
    [hostId],
  );
  return { ms: Math.round(performance.now() - started), counts: counts ?? {} };
}

export interface InsightsFigure {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const month = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};

/**
 * Each insights call over the longest range (24 months, so the previous period reads 48), for the
 * whole host and for one unit, and each CSV for the whole host (every unit listed).
 */
export async function benchInsights(
  appUrl: string,
  token: string,
  unitId: string,
  seconds: number,
  connections: number,
): Promise<InsightsFigure[]> {
  const headers = { authorization: `Bearer ${token}` };
  const range = `from=${month(-23)}&to=${month(0)}`;
  const calls: { name: string; path: string }[] = [];
  for (const kind of ['earnings', 'occupancy', 'performance', 'reviews']) {
    calls.push({ name: `${kind}, 24 months, all units`, path: `/api/app/insights/${kind}?${range}` });
    calls.push({
      name: `${kind}, 24 months, one unit`,
      path: `/api/app/insights/${kind}?${range}&unitId=${unitId}`,
    });
    calls.push({ name: `${kind} CSV, 24 months, all units`, path: `/api/app/insights/${kind}.csv?${range}` });
  }
  const out: InsightsFigure[] = [];
  for (const call of calls) {
    const probe = await fetch(`${appUrl}${call.path}`, { headers });
    if (!probe.ok) throw new Error(`${call.path} failed: ${probe.status} ${await probe.text()}`);
    await probe.arrayBuffer();
    const url = `${appUrl}${call.path}`;
    await autocannon({ url, headers, connections, duration: 1 });
    const r = await autocannon({ url, headers, connections, duration: seconds });
    out.push({
      name: call.name,
      p50: r.latency.p50,
      p99: r.latency.p99,
      rps: Math.round(r.requests.average),
      errors: r.errors + r.non2xx,
    });
  }
  return out;
}

import type { Database } from '../db/client.ts';

/**
 * Two years of visits to the demo host's published units, the way the public pages count them
 * (ADR 0040): page views of /stay and impressions of the cards in /stays, per unit and day, with the
 * host's month totals beside them. The figures follow the seasons and the weekends, and differ from
 * unit to unit, so that the performance charts show what a host's would. Demo data only: a real
 * host's figures come from real visits.
 */
export async function seedDemoInsights(database: Database, hostId: string) {
  await database.query(
    `insert into unit_daily_stats (unit_id, day, host_id, views, impressions)
     select u.id, d::date, u.host_id, v.views, v.views * (4 + (u.position + extract(doy from d)::int) % 5)
     from units u
     cross join generate_series(current_date - 729, current_date, interval '1 day') d
     cross join lateral (
       select greatest(0, round(
         (3 + 2 * u.position % 3)
         * (1.4 + sin(2 * pi() * (extract(doy from d) - 80) / 365))
         * (case when extract(isodow from d) >= 5 then 1.5 else 1 end)
         + (abs(hashtext(u.id::text || d::text)) % 4) - 1.5
       ))::int as views
     ) v
     where u.host_id = $1 and u.state = 'PUBLISHED' and u.deleted_at is null
     on conflict (unit_id, day) do nothing`,
    [hostId],
  );
  await database.query(
    `insert into host_monthly_stats (host_id, month, views, impressions)
     select host_id, date_trunc('month', day::timestamp)::date, sum(views)::int, sum(impressions)::int
     from unit_daily_stats where host_id = $1 group by 1, 2
     on conflict (host_id, month) do update set views = excluded.views, impressions = excluded.impressions`,
    [hostId],
  );
}

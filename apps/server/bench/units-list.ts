import autocannon from 'autocannon';
import type { Database } from '../src/db/client.ts';

export const UNITS_IN_PROPERTY = 2_000;
const PAGE_SIZE = 20;
/** Budget of issue 6: the units list of a 2,000-unit property answers within 30 ms at the 99th percentile. */
export const UNITS_P99_BUDGET_MS = 30;

/** One multi-unit property with 2,000 units (set-based insert), a cover photo row on every tenth. */
export async function seedLargeProperty(database: Database, hostId: string): Promise<string> {
  const [p] = await database.query<{ id: string }>(
    "insert into properties (host_id, property_type, title) values ($1, 'multi', 'Bench resort') returning id",
    [hostId],
  );
  const propertyId = p!.id;
  await database.query(
    `insert into units (property_id, host_id, title, state, position)
     select $1, $2, 'Unit ' || g, case when g % 3 = 0 then 'PUBLISHED' else 'IN_PROGRESS' end, g
     from generate_series(1, $3::int) g`,
    [propertyId, hostId, UNITS_IN_PROPERTY],
  );
  await database.query(
    `insert into unit_photos (unit_id, host_id, position, is_cover, storage_key, width, height)
     select id, host_id, 0, true, 'photos/' || id || '/bench', 1600, 1067
     from units where property_id = $1 and position % 10 = 0`,
    [propertyId],
  );
  return propertyId;
}

export interface UnitsListFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * GET /api/app/properties/{id}/units over every page of the 2,000 units (page 1..100 in turn), with
 * `connections` concurrent clients, after a one-second warm-up.
 */
export async function benchUnitsList(
  appUrl: string,
  token: string,
  propertyId: string,
  seconds: number,
  connections = 10,
): Promise<UnitsListFigures> {
  const path = (page: number) => `/api/app/properties/${propertyId}/units?page=${page}&limit=${PAGE_SIZE}`;
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(`${appUrl}${path(1)}`, { headers });
  if (!probe.ok) throw new Error(`units list failed: ${probe.status} ${await probe.text()}`);
  const pages = Math.ceil(UNITS_IN_PROPERTY / PAGE_SIZE);
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: appUrl,
      headers,
      connections,
      duration,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path((n++ % pages) + 1) }) }],
    });
  await run(1);
  const r = await run(seconds);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

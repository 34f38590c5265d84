import autocannon from 'autocannon';
import type { Database } from '../src/db/client.ts';

export const UNITS_IN_PROPERTY = 2_000;
const PAGE_SIZE = 20;

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

/**
 * GET /api/app/properties/{id}/units over every page of the 2,000 units (page 1..100 in turn).
 * Skipped with a message while the units endpoint does not exist.
 */
export async function benchUnitsList(appUrl: string, token: string, propertyId: string, seconds: number) {
  const path = (page: number) => `/api/app/properties/${propertyId}/units?page=${page}&limit=${PAGE_SIZE}`;
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(`${appUrl}${path(1)}`, { headers });
  if (probe.status === 404) {
    return { line: '  units list: skipped (GET /api/app/properties/{id}/units answers 404: not built yet)' };
  }
  if (!probe.ok) throw new Error(`units list failed: ${probe.status} ${await probe.text()}`);
  const pages = Math.ceil(UNITS_IN_PROPERTY / PAGE_SIZE);
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: appUrl,
      headers,
      connections: 10,
      duration,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path((n++ % pages) + 1) }) }],
    });
  await run(1);
  const r = await run(seconds);
  const errors = r.errors + r.non2xx;
  return {
    line: `  GET /api/app/properties/{id}/units (${UNITS_IN_PROPERTY} units, pages 1..${pages} of ${PAGE_SIZE}): ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}`,
    p99: r.latency.p99,
  };
}

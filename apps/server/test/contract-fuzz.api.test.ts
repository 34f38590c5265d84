import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, readyUnit } from './helpers/listing-fixtures.ts';
import { type Operation, operations, prng, type Rng, type Schema, valid } from './helpers/openapi-walk.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';
import { usingPostgres } from './helpers/test-db.ts';

/**
 * Contract fuzzing: every operation of /api/openapi.json gets valid-shaped, mutated and hostile
 * bodies, queries and path values with a valid token. No answer may be a 5xx, and every error must
 * be application/problem+json carrying the correlation id of its x-correlation-id header. Seeded
 * and bounded: the same requests on every run (set FUZZ_SEED to explore another sequence).
 */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? (usingPostgres ? 30 : 50));
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

/** Values to put where a field is expected. */
const HOSTILE: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(300),
  '\u202e\u0301ñ\u00a0ß',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '2027-02-30',
  '9999-12-31',
  '0000-01-01',
  '00000000-0000-0000-0000-000000000000',
  '1e309',
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  true,
  null,
  [],
  {},
  ['x'],
  [[[]]],
  { a: { b: { c: 1 } } },
  Array.from({ length: 2000 }, () => 'x'),
];

/** Whole bodies that are not what anyone expects. */
const RAW_BODIES = [
  '',
  'null',
  '[]',
  '"x"',
  '1e999',
  '{',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
  deepArray(5000),
  deepObject(5000),
  `{"a":${'9'.repeat(400)}}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

/** Path values; lone surrogates cannot be percent-encoded by encodeURIComponent, so raw bytes. */
const HOSTILE_PATH = [
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  'a'.repeat(99),
  'a'.repeat(500),
  '%F0%9F%98%80',
  '1',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%20',
  'null',
];

function encode(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^\w%-]/g, (c) => encodeURIComponent(c));
  }
}

/** `a[b]=1&a[c][]=2`, the bracket form the API's query parser reads. */
function queryPairs(name: string, value: unknown, out: string[]) {
  if (Array.isArray(value)) for (const v of value.slice(0, 50)) queryPairs(`${name}[]`, v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) queryPairs(`${name}[${k}]`, v, out);
  } else out.push(`${name.replace(/[[\]]/g, (c) => c)}=${encode(value ?? '')}`);
}

/** Replaces one random leaf (or adds a key) of a valid value with a hostile one. */
function mutate(value: unknown, rng: Rng): unknown {
  if (Array.isArray(value)) {
    if (!value.length || rng.chance(0.3)) return rng.pick(HOSTILE);
    const copy = [...value];
    const i = rng.int(0, copy.length - 1);
    copy[i] = mutate(copy[i], rng);
    return copy;
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length || rng.chance(0.2)) {
      return {
        ...value,
        [rng.pick(['extra', '__proto__', 'constructor', 'a\u0000', ''])]: rng.pick(HOSTILE),
      };
    }
    const k = rng.pick(keys);
    return { ...value, [k]: mutate((value as Record<string, unknown>)[k], rng) };
  }
  return rng.pick(HOSTILE);
}

interface Fixture {
  propertyId: string;
  unitId: string;
  photoId: string;
}

function pathValue(op: Operation, name: string, fx: Fixture, rng: Rng, hostile: boolean): string {
  if (hostile && rng.chance(0.5)) return rng.pick(HOSTILE_PATH);
  if (hostile) return encode(rng.pick(HOSTILE));
  if (name === 'photoId') return fx.photoId;
  if (name === 'id' && /\/propert(y|ies)\/\{id\}/.test(op.path) && !op.path.includes('property-unit')) {
    return fx.propertyId;
  }
  if (name === 'id' || name === 'unitId') return rng.chance(0.9) ? fx.unitId : crypto.randomUUID();
  const schema = op.pathParams.find((p) => p.name === name)?.schema ?? {};
  return encode(valid(schema, rng));
}

interface Failure {
  at: string;
  status: number;
  why: string;
  url: string;
  body?: string;
}

describe('contract fuzz of every operation', () => {
  let t: TestApp;
  let host: TestHost;
  let staff: TestHost;
  let fx: Fixture;
  let ops: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    staff = await createStaff(t);
    const { propertyId, unitId } = await readyUnit(t, host, 'multi');
    const [photo] = await t.database.query<{ id: string }>('select id from unit_photos where unit_id = $1', [
      unitId,
    ]);
    fx = { propertyId, unitId, photoId: photo!.id };
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    // deletions last, so the other calls reach the fixture's rows
    ops = operations(doc).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  });
  afterAll(() => t?.close());

  it('answers no 5xx and only problem+json errors with a correlation id', { timeout: 240_000 }, async () => {
    const rng = prng(SEED);
    const failures: Failure[] = [];
    let sent = 0;
    const started = Date.now();
    for (const op of ops) {
      const auth = op.path.startsWith('/api/staff') ? staff.auth : host.auth;
      for (let i = 0; i < PER_OPERATION; i++) {
        // 0-19: valid shape; then mutations of body, query and path in turn
        const kind =
          i < PER_OPERATION * 0.15 ? 'valid' : rng.pick(['body', 'body', 'raw', 'query', 'path', 'type']);
        const url =
          op.path.replace(/\{([\w*]+)\}/g, (_, name: string) =>
            pathValue(op, name, fx, rng, kind === 'path'),
          ) + query(op, rng, kind === 'query');
        const headers: Record<string, string> = { ...auth };
        let payload: string | undefined;
        if (op.body && op.bodyType === 'application/json') {
          headers['content-type'] = 'application/json';
          const body = valid(op.body, rng);
          payload =
            kind === 'raw'
              ? rng.pick(RAW_BODIES)
              : JSON.stringify(kind === 'body' ? mutate(body, rng) : body);
        } else if (op.bodyType?.startsWith('multipart/')) {
          headers['content-type'] = rng.pick([
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'application/json',
          ]);
          payload = rng.pick(['--x\r\nContent-Disposition: form-data; name="photo"\r\n\r\nabc', '{}', '']);
        } else if (kind === 'raw' || kind === 'body') {
          headers['content-type'] = 'application/json';
          payload = rng.pick(RAW_BODIES);
        }
        if (kind === 'type' && payload !== undefined) {
          headers['content-type'] = rng.pick([
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
          ]);
        }
        const res = await t.app.inject({ method: op.method, url, headers, payload });
        sent++;
        const why = check(res, op.path.startsWith('/api/'));
        if (why) {
          failures.push({
            at: `${op.method} ${op.path}`,
            status: res.statusCode,
            why,
            url,
            body: payload?.slice(0, 300),
          });
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(`contract fuzz: ${ops.length} operations, ${sent} requests in ${seconds.toFixed(1)} s`);
    const unique = [...new Map(failures.map((f) => [`${f.at} ${f.status} ${f.why}`, f])).values()];
    expect(unique, JSON.stringify(unique.slice(0, 15), null, 1)).toEqual([]);
    expect(ops.length).toBeGreaterThan(40);
  });
});

function query(op: Operation, rng: Rng, hostile: boolean): string {
  const pairs: string[] = [];
  for (const p of op.queryParams) {
    if (!p.required && !hostile && rng.chance(0.5)) continue;
    const value = hostile && rng.chance(0.6) ? rng.pick(HOSTILE) : valid(p.schema as Schema, rng);
    queryPairs(p.name, value, pairs);
  }
  if (hostile && rng.chance(0.3))
    pairs.push(`${rng.pick(['x', 'page', 'criteria[search]'])}=${rng.pick(HOSTILE_PATH)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Pages (/stay) answer their errors as pages; every API error is a problem. */
function check(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  api: boolean,
): string | undefined {
  if (res.statusCode >= 500) return 'server error';
  const id = res.headers['x-correlation-id'];
  if (!id) return 'no x-correlation-id';
  if (res.statusCode < 400 || !api) return undefined;
  if (!String(res.headers['content-type']).includes('application/problem+json')) return 'not problem+json';
  try {
    const body = JSON.parse(res.body) as { correlationId?: string; status?: number };
    if (body.correlationId !== id) return 'correlationId differs from x-correlation-id';
    if (body.status !== res.statusCode) return 'status in body differs';
  } catch {
    return 'problem body is not JSON';
  }
  return undefined;
}

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onRequestUnit, requestStay, stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { requiredScope } from './api-key-scopes.ts';

/** API keys (issue 13, ADR 0042): created once, stored hashed, scoped, revocable, last use shown. */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let host: TestHost;
let other: TestHost;
let unitId: string;

const inject = (method: string, url: string, authorization: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const bearer = (key: string) => `Bearer ${key}`;

async function createKey(scopes: string[], name = 'Channel manager', who: TestHost = host) {
  const res = await inject('POST', '/api/app/api-keys', who.auth.authorization, { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: { id: string; prefix: string; lastUsedAt: string | null }; secret: string };
}
const keysOf = async (who: TestHost = host) =>
  (await inject('GET', '/api/app/api-keys', who.auth.authorization)).json().items as {
    id: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  }[];

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  unitId = await onRequestUnit(t, host);
}, 120_000);
afterAll(() => t?.close());

describe(`API keys (${driver})`, () => {
  it('shows the secret once and keeps only its SHA-256', async () => {
    const { key, secret } = await createKey(['read']);
    expect(secret).toMatch(/^hpk_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const listed = JSON.stringify(await keysOf());
    expect(listed).toContain(key.id);
    expect(listed).not.toContain(secret);
    const [row] = await t.database.query<Record<string, unknown>>('select * from api_keys where id = $1', [
      key.id,
    ]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    // no column holds the secret or its random part
    expect(JSON.stringify(row)).not.toContain(secret.slice(-43));
  });

  it('a read key calls GETs as the host, and no write', async () => {
    const { secret } = await createKey(['read']);
    const info = await inject('GET', '/api/app/user/info', bearer(secret));
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().email).toBe(host.email);
    expect((await inject('GET', '/api/app/properties', bearer(secret))).statusCode).toBe(200);
    const write = await inject('POST', '/api/app/notifications/read-all', bearer(secret));
    expect(write.statusCode).toBe(403);
    expect(write.headers['content-type']).toContain('application/problem+json');
    expect((await inject('PATCH', '/api/app/user/info', bearer(secret), { firstName: 'X' })).statusCode).toBe(
      403,
    );
  });

  it('keys never manage keys, whatever their scopes', async () => {
    const { secret } = await createKey(['read', 'reservations:write', 'calendar:write']);
    expect((await inject('GET', '/api/app/api-keys', bearer(secret))).statusCode).toBe(403);
    const create = await inject('POST', '/api/app/api-keys', bearer(secret), { name: 'x', scopes: ['read'] });
    expect(create.statusCode).toBe(403);
    expect((await keysOf()).length).toBeGreaterThan(0);
  });

  it('reservations:write answers requests but does not change the calendar', async () => {
    const { secret } = await createKey(['reservations:write']);
    const first = await requestStay(t, unitId, stayRequest('ana@example.test', 30));
    const second = await requestStay(t, unitId, stayRequest('ben@example.test', 40));
    const confirmed = await inject('POST', `/api/app/booking-requests/${first}/confirm`, bearer(secret), {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('CONFIRMED');
    const rejected = await inject('POST', `/api/app/booking-requests/${second}/reject`, bearer(secret), {
      reason: 'OTHER',
      explanation: 'Closed for works',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const block = await inject(
      'POST',
      `/api/app/properties/${unitId}/unavailabilities/block`,
      bearer(secret),
      {
        dateFrom: day(60),
        dateTo: day(62),
      },
    );
    expect(block.statusCode).toBe(403);
    // nor read: GETs need `read`
    expect((await inject('GET', `/api/app/booking-requests/${first}`, bearer(secret))).statusCode).toBe(403);
  });

  it('calendar:write blocks nights; a signed-in host sees the block', async () => {
    const { secret } = await createKey(['calendar:write']);
    const block = await inject(
      'POST',
      `/api/app/properties/${unitId}/unavailabilities/block`,
      bearer(secret),
      {
        dateFrom: day(70),
        dateTo: day(72),
      },
    );
    expect(block.statusCode, block.body).toBe(200);
    // the key acts for its own host only: another host's unit is not found
    const otherUnit = await onRequestUnit(t, other);
    const foreign = await inject(
      'POST',
      `/api/app/properties/${otherUnit}/unavailabilities/block`,
      bearer(secret),
      { dateFrom: day(70), dateTo: day(72) },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('a revoked, unknown or malformed key is a 401', async () => {
    const { key, secret } = await createKey(['read']);
    expect((await inject('GET', '/api/app/user/info', bearer(secret))).statusCode).toBe(200);
    const revoked = await inject('POST', `/api/app/api-keys/${key.id}/revoke`, host.auth.authorization);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await inject('GET', '/api/app/user/info', bearer(secret));
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toContain('invalid_token');
    // the same prefix with another secret, and a key that is not one
    const forged = `${secret.slice(0, -43)}${'A'.repeat(43)}`;
    const { secret: live } = await createKey(['read']);
    const forgedLive = `${live.slice(0, -43)}${'A'.repeat(43)}`;
    for (const token of [forged, forgedLive, 'hpk_short', 'hpk_abcdefghjk_x'])
      expect((await inject('GET', '/api/app/user/info', bearer(token))).statusCode).toBe(401);
    expect((await keysOf()).find((k) => k.id === key.id)?.revokedAt).not.toBeNull();
  });

  it('records when a key was last used, at most once a minute', async () => {
    const { key, secret } = await createKey(['read']);
    expect(key.lastUsedAt).toBeNull();
    await inject('GET', '/api/app/user/info', bearer(secret));
    const first = (await keysOf()).find((k) => k.id === key.id)!.lastUsedAt;
    expect(first).not.toBeNull();
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);
    await inject('GET', '/api/app/properties', bearer(secret));
    expect((await keysOf()).find((k) => k.id === key.id)!.lastUsedAt).toBe(first);
    // a minute later it is written again
    await t.database.query(`update api_keys set last_used_at = now() - interval '2 minutes' where id = $1`, [
      key.id,
    ]);
    await inject('GET', '/api/app/properties', bearer(secret));
    const third = (await keysOf()).find((k) => k.id === key.id)!.lastUsedAt;
    expect(Date.now() - Date.parse(third!)).toBeLessThan(60_000);
  });

  it('another host’s key is not found, and not listed', async () => {
    const { key } = await createKey(['read'], 'Theirs', other);
    expect(
      (await inject('POST', `/api/app/api-keys/${key.id}/revoke`, host.auth.authorization)).statusCode,
    ).toBe(404);
    expect((await keysOf()).some((k) => k.id === key.id)).toBe(false);
  });

  it('validates the name and scopes', async () => {
    for (const payload of [
      { name: '', scopes: ['read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['read', 'read'] },
    ]) {
      expect((await inject('POST', '/api/app/api-keys', host.auth.authorization, payload)).statusCode).toBe(
        400,
      );
    }
  });

  it('the OpenAPI document says how, per operation, from the same table', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKey.description).toContain('reservations:write');
    expect(doc.paths['/api/app/user/info'].get.security).toContainEqual({ apiKey: ['read'] });
    expect(doc.paths['/api/app/booking-requests/{id}/confirm'].post.security).toContainEqual({
      apiKey: ['reservations:write'],
    });
    expect(doc.paths['/api/app/properties/{unitId}/unavailabilities/block'].post.security).toContainEqual({
      apiKey: ['calendar:write'],
    });
    expect(JSON.stringify(doc.paths['/api/app/api-keys'])).not.toContain('apiKey');
    expect(JSON.stringify(doc.paths['/api/app/user/info'].patch.security)).not.toContain('apiKey');
  });
});

describe('the scope table', () => {
  it.each([
    ['GET', '/api/app/properties', 'read'],
    ['HEAD', '/api/app/properties', 'read'],
    ['POST', '/api/app/booking-requests/:id/confirm', 'reservations:write'],
    ['POST', '/api/app/booking-inquiries/:id/reject', 'reservations:write'],
    ['POST', '/api/app/bookings/:id/cancel', 'reservations:write'],
    ['POST', '/api/app/calendar/bulk', 'calendar:write'],
    ['PUT', '/api/app/properties/:unitId/calendar-feeds/:feedId', 'calendar:write'],
    ['PUT', '/api/app/property-unit/:id/calendar-action', 'calendar:write'],
    ['POST', '/api/app/units/:unitId/quote', 'read'],
    ['POST', '/api/app/properties', null],
    ['PATCH', '/api/app/property-unit/:id', null],
    ['POST', '/api/app/api-keys', null],
    ['GET', '/api/app/api-keys', null],
    ['GET', '/api/app/user/export', null],
    ['GET', '/api/app/messaging/token', null],
    ['GET', '/api/staff/units', null],
  ])('%s %s needs %s', (method, path, scope) => {
    expect(requiredScope(method, path)).toBe(scope);
  });
});

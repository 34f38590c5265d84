import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStaff } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { privacyRepository } from '../privacy/privacy.repository.ts';
import { REFUSED_WHILE_IMPERSONATING } from './refused-actions.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const REASON = 'Support request SR-1234: calendar shows wrong prices';

let t: TestApp;
let host: TestHost;
let other: TestHost;
let staff: TestHost;
let otherStaff: TestHost;
let propertyId: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost({ firstName: 'Imke', email: `imke-${Date.now()}@example.test` });
  other = await t.createHost({ firstName: 'Otto' });
  staff = await createStaff(t);
  otherStaff = await createStaff(t);
  ({ id: propertyId } = await createProperty(t, host));
}, 60_000);
afterAll(() => t?.close());

const search = (who: TestHost | null, q: string) =>
  t.app.inject({ url: `/api/staff/hosts?q=${encodeURIComponent(q)}`, headers: who?.auth ?? {} });
const start = (who: TestHost, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/impersonations', headers: who.auth, payload });
const end = (who: TestHost, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/staff/impersonations/${id}/end`, headers: who.auth });
/** a call as the host, through the staff member's session */
const as = (who: TestHost, sessionId: string, url: string, method = 'GET', payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...who.auth, 'x-impersonation': sessionId },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const begin = async (who = staff, hostId = host.id) => {
  const res = await start(who, { hostId, reason: REASON });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; hostId: string; hostName: string; expiresAt: string; startedAt: string };
};
const auditOf = (sessionId: string) =>
  t.database.query<{ method: string; path: string; status: number; staff_id: string; host_id: string }>(
    'select method, path, status, staff_id, host_id from impersonation_audit where session_id = $1 order by id',
    [sessionId],
  );

describe(`staff impersonation (${driver})`, () => {
  it('is staff only: hosts get 404 for the search and the start, no token 401', async () => {
    expect((await search(host, 'imke')).statusCode).toBe(404);
    expect((await start(host, { hostId: other.id, reason: REASON })).statusCode).toBe(404);
    expect((await search(null, 'imke')).statusCode).toBe(401);
    expect((await end(host, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('finds hosts by e-mail, name and id, never staff', async () => {
    const byEmail = (await search(staff, host.email.toUpperCase())).json().items;
    expect(byEmail.map((h: { id: string }) => h.id)).toEqual([host.id]);
    expect(byEmail[0]).toMatchObject({ name: 'Imke Tester', email: host.email });
    const byName = (await search(staff, 'imke test')).json().items.map((h: { id: string }) => h.id);
    expect(byName).toContain(host.id);
    expect(byName).not.toContain(other.id);
    expect((await search(staff, host.id)).json().items.map((h: { id: string }) => h.id)).toEqual([host.id]);
    // staff are named Stella Tester: not found as hosts
    expect((await search(staff, 'stella')).json().items).toEqual([]);
    // wildcards are text
    expect((await search(staff, '%%')).json().items).toEqual([]);
    expect((await search(staff, 'x')).statusCode).toBe(400);
  });

  it('needs a reason of 10 to 500 characters, and a host', async () => {
    expect((await start(staff, { hostId: host.id })).statusCode).toBe(400);
    const short = await start(staff, { hostId: host.id, reason: '  too short ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().invalidParams).toEqual([
      { name: 'reason', reason: 'Give a reason of at least 10 characters.' },
    ]);
    expect((await start(staff, { hostId: host.id, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    // staff cannot act as staff, nor as someone unknown
    expect((await start(staff, { hostId: otherStaff.id, reason: REASON })).statusCode).toBe(404);
    expect(
      (await start(staff, { hostId: '00000000-0000-4000-8000-000000000000', reason: REASON })).statusCode,
    ).toBe(404);
    expect((await t.database.query('select 1 from impersonation_sessions')).length).toBe(0);
  });

  it('acts as the host: their data and user info with isImpersonating; without the header staff are themselves', async () => {
    const session = await begin();
    expect(session.hostName).toBe('Imke Tester');
    const minutes = (Date.parse(session.expiresAt) - Date.parse(session.startedAt)) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);

    const info = await as(staff, session.id, '/api/app/user/info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      userId: host.id,
      email: host.email,
      isImpersonating: true,
      isStaff: false,
    });
    const properties = await as(staff, session.id, '/api/app/properties');
    expect(properties.statusCode).toBe(200);
    expect(properties.json().items.map((p: { id: string }) => p.id)).toEqual([propertyId]);

    const own = (await t.app.inject({ url: '/api/app/user/info', headers: staff.auth })).json();
    expect(own).toMatchObject({ userId: staff.id, isImpersonating: false, isStaff: true });
    expect(
      (await t.app.inject({ url: '/api/app/user/info', headers: host.auth })).json().isImpersonating,
    ).toBe(false);
  });

  it('records every call with its status, the path without its query; the host reads it newest first', async () => {
    const session = await begin();
    await as(staff, session.id, '/api/app/properties?criteria[search]=secret-guest-name');
    await as(staff, session.id, `/api/app/properties/${other.id}`);
    await as(staff, session.id, '/api/app/user/info', 'PATCH', { firstName: 'Imke' });
    const rows = await auditOf(session.id);
    expect(rows.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/api/app/properties', 200],
      ['GET', `/api/app/properties/${other.id}`, 404],
      ['PATCH', '/api/app/user/info', 200],
    ]);
    expect(rows.every((r) => r.staff_id === staff.id && r.host_id === host.id)).toBe(true);

    const log = await t.app.inject({ url: '/api/app/user/staff-access', headers: host.auth });
    expect(log.statusCode).toBe(200);
    const page = log.json();
    expect(page.items[0]).toMatchObject({
      sessionId: session.id,
      staffName: 'Stella Tester',
      reason: REASON,
      method: 'PATCH',
      path: '/api/app/user/info',
      status: 200,
    });
    expect(page.items.slice(0, 3).map((e: { method: string }) => e.method)).toEqual(['PATCH', 'GET', 'GET']);
    expect(page.pagination).toMatchObject({ current: 1, limit: 20 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(3);
    // nobody else's log: another host's is empty
    const others = (await t.app.inject({ url: '/api/app/user/staff-access', headers: other.auth })).json();
    expect(others.items).toEqual([]);
    // the host's own calls are not in it
    const before = page.pagination.total;
    await t.app.inject({ url: '/api/app/properties', headers: host.auth });
    const after = (await t.app.inject({ url: '/api/app/user/staff-access', headers: host.auth })).json();
    expect(after.pagination.total).toBe(before);
  });

  it('pages the log, 20 a page', async () => {
    const session = await begin(staff, other.id);
    for (let i = 0; i < 21; i++) await as(staff, session.id, '/api/app/properties');
    const page2 = (
      await t.app.inject({ url: '/api/app/user/staff-access?page=2', headers: other.auth })
    ).json();
    expect(page2.pagination).toMatchObject({ current: 2, total: 21, pages: 2 });
    expect(page2.items).toHaveLength(1);
  });

  it('the database refuses to change or remove audit rows', async () => {
    const session = await begin();
    await as(staff, session.id, '/api/app/properties');
    await expect(
      t.database.query(`update impersonation_audit set status = 500 where session_id = $1`, [session.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.query('delete from impersonation_audit where session_id = $1', [session.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.query('truncate impersonation_audit')).rejects.toThrow(/append-only/);
    expect((await auditOf(session.id)).map((r) => r.status)).toEqual([200]);
  });

  it('refuses the actions that move money or change credentials, with a translated 403, and records them', async () => {
    const session = await begin();
    const refused = [
      [
        'POST',
        '/api/app/user/onboarding/saveBankAccounts',
        { holderName: 'X', iban: 'DE89370400440532013000' },
      ],
      ['POST', '/api/app/subscription/checkout', { planId: 'x' }],
      ['DELETE', '/api/app/subscription', { subscriptionId: 'x' }],
      ['POST', '/api/app/user/erasure', { password: 'whatever' }],
      ['PUT', `/api/app/user/bank-accounts/${host.id}/default`, undefined],
      ['POST', '/api/app/api-keys', { name: 'Channel manager', scopes: ['read'] }],
    ] as const;
    for (const [method, url, body] of refused) {
      const res = await as(staff, session.id, url, method, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('impersonation_refused');
    }
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/erasure',
      headers: { ...staff.auth, 'x-impersonation': session.id, 'accept-language': 'de-DE' },
      payload: { password: 'whatever' },
    });
    expect(de.json().detail).toContain('nur für den Gastgeber');
    expect((await auditOf(session.id)).map((r) => r.status)).toEqual(refused.map(() => 403).concat(403));
    // the host itself is not refused (the wrong password is the answer)
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/erasure',
      headers: host.auth,
      payload: { password: 'whatever' },
    });
    expect(own.json().code).not.toBe('impersonation_refused');
  });

  it('every refused action names a route that exists', () => {
    for (const { method, url } of REFUSED_WHILE_IMPERSONATING) {
      expect(t.app.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(true);
    }
  });

  it('an ended or expired session is refused; ending is the staff member’s own', async () => {
    const session = await begin();
    expect((await end(otherStaff, session.id)).statusCode).toBe(404);
    expect((await as(staff, session.id, '/api/app/properties')).statusCode).toBe(200);
    const ended = await end(staff, session.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().endedAt).not.toBeNull();
    const after = await as(staff, session.id, '/api/app/properties');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'impersonation_ended' });
    expect(after.json().detail).toContain('has ended');
    // again: no change
    expect((await end(staff, session.id)).json().endedAt).toBe(ended.json().endedAt);

    // one session at a time: a new one ends the one still running
    const first = await begin();
    const second = await begin(staff, other.id);
    expect((await as(staff, first.id, '/api/app/properties')).json().code).toBe('impersonation_ended');
    expect((await as(staff, second.id, '/api/app/properties')).statusCode).toBe(200);

    const expiring = await begin();
    await t.database.query(
      `update impersonation_sessions set expires_at = now() - interval '1 second' where id = $1`,
      [expiring.id],
    );
    expect((await as(staff, expiring.id, '/api/app/user/info')).json().code).toBe('impersonation_ended');
  });

  it('refuses another staff member’s session, a host naming a session, and nonsense', async () => {
    const session = await begin();
    const stolen = await as(otherStaff, session.id, '/api/app/properties');
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('impersonation_ended');
    expect(stolen.json().detail).toContain('another staff member');
    const byHost = await as(other, session.id, '/api/app/properties');
    expect(byHost.statusCode).toBe(403);
    expect(byHost.json().detail).toContain('Only staff');
    expect((await as(staff, 'not-a-session', '/api/app/properties')).statusCode).toBe(403);
    expect((await as(staff, '00000000-0000-4000-8000-000000000000', '/api/app/properties')).statusCode).toBe(
      403,
    );
    // none of these were recorded as the host's
    expect(await auditOf(session.id)).toEqual([]);
  });

  it('an erased host keeps the log (the erasure deletes nothing of it)', async () => {
    const victim = await t.createHost({ firstName: 'Erin' });
    const session = await begin(staff, victim.id);
    await as(staff, session.id, '/api/app/properties');
    await privacyRepository(t.database).erase(victim.id);
    expect(await auditOf(session.id)).toHaveLength(1);
    // the erased account cannot be opened again
    expect((await as(staff, session.id, '/api/app/properties')).statusCode).toBe(403);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  guestCookie,
  newestLoginToken,
  onRequestUnit,
  outbox,
  requestStay,
  sha256,
  stayRequest,
} from '../../../test/helpers/guest-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildServices } from '../../services.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const ANA = 'ana.guest@example.test';

let t: TestApp;
let unitId: string;
let requestId: string;

const login = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/guest/login', payload: { token } });
const asGuest = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: `guest_token=${cookie}` },
    ...(payload ? { payload } : {}),
  });
const newLink = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/public/guest/login-link', payload });

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  const host = await t.createHost();
  unitId = await onRequestUnit(t, host);
  // the address as the guest typed it; a guest is their address in lower case
  requestId = await requestStay(t, unitId, stayRequest('Ana.Guest@Example.test', 30, 3, 'Ana Guest'));
}, 120_000);
afterAll(() => t?.close());

describe(`guest login by link (${driver})`, () => {
  it('puts a login link into the e-mail about the request, next to the stay page', () => {
    const mail = outbox(t).find((m) => m.to.toLowerCase() === ANA)!;
    expect(mail.body).toContain(`/stay/${unitId}/reservation/${requestId}?token=`);
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/guest\/login\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.body).toMatch(/<a href="http:\/\/localhost:8080\/guest\/login\?token=/);
  });

  it('exchanges the link for an HttpOnly, SameSite cookie of 86400 s that opens the request’s conversation', async () => {
    const res = await login(newestLoginToken(t, ANA)!);
    expect(res.statusCode).toBe(200);
    const { channelId } = res.json();
    const { header, value } = guestCookie(res);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(header).toContain('Max-Age=86400');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    // served over http here: a Secure cookie would never come back
    expect(header).not.toContain('Secure');
    const me = await asGuest('GET', '/api/guest/me', value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: ANA, name: 'Ana Guest' });
    const channels = await asGuest('GET', '/api/guest/channels', value);
    expect(channels.json().items.map((c: { id: string }) => c.id)).toEqual([channelId]);
    // only the hash of the session is stored
    const stored = await t.database.query('select 1 from guest_sessions where token_hash = $1', [value]);
    expect(stored).toHaveLength(0);
  });

  it('answers a used link with 410 guest_link_used', async () => {
    const token = newestLoginToken(t, ANA)!;
    const res = await login(token);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('guest_link_used');
  });

  it('answers an expired link with 410 guest_link_expired', async () => {
    const token = newestLoginToken(t, ANA)!;
    await t.database.query(
      `update guest_login_links set used_at = null, expires_at = now() - interval '1 minute' where token_hash = $1`,
      [sha256(token)],
    );
    const res = await login(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('guest_link_expired');
    expect(guestCookie(res).value).toBe('');
  });

  it('answers a tampered or unknown token with 404, and a malformed one with 400', async () => {
    const token = newestLoginToken(t, ANA)!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await login(tampered)).statusCode).toBe(404);
    expect((await login('x'.repeat(43))).statusCode).toBe(404);
    expect((await login('not a token')).statusCode).toBe(400);
  });

  it('ends a session at its expiry: 401, and the dead cookie is cleared', async () => {
    const cookie = await newSession();
    expect((await asGuest('GET', '/api/guest/me', cookie)).statusCode).toBe(200);
    await t.database.query(
      `update guest_sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [sha256(cookie)],
    );
    const res = await asGuest('GET', '/api/guest/me', cookie);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(guestCookie(res).header).toMatch(/guest_token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it('refuses the guest area without a cookie or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/guest/channels' })).statusCode).toBe(401);
    expect((await asGuest('GET', '/api/guest/channels', 'A'.repeat(43))).statusCode).toBe(401);
  });

  it('never lets a guest session into a host call (401)', async () => {
    const cookie = await newSession();
    for (const url of ['/api/app/properties', '/api/app/messaging/channels', '/api/app/booking-requests']) {
      expect((await asGuest('GET', url, cookie)).statusCode).toBe(401);
    }
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const cookie = await newSession();
    const res = await asGuest('POST', '/api/guest/logout', cookie);
    expect(res.statusCode).toBe(204);
    expect(guestCookie(res).header).toMatch(/guest_token=;/);
    expect((await asGuest('GET', '/api/guest/me', cookie)).statusCode).toBe(401);
  });
});

describe(`a fresh link by e-mail (${driver})`, () => {
  it('answers 202 for any address, and writes only to an address with stays', async () => {
    const before = outbox(t).length;
    const stranger = await newLink({ email: 'nobody@example.test' });
    expect(stranger.statusCode).toBe(202);
    const known = await newLink({ email: 'ANA.guest@example.test' });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(stranger.json());
    // the login links written since (other tests' e-mails may still be arriving)
    const links = () =>
      outbox(t)
        .slice(before)
        .filter((m) => /\/guest\/login\?token=/.test(m.body));
    await eventually(() => links().length > 0);
    const sent = links();
    expect([...new Set(sent.map((m) => m.to.toLowerCase()))]).toEqual([ANA]);
    expect(outbox(t).some((m) => m.to.toLowerCase() === 'nobody@example.test')).toBe(false);
    // in the language of the guest's stay (Portuguese)
    expect(sent[0]!.subject).not.toBe('mail.guestLogin.subject');
    const fresh = newestLoginToken(t, ANA)!;
    expect((await login(fresh)).statusCode).toBe(200);
  });

  it('sends a fresh link to the address of a dead link, which opens the same conversation', async () => {
    const dead = newestLoginToken(t, ANA)!;
    const channel = (
      await t.database.query<{ channel_id: string }>(
        'select channel_id from guest_login_links where token_hash = $1',
        [sha256(dead)],
      )
    )[0]!.channel_id;
    const before = outbox(t).length;
    expect((await newLink({ token: dead })).statusCode).toBe(202);
    await eventually(() => outbox(t).length > before);
    const fresh = newestLoginToken(t, ANA)!;
    expect(fresh).not.toBe(dead);
    const res = await login(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().channelId).toBe(channel);
  });

  it('answers 202 to an unknown token too, and sends nothing', async () => {
    const before = outbox(t).length;
    expect((await newLink({ token: 'B'.repeat(43) })).statusCode).toBe(202);
    expect((await newLink({ email: 'ana.guest@example.test' })).statusCode).toBe(202);
    await eventually(() => outbox(t).length > before);
    await new Promise((r) => setTimeout(r, 100));
    expect(outbox(t).length).toBe(before + 1);
  });

  it('writes to one address at most five times an hour, whoever asks', async () => {
    // so far this hour: the request's e-mail and three fresh links
    const before = outbox(t).length;
    expect((await newLink({ email: ANA })).statusCode).toBe(202);
    await eventually(() => outbox(t).length > before);
    expect((await newLink({ email: ANA })).statusCode).toBe(202);
    expect((await newLink({ email: ANA })).statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    expect(outbox(t).length).toBe(before + 1);
  });
});

/**
 * A session from a link written straight into the table (no e-mail needed), dated two hours back
 * so that it does not count towards the links an address may get per hour.
 */
async function newSession() {
  const token = randomBytes(32).toString('base64url');
  await t.database.query(
    `insert into guest_login_links (token_hash, email, created_at, expires_at)
     values ($1, $2, now() - interval '2 hours', now() + interval '1 hour')`,
    [sha256(token), ANA],
  );
  const res = await login(token);
  expect(res.statusCode).toBe(200);
  return guestCookie(res).value;
}

describe(`forgetting (${driver})`, () => {
  it('drops expired sessions and links dead for a month, keeps the rest', async () => {
    const { guestAuth } = buildServices({ config: t.config, database: t.database });
    const rows = async () =>
      (
        await t.database.query<{ n: number }>(
          `select (select count(*) from guest_sessions where expires_at < now())::int
                + (select count(*) from guest_login_links where expires_at < now() - interval '30 days')::int as n`,
        )
      )[0]!.n;
    await t.database.query(
      `insert into guest_sessions (token_hash, email, expires_at) values ('old-session', $1, now() - interval '1 minute')`,
      [ANA],
    );
    await t.database.query(
      `insert into guest_login_links (token_hash, email, expires_at) values ('old-link', $1, now() - interval '31 days')`,
      [ANA],
    );
    const live = await newSession();
    expect(await rows()).toBeGreaterThanOrEqual(2);
    await guestAuth.forgetExpired();
    expect(await rows()).toBe(0);
    expect((await asGuest('GET', '/api/guest/me', live)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, sha256 } from '../../../test/helpers/guest-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const ANA = 'ana.guest@example.test';
let secure: TestApp;

beforeAll(async () => {
  secure = await createTestApp({
    PUBLIC_URL: 'https://portal.example.test',
    GUEST_RATE_LIMIT_PER_MINUTE: '3',
  });
}, 120_000);
afterAll(() => secure?.close());

describe('over https, with the usual rate limit', () => {
  it('sets a Secure cookie, and limits the public guest calls per client', async () => {
    const token = 'C'.repeat(43);
    await secure.database.query(
      `insert into guest_login_links (token_hash, email, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [sha256(token), ANA],
    );
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/public/guest/login',
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(guestCookie(res).header).toContain('Secure');
    // another client address than the login's: its own three calls a minute
    const ask = () =>
      secure.app.inject({
        method: 'POST',
        url: '/api/public/guest/login-link',
        remoteAddress: '203.0.113.9',
        payload: { email: ANA },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

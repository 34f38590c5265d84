import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { spaClient, TestBrowser } from '../../identity/testing/oidc-client.ts';
import { referralRepository } from './referral.repository.ts';
import { referralService } from './referral.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const SECRET = 'a-referral-secret-of-at-least-32-characters';

let t: TestApp;
let referrer: TestHost;
let other: TestHost;

const as = (who: TestHost | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Registers a host through the embedded provider's page, with `ref` on the authorization request. */
async function registerThrough(ref: string | null, email: string, firstName: string, lastName: string) {
  const browser = new TestBrowser(t.app, t.config);
  const client = spaClient(browser);
  const start = await browser.get(client.authorizeUrl({ screen: 'register', ...(ref ? { ref } : {}) }));
  const { res: page } = await browser.follow(start);
  const action = page.body.match(/<form method="post" action="([^"]+)"/)![1]!;
  const posted = await browser.post(action, {
    hostType: 'individual',
    firstName,
    lastName,
    email,
    password: 'correct horse 42',
  });
  expect(posted.statusCode).toBe(303);
}

beforeAll(async () => {
  t = await createTestApp({ REFERRAL_TOKEN_SECRET: SECRET, REFERRAL_PRODUCT_ID: 'portal-test' });
  referrer = await t.createHost({ firstName: 'Rita' });
  other = await t.createHost({ firstName: 'Otto' });
}, 120_000);
afterAll(() => t?.close());

describe(`POST /api/app/cello-token (${driver})`, () => {
  it('signs a short-lived HS256 token naming the signed-in host, which the service verifies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await as(referrer, 'POST', '/api/app/cello-token', {
      productId: 'portal-test',
      productUserId: referrer.id,
    });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json();
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ productId: 'portal-test', productUserId: referrer.id });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(claims.iat!).toBeGreaterThanOrEqual(before);
    expect(new Date(expiresAt).getTime()).toBe(claims.exp! * 1000);

    const verifier = referralService(referralRepository(t.database), {
      publicUrl: t.config.publicUrl,
      productId: 'portal-test',
      tokenSecret: SECRET,
    });
    expect(await verifier.verifyToken(token)).toBe(referrer.id);
    // another key, a changed payload, or a later time: refused
    const otherKey = referralService(referralRepository(t.database), {
      publicUrl: t.config.publicUrl,
      productId: 'portal-test',
      tokenSecret: 'x'.repeat(40),
    });
    await expect(otherKey.verifyToken(token)).rejects.toThrow();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, productUserId: other.id })).toString('base64url');
    await expect(verifier.verifyToken(`${h}.${forged}.${s}`)).rejects.toThrow();
    const later = referralService(referralRepository(t.database), {
      publicUrl: t.config.publicUrl,
      productId: 'portal-test',
      tokenSecret: SECRET,
      now: () => new Date((claims.exp! + 1) * 1000),
    });
    await expect(later.verifyToken(token)).rejects.toThrow(/exp/);
  });

  it("refuses another user's id and another product with 404, and needs a token", async () => {
    const foreign = await as(referrer, 'POST', '/api/app/cello-token', {
      productId: 'portal-test',
      productUserId: other.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('eyJ');
    const product = await as(referrer, 'POST', '/api/app/cello-token', {
      productId: 'another',
      productUserId: referrer.id,
    });
    expect(product.statusCode).toBe(404);
    const bad = await as(referrer, 'POST', '/api/app/cello-token', { productId: 'portal-test' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await as(null, 'POST', '/api/app/cello-token', {
      productId: 'portal-test',
      productUserId: referrer.id,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the product id in the domain config for the widget', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config/localhost.json' });
    expect(res.json().referralWidgetIds).toEqual(['portal-test']);
  });

  it('signs with a stored key when no secret is configured, the same in every process', async () => {
    const a = referralService(referralRepository(t.database), { publicUrl: '', productId: 'p' });
    const b = referralService(referralRepository(t.database), { publicUrl: '', productId: 'p' });
    const { token } = await a.issueToken(referrer.id, { productId: 'p', productUserId: referrer.id });
    expect(await b.verifyToken(token)).toBe(referrer.id);
  });
});

describe(`the referral page (${driver})`, () => {
  it('gives each host one stable invite code and link, empty at first', async () => {
    const first = (await as(referrer, 'GET', '/api/app/referral')).json();
    expect(first.code).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
    expect(first.inviteUrl).toBe(`http://localhost:8080/register?ref=${first.code}`);
    expect(first.counts).toEqual({ signedUp: 0, listed: 0 });
    expect(first.signups).toEqual([]);
    const again = (await as(referrer, 'GET', '/api/app/referral')).json();
    expect(again.code).toBe(first.code);
    const others = (await as(other, 'GET', '/api/app/referral')).json();
    expect(others.code).not.toBe(first.code);
    expect((await as(null, 'GET', '/api/app/referral')).statusCode).toBe(401);
  });

  it('records a registration through the invite link and lists it to the referrer only', async () => {
    const { code } = (await as(referrer, 'GET', '/api/app/referral')).json();
    await registerThrough(code, `ref.${Date.now()}@example.test`, 'Nina', 'Neumann');
    await registerThrough(null, `plain.${Date.now()}@example.test`, 'Paul', 'Plain');
    await registerThrough('unknowncode', `bad.${Date.now()}@example.test`, 'Bea', 'Bad');
    await registerThrough("x' or 1=1 --", `evil.${Date.now()}@example.test`, 'Eve', 'Evil');

    const mine = (await as(referrer, 'GET', '/api/app/referral')).json();
    expect(mine.counts).toEqual({ signedUp: 1, listed: 0 });
    expect(mine.signups).toHaveLength(1);
    expect(mine.signups[0]).toMatchObject({ name: 'Nina N.', listed: false });
    expect(Date.now() - new Date(mine.signups[0].signedUpAt).getTime()).toBeLessThan(60_000);
    expect(JSON.stringify(mine)).not.toContain('Neumann');
    expect(JSON.stringify(mine)).not.toContain('@example.test');

    const theirs = (await as(other, 'GET', '/api/app/referral')).json();
    expect(theirs.counts).toEqual({ signedUp: 0, listed: 0 });
    expect(theirs.signups).toEqual([]);

    // the new host has finished onboarding: counted as listed
    await t.database.query(
      `update users set onboarding_status = 'finished'
        where id = (select user_id from referral_signups where referrer_id = $1)`,
      [referrer.id],
    );
    const after = (await as(referrer, 'GET', '/api/app/referral')).json();
    expect(after.counts).toEqual({ signedUp: 1, listed: 1 });
    expect(after.signups[0].listed).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import type { Config } from '../config.ts';
import { buildIdentityApp, MemoryMailer, testConfig } from './testing/identity-app.ts';
import { inputValue, signIn, spaClient, TestBrowser } from './testing/oidc-client.ts';

let database: TestDatabase;
let config: Config;
let app: Awaited<ReturnType<typeof buildIdentityApp>>;
const mailer = new MemoryMailer();
const PASSWORD = 'correct horse 42';

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig();
  app = await buildIdentityApp({ config, database, mailer, rateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

let n = 0;
const uniqueEmail = () => `host${++n}.${Date.now()}@example.test`;

async function register(email = uniqueEmail(), password = PASSWORD) {
  await signIn(new TestBrowser(app, config), {
    register: { hostType: 'individual', firstName: 'Grace', lastName: 'Hopper', email, password },
  });
  return email;
}

/** Opens the login (or register) page of a fresh authorization request. */
async function openPage(browser: TestBrowser, extra: Record<string, string> = {}) {
  const client = spaClient(browser);
  const { res } = await browser.follow(await browser.get(client.authorizeUrl(extra)));
  const action = res.body.match(/<form method="post" action="([^"]+)"/)?.[1] ?? '';
  return { client, res, action: action.replaceAll('&amp;', '&') };
}

const alertText = (html: string) =>
  html.match(/<div class="error-summary" role="alert"[\s\S]*?<\/div>/)?.[0] ?? '';

describe('login page', () => {
  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    const email = await register();
    const browser = new TestBrowser(app, config);
    const { action } = await openPage(browser);
    const wrong = await browser.post(action, { email, password: 'wrong password 1' });
    expect(wrong.statusCode).toBe(401);
    expect(alertText(wrong.body)).toContain('The e-mail address or password is incorrect.');
    const unknown = await browser.post(action, { email: uniqueEmail(), password: 'wrong password 1' });
    expect(unknown.statusCode).toBe(401);
    expect(alertText(unknown.body)).toBe(alertText(wrong.body));
    expect(wrong.body).toContain('aria-invalid="true"');
  });

  it('after 5 failures for one e-mail blocks that client for 15 minutes, not the owner elsewhere', async () => {
    const email = await register();
    const attacker = new TestBrowser(app, config, '198.51.100.7');
    const { action } = await openPage(attacker);
    for (let i = 1; i <= 4; i++) {
      expect((await attacker.post(action, { email, password: `wrong password ${i}` })).statusCode).toBe(401);
    }
    const fifth = await attacker.post(action, { email, password: 'wrong password 5' });
    expect(fifth.statusCode).toBe(429);
    expect(alertText(fifth.body)).toContain(
      'Too many failed sign-in attempts for this e-mail address. Please try again in 15 minutes',
    );
    // even the right password is refused from that client while it is blocked
    const right = await attacker.post(action, { email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    // the owner, on another client, signs in as usual
    const owner = new TestBrowser(app, config, '203.0.113.20');
    const { action: ownerAction } = await openPage(owner);
    expect((await owner.post(ownerAction, { email, password: PASSWORD })).statusCode).toBe(303);
    // and the blocked client may still try other addresses
    const other = await attacker.post(action, { email: uniqueEmail(), password: 'wrong password 6' });
    expect(other.statusCode).toBe(401);
    // once the block has passed, the right password works again from the first client too
    await database.query(
      "update login_throttle set blocked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes'",
    );
    expect((await attacker.post(action, { email, password: PASSWORD })).statusCode).toBe(303);
  });

  it('blocks a client that fails on many addresses, in the page language, and no one else', async () => {
    const victim = await register();
    const sprayer = new TestBrowser(app, config, '2001:db8:5:7::1');
    const { action } = await openPage(sprayer, { ui_locales: 'de-DE' });
    for (let i = 1; i < 20; i++) {
      const res = await sprayer.post(action, { email: uniqueEmail(), password: 'Summer2026!' });
      expect(res.statusCode).toBe(401);
    }
    const last = await sprayer.post(action, { email: uniqueEmail(), password: 'Summer2026!' });
    expect(last.statusCode).toBe(429);
    expect(alertText(last.body)).toContain(
      'Zu viele fehlgeschlagene Anmeldeversuche aus deinem Netzwerk. Bitte versuche es in 15 Minuten erneut.',
    );
    // the whole client (its IPv6 /64) is blocked, whatever the address and password
    const sameNetwork = new TestBrowser(app, config, '2001:db8:5:7:abcd::9');
    const { action: sameAction } = await openPage(sameNetwork);
    expect((await sameNetwork.post(sameAction, { email: victim, password: PASSWORD })).statusCode).toBe(429);
    // everybody else signs in, the victim included
    const elsewhere = new TestBrowser(app, config, '2001:db8:5:8::1');
    const { action: elsewhereAction } = await openPage(elsewhere);
    expect((await elsewhere.post(elsewhereAction, { email: victim, password: PASSWORD })).statusCode).toBe(
      303,
    );
  });

  it('uses the ui_locales language for the page', async () => {
    const { res } = await openPage(new TestBrowser(app, config), { ui_locales: 'de-DE' });
    expect(res.body).toContain('<html lang="de-DE">');
    const { res: viaHeader } = await openPage(new TestBrowser(app, config));
    expect(viaHeader.body).toContain('<html lang="en-US">');
  });

  it('can be cancelled, which returns access_denied to the app', async () => {
    const browser = new TestBrowser(app, config);
    const { client, action } = await openPage(browser);
    const { location } = await browser.follow(await browser.get(`${action}/abort`), client.redirectUri);
    expect(new URL(location!).searchParams.get('error')).toBe('access_denied');
  });

  it('answers an unknown interaction with a "start again" page', async () => {
    const res = await new TestBrowser(app, config).get('/identity/interaction/nope');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please start again from the app.');
  });
});

describe('registration page', () => {
  it('rejects weak passwords with the rule that failed', async () => {
    const browser = new TestBrowser(app, config);
    const { action } = await openPage(browser, { screen: 'register' });
    const email = uniqueEmail();
    const base = { hostType: 'individual', firstName: 'Grace', lastName: 'Hopper', email };
    const short = await browser.post(action, { ...base, password: 'abc123' });
    expect(short.statusCode).toBe(400);
    expect(alertText(short.body)).toContain('at least 10 characters');
    const noDigit = await browser.post(action, { ...base, password: 'onlyletters' });
    expect(alertText(noDigit.body)).toContain('at least one letter and one digit');
    const asEmail = await browser.post(action, { ...base, password: email });
    expect(alertText(asEmail.body)).toContain('must not be your e-mail address');
    // the entered values are kept, the password is not echoed
    expect(inputValue(short.body, 'firstName')).toBe('Grace');
    expect(inputValue(short.body, 'password')).toBeUndefined();
  });

  it('requires the company name for a company host', async () => {
    const browser = new TestBrowser(app, config);
    const { action } = await openPage(browser, { screen: 'register' });
    const res = await browser.post(action, {
      hostType: 'company',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(alertText(res.body)).toContain('Please enter the company name.');
  });

  it('says when the e-mail address is taken (any letter case)', async () => {
    const email = await register();
    const browser = new TestBrowser(app, config);
    const { action } = await openPage(browser, { screen: 'register' });
    const res = await browser.post(action, {
      hostType: 'individual',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(alertText(res.body)).toContain('An account with this e-mail address already exists.');
  });
});

describe('forgotten password', () => {
  async function requestLink(email: string) {
    const browser = new TestBrowser(app, config);
    const page = await browser.get('/identity/forgot-password');
    expect(page.statusCode).toBe(200);
    const csrf = inputValue(page.body, 'csrf')!;
    const res = await browser.post(
      '/identity/forgot-password',
      { csrf, email },
      { origin: 'http://localhost:8080' },
    );
    return res;
  }

  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = mailer.sent.length;
    const res = await requestLink('nobody@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('If an account exists for nobody@example.test');
    expect(mailer.sent.length).toBe(before);
  });

  it('refuses a post without the CSRF token or from another origin', async () => {
    const browser = new TestBrowser(app, config);
    const page = await browser.get('/identity/forgot-password');
    const csrf = inputValue(page.body, 'csrf')!;
    expect((await browser.post('/identity/forgot-password', { email: 'a@b.test' })).statusCode).toBe(403);
    const evil = await browser.post(
      '/identity/forgot-password',
      { csrf, email: 'a@b.test' },
      { origin: 'https://evil.test' },
    );
    expect(evil.statusCode).toBe(403);
  });

  it('mails a link that resets the password once, then refuses it', async () => {
    const email = await register();
    const before = await signIn(new TestBrowser(app, config), { email, password: PASSWORD });
    const whoami = (token: string) =>
      app.inject({ url: '/api/app/whoami', headers: { authorization: `Bearer ${token}` } });
    expect((await whoami(before.access_token)).statusCode).toBe(200);
    const res = await requestLink(email);
    expect(res.body).toContain(`If an account exists for ${email}`);
    const mail = mailer.last(email)!;
    expect(mail.subject).toBe('Reset your Host Portal password');
    const link = mail.text.match(/http:\/\/localhost:8080\/identity\/reset-password\?\S+/)![0];
    const [stored] = await database.query<{ token_hash: string }>(
      'select token_hash from password_reset_tokens',
    );
    expect(link).not.toContain(stored!.token_hash);

    const browser = new TestBrowser(app, config);
    const form = await browser.get(link);
    expect(form.statusCode).toBe(200);
    const token = inputValue(form.body, 'token')!;
    const csrf = inputValue(form.body, 'csrf')!;
    const mismatch = await browser.post('/identity/reset-password', {
      csrf,
      token,
      password: 'new password 7',
      confirmPassword: 'other 77777777',
    });
    expect(alertText(mismatch.body)).toContain('The passwords do not match.');
    const done = await browser.post('/identity/reset-password', {
      csrf,
      token,
      password: 'new password 7',
      confirmPassword: 'new password 7',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');

    // the reset signed the account out everywhere: earlier access tokens are refused as well
    expect((await whoami(before.access_token)).statusCode).toBe(401);
    await expect(signIn(new TestBrowser(app, config), { email, password: PASSWORD })).rejects.toThrow();
    const after = await signIn(new TestBrowser(app, config), { email, password: 'new password 7' });
    expect((await whoami(after.access_token)).statusCode).toBe(200);

    const reused = await new TestBrowser(app, config).get(link);
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('This link has already been used.');
    expect(reused.body).toContain('href="/identity/forgot-password');
  });

  it('refuses an expired link with a way to ask for a new one', async () => {
    const email = await register();
    await requestLink(email);
    const link = mailer.last(email)!.text.match(/http:\/\/localhost:8080\/identity\/reset-password\?\S+/)![0];
    await database.query(
      "update password_reset_tokens set expires_at = now() - interval '1 minute' where used_at is null",
    );
    const res = await new TestBrowser(app, config).get(link);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This link has expired.');
    expect(res.body).toContain('Request a new link');
  });
});

describe('password change', () => {
  it('needs the provider session', async () => {
    const res = await new TestBrowser(app, config).get('/identity/change-password');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Please sign in to change your password.');
  });

  it('checks the current password and returns to a same-origin return_to only', async () => {
    const email = await register();
    const browser = new TestBrowser(app, config);
    await signIn(browser, { email, password: PASSWORD });
    const evil = await browser.get('/identity/change-password?return_to=https://evil.test/x');
    expect(evil.body).not.toContain('evil.test');
    const url = `/identity/change-password?return_to=${encodeURIComponent('http://localhost:8080/account')}`;
    const page = await browser.get(url);
    expect(page.statusCode).toBe(200);
    const csrf = inputValue(page.body, 'csrf')!;
    const wrong = await browser.post(url, {
      csrf,
      currentPassword: 'nope nope 1',
      password: 'brand new 99',
      confirmPassword: 'brand new 99',
    });
    expect(alertText(wrong.body)).toContain('The current password is incorrect.');
    const ok = await browser.post(url, {
      csrf,
      currentPassword: PASSWORD,
      password: 'brand new 99',
      confirmPassword: 'brand new 99',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('http://localhost:8080/account');
    await signIn(new TestBrowser(app, config), { email, password: 'brand new 99' });
  });

  it('keeps the current session and ends the others', async () => {
    const email = await register();
    const here = new TestBrowser(app, config);
    const hereTokens = await signIn(here, { email, password: PASSWORD });
    const elsewhere = new TestBrowser(app, config);
    const elsewhereTokens = await signIn(elsewhere, { email, password: PASSWORD });
    const page = await here.get('/identity/change-password');
    const csrf = inputValue(page.body, 'csrf')!;
    const done = await here.post('/identity/change-password', {
      csrf,
      currentPassword: PASSWORD,
      password: 'brand new 99',
      confirmPassword: 'brand new 99',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');
    expect((await spaClient(here).refresh(hereTokens.refresh_token!)).status).toBe(200);
    expect((await spaClient(elsewhere).refresh(elsewhereTokens.refresh_token!)).body.error).toBe(
      'invalid_grant',
    );
  });
});

describe('assets', () => {
  it('serves the stylesheet and script', async () => {
    const css = await app.inject('/identity/assets/identity.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect((await app.inject('/identity/assets/identity.js')).statusCode).toBe(200);
    expect((await app.inject('/identity/assets/nope.js')).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('user info: host profile fields (issue 11)', () => {
  let t: TestApp;
  let host: TestHost;
  let other: TestHost;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost({ firstName: 'Ana' });
    other = await t.createHost({ firstName: 'Otto' });
  });
  afterAll(() => t.close());

  const patch = (payload: object, who = host, lang = 'en-US') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: { ...who.auth, 'accept-language': lang },
      payload,
    });

  it('starts with empty profile fields and the e-mails switched on', async () => {
    const res = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(res.json()).toMatchObject({
      aboutHost: null,
      hostLanguages: [],
      phoneForGuests: null,
      phoneForSms: null,
      marketingConsent: false,
      unreadMessageEmails: true,
      reviewReplyEmails: true,
    });
  });

  it('saves about, languages, phones, consent and the e-mail switches for this host only', async () => {
    const res = await patch({
      aboutHost: '  Sea views and sourdough.  ',
      hostLanguages: ['de', 'en'],
      phoneForGuests: '+385 21 123 456',
      phoneForSms: '+49 (151) 2345-6789',
      marketingConsent: true,
      reviewReplyEmails: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      aboutHost: 'Sea views and sourdough.',
      hostLanguages: ['de', 'en'],
      phoneForGuests: '+385 21 123 456',
      phoneForSms: '+49 (151) 2345-6789',
      marketingConsent: true,
      reviewReplyEmails: false,
    });
    const theirs = await t.app.inject({ url: '/api/app/user/info', headers: other.auth });
    expect(theirs.json()).toMatchObject({ aboutHost: null, hostLanguages: [], marketingConsent: false });
  });

  it('treats a phone number with no digits as empty (001 section 5)', async () => {
    const res = await patch({ phoneForGuests: ' - ', phoneForSms: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phoneForGuests: null, phoneForSms: null });
  });

  it('refuses malformed phones and languages, naming the field in the caller’s language', async () => {
    const res = await patch({ phoneForSms: 'call 12', hostLanguages: ['de', 'de'] });
    expect(res.statusCode).toBe(400);
    const reasons = Object.fromEntries(
      res.json().invalidParams.map((p: { name: string; reason: string }) => [p.name, p.reason]),
    );
    expect(reasons.phoneForSms).toMatch(/phone number/i);
    expect(reasons.hostLanguages).toBeTruthy();
    expect((await patch({ phoneForGuests: '12' })).statusCode).toBe(400);
    const german = await patch({ phoneForSms: 'abc1' }, host, 'de-DE');
    expect(german.json().invalidParams[0].reason).toMatch(/Telefonnummer/);
    // nothing of the refused calls was saved
    const info = await t.app.inject({ url: '/api/app/user/info', headers: host.auth });
    expect(info.json().hostLanguages).toEqual(['de', 'en']);
  });

  it('an empty about text is no text', async () => {
    const res = await patch({ aboutHost: '   ' });
    expect(res.json().aboutHost).toBeNull();
  });
});

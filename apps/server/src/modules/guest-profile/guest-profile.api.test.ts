import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const URL = '/api/app/user/guest-preferences';

let t: TestApp;
let host: TestHost;
let other: TestHost;

const get = (who: TestHost = host) => t.app.inject({ method: 'GET', url: URL, headers: who.auth });
const patch = (payload: object, who: TestHost = host) =>
  t.app.inject({ method: 'PATCH', url: URL, headers: who.auth, payload });
const invalidNames = (res: Awaited<ReturnType<typeof patch>>) =>
  (res.json().invalidParams as { name: string }[]).map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost();
  other = await t.createHost();
}, 120_000);
afterAll(() => t?.close());

describe(`the ideal guest: GET and PATCH /api/app/user/guest-preferences (${driver})`, () => {
  it('answers nothing answered for a host who never opened the questionnaire', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bookingTimes: null,
      stayDurations: null,
      startOfStay: null,
      groupSizes: null,
      language: null,
      hostLanguages: [],
      updatedAt: null,
    });
  });

  it('saves one step at a time and keeps the other answers', async () => {
    const first = await patch({ bookingTimes: ['earlyBird', 'onSchedule'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ bookingTimes: ['earlyBird', 'onSchedule'], stayDurations: null });
    expect(Date.parse(first.json().updatedAt)).not.toBeNaN();

    expect((await patch({ stayDurations: ['mediumStay'] })).statusCode).toBe(200);
    expect((await patch({ startOfStay: ['weekend'] })).statusCode).toBe(200);
    expect((await patch({ groupSizes: ['couple', 'family'] })).statusCode).toBe(200);
    const last = await patch({ language: 'hostLanguage', hostLanguages: ['de', 'en'] });
    expect(last.statusCode, last.body).toBe(200);

    const saved = (await get()).json();
    expect(saved).toMatchObject({
      bookingTimes: ['earlyBird', 'onSchedule'],
      stayDurations: ['mediumStay'],
      startOfStay: ['weekend'],
      groupSizes: ['couple', 'family'],
      language: 'hostLanguage',
      hostLanguages: ['de', 'en'],
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.json().updatedAt));
  });

  it('changes an answer by saving the step again', async () => {
    expect((await patch({ stayDurations: ['shortStay', 'longStay'] })).json().stayDurations).toEqual([
      'shortStay',
      'longStay',
    ]);
    // the language step's choice changes; the host's languages stay for the next time
    expect((await patch({ language: 'noPreference' })).json()).toMatchObject({
      language: 'noPreference',
      hostLanguages: ['de', 'en'],
    });
    expect((await patch({ language: 'hostLanguage' })).json()).toMatchObject({
      language: 'hostLanguage',
      hostLanguages: ['de', 'en'],
    });
  });

  it('is the host’s own: another host still has no answers', async () => {
    expect((await get(other)).json()).toMatchObject({ bookingTimes: null, language: null, updatedAt: null });
    expect((await get()).json().bookingTimes).toEqual(['earlyBird', 'onSchedule']);
  });

  it.each([
    ['no option chosen', { bookingTimes: [] }, 'bookingTimes'],
    ['an unknown option', { groupSizes: ['crowd'] }, 'groupSizes'],
    ['an option twice', { startOfStay: ['weekend', 'weekend'] }, 'startOfStay'],
    ['a single choice sent as a list', { language: ['hostLanguage'] }, 'language'],
    ['two steps at once', { bookingTimes: ['earlyBird'], stayDurations: ['longStay'] }, 'stayDurations'],
    ['languages without hostLanguage', { language: 'noPreference', hostLanguages: ['de'] }, 'hostLanguages'],
    ['a language that is no code', { language: 'hostLanguage', hostLanguages: ['German'] }, 'hostLanguages'],
    ['no language named', { language: 'hostLanguage', hostLanguages: [] }, 'hostLanguages'],
  ])('refuses %s with the field named', async (_what, payload, field) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    // the field, or its item (groupSizes.0)
    expect(invalidNames(res).map((name) => name.split('.')[0])).toContain(field);
  });

  it('refuses an empty body and fields it does not know', async () => {
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ bookingTimes: ['earlyBird'], favouriteColour: 'blue' })).statusCode).toBe(400);
    // nothing of the refused bodies was saved
    expect((await get()).json().bookingTimes).toEqual(['earlyBird', 'onSchedule']);
  });

  it('asks for the host’s languages the first time hostLanguage is chosen', async () => {
    const res = await patch({ language: 'hostLanguage' }, other);
    expect(res.statusCode).toBe(400);
    expect(invalidNames(res)).toEqual(['hostLanguages']);
    expect((await get(other)).json().language).toBeNull();
  });

  it('shares one list of languages with the profile, both ways', async () => {
    const who = await t.createHost();
    const info = async () =>
      (await t.app.inject({ url: '/api/app/user/info', headers: who.auth })).json().hostLanguages;
    // languages given on the profile: hostLanguage needs no list of its own
    await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers: who.auth,
      payload: { hostLanguages: ['de', 'it'] },
    });
    expect((await get(who)).json().hostLanguages).toEqual(['de', 'it']);
    expect((await patch({ language: 'hostLanguage' }, who)).statusCode).toBe(200);
    // languages saved in the questionnaire show on the profile
    expect(
      (await patch({ language: 'hostLanguage', hostLanguages: ['fr'] }, who)).json().hostLanguages,
    ).toEqual(['fr']);
    expect(await info()).toEqual(['fr']);
  });

  it('needs a signed-in host', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PATCH', url: URL, payload: { groupSizes: ['solo'] } });
    expect(res.statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const path = doc.paths['/api/app/user/guest-preferences'];
    expect(Object.keys(path).sort()).toEqual(['get', 'patch']);
    expect(JSON.stringify(path.patch.requestBody)).toContain('UpdateGuestPreferences');
    expect(JSON.stringify(path.get.responses['200'])).toContain('GuestPreferences');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const BASE = '/api/staff/feature-toggles';

let t: TestApp;
let host: TestHost;
let staff: TestHost;

const as = (who: TestHost | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const features = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/public/settings' })).json().features;

beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost();
  staff = await createStaff(t);
}, 120_000);
afterAll(() => t?.close());

describe(`feature toggles (${driver})`, () => {
  it('answers 404 to hosts on every call (401 without a token) and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', BASE],
      ['GET', `${BASE}/campaignRedirect`],
      ['PUT', `${BASE}/campaignRedirect`, { enabled: true }],
      ['PUT', `${BASE}/nonsense`, { enabled: true }],
    ] as const) {
      const res = await as(host, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await features()).campaignRedirect).toBe(false);
    expect(await t.database.query('select * from feature_toggle_changes')).toEqual([]);
  });

  it('lists the flags with their configured defaults', async () => {
    const res = await as(staff, 'GET', BASE);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: 'overview', enabled: false, defaultValue: false, available: true },
      // no HELP_CENTER_URL in this app: the help centre cannot be switched on
      { id: 'helpCenter', enabled: false, defaultValue: false, available: false },
      { id: 'alternateReservations', enabled: false, defaultValue: false, available: true },
      { id: 'welcomeTourForced', enabled: false, defaultValue: false, available: true },
      { id: 'campaignRedirect', enabled: false, defaultValue: false, available: true },
    ]);
    expect((await as(staff, 'GET', `${BASE}/nonsense`)).statusCode).toBe(400);
  });

  it('switches a flag, persisted with who and when, and the settings and app page carry it', async () => {
    const on = await as(staff, 'PUT', `${BASE}/campaignRedirect`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: 'campaignRedirect', enabled: true, defaultValue: false });
    expect(on.json().changes).toHaveLength(1);
    expect(on.json().changes[0]).toMatchObject({ enabled: true, changedBy: staff.email });
    expect(Date.now() - new Date(on.json().changes[0].changedAt).getTime()).toBeLessThan(60_000);
    expect(await features()).toMatchObject({ campaignRedirect: true, overview: false });

    const off = await as(staff, 'PUT', `${BASE}/campaignRedirect`, { enabled: false });
    expect(off.json().enabled).toBe(false);
    expect(off.json().changes.map((c: { enabled: boolean }) => c.enabled)).toEqual([false, true]);
    expect((await features()).campaignRedirect).toBe(false);

    await as(staff, 'PUT', `${BASE}/overview`, { enabled: true });
    const rows = await t.database.query<{ name: string; enabled: boolean; updated_by: string }>(
      'select name, enabled, updated_by from feature_toggles order by name',
    );
    expect(rows).toEqual([
      { name: 'campaignRedirect', enabled: false, updated_by: staff.id },
      { name: 'overview', enabled: true, updated_by: staff.id },
    ]);
    expect((await features()).overview).toBe(true);
    expect((await as(staff, 'GET', `${BASE}/overview`)).json().enabled).toBe(true);
  });

  it('refuses to switch on the help centre without its address', async () => {
    const res = await as(staff, 'PUT', `${BASE}/helpCenter`, { enabled: true });
    expect(res.statusCode).toBe(409);
    expect((await features()).helpCenter).toBe(false);
  });

  it('reads the switches of another process within two seconds', async () => {
    // another process's switch: written straight to the table
    await t.database.query(
      `insert into feature_toggles (name, enabled) values ('welcomeTourForced', true)
       on conflict (name) do update set enabled = true`,
    );
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await features()).welcomeTourForced).toBe(true);
  });
});

describe(`the help centre switch with HELP_CENTER_URL (${driver})`, () => {
  it('turns the configured help centre off and on again', async () => {
    const h = await createTestApp({ HELP_CENTER_URL: 'https://help.example.test/' });
    try {
      const s = await createStaff(h);
      const read = async () => (await h.app.inject({ method: 'GET', url: '/api/public/settings' })).json();
      expect((await read()).features.helpCenter).toBe(true);
      const put = (enabled: boolean) =>
        h.app.inject({ method: 'PUT', url: `${BASE}/helpCenter`, headers: s.auth, payload: { enabled } });
      expect((await put(false)).statusCode).toBe(200);
      expect((await read()).features.helpCenter).toBe(false);
      expect((await read()).helpCenterUrl).toBe('https://help.example.test/');
      expect((await put(true)).statusCode).toBe(200);
      expect((await read()).features.helpCenter).toBe(true);
    } finally {
      await h.close();
    }
  }, 120_000);
});

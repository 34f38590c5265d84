import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const URL = '/api/public/web-vitals';

let t: TestApp;
let host: TestHost;
let staff: TestHost;

const report = (payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const samples = () =>
  t.database.query<{ page: string; metric: string; value: number; target: string | null; day: string }>(
    "select page, metric, value, target, to_char(day, 'YYYY-MM-DD') as day from web_vital_samples order by id",
  );

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '1000' });
  host = await t.createHost();
  staff = await createStaff(t);
}, 120_000);
afterAll(() => t?.close());

describe(`web vitals (${driver})`, () => {
  it('stores a report without a token, with the caps applied, per page template and day', async () => {
    const res = await report({
      page: '/properties/:propertyId/units/:unitId/:unitPage',
      samples: [
        { metric: 'LCP', value: 2_345_678, target: `main > ${'div.card '.repeat(40)}` },
        { metric: 'CLS', value: 125 },
        { metric: 'INP', value: 180, target: 'button.ignored' },
        { metric: 'TTFB', value: 95 },
      ],
    });
    expect(res.statusCode).toBe(204);
    const rows = await samples();
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.map((r) => [r.metric, r.value])).toEqual([
      ['LCP', 999_999],
      ['CLS', 125],
      ['INP', 180],
      ['TTFB', 95],
    ]);
    expect(rows[0]!.target).toHaveLength(128);
    expect(rows[0]!.target).toBe(`main > ${'div.card '.repeat(40)}`.slice(0, 128));
    expect(rows[2]!.target).toBeNull();
    expect(
      rows.every((r) => r.day === today && r.page === '/properties/:propertyId/units/:unitId/:unitPage'),
    ).toBe(true);
  });

  it('takes the text/plain body that sendBeacon sends', async () => {
    const res = await report(
      JSON.stringify({ page: '/home', samples: [{ metric: 'TTFB', value: 40 }] }),
      'text/plain;charset=UTF-8',
    );
    expect(res.statusCode).toBe(204);
    expect((await samples()).at(-1)).toMatchObject({ page: '/home', metric: 'TTFB', value: 40 });
  });

  it('answers 400 to invalid reports and stores nothing of them', async () => {
    const before = (await samples()).length;
    for (const bad of [
      { page: '/home', samples: [{ metric: 'FID', value: 10 }] },
      { page: '/home', samples: [{ metric: 'LCP', value: -1 }] },
      { page: '/home', samples: [{ metric: 'LCP', value: 1.5 }] },
      { page: '/home', samples: [{ metric: 'LCP', value: '100' }] },
      { page: '/home', samples: [] },
      { page: '/home', samples: Array.from({ length: 21 }, () => ({ metric: 'TTFB', value: 1 })) },
      // addresses with ids are not pages
      { page: '/properties/3f2b8a1e-1111-4a3b-9c1d-2e3f4a5b6c7d', samples: [{ metric: 'TTFB', value: 1 }] },
      { page: '/booking-details/1234567', samples: [{ metric: 'TTFB', value: 1 }] },
      { page: 'https://evil.example/home', samples: [{ metric: 'TTFB', value: 1 }] },
      { samples: [{ metric: 'TTFB', value: 1 }] },
    ]) {
      const res = await report(bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await report('not json', 'text/plain')).statusCode).toBe(400);
    expect((await samples()).length).toBe(before);
  });

  it('computes p75 per page and metric for the staff (hosts get 404)', async () => {
    await t.database.query('delete from web_vital_samples');
    // /home LCP: 10 values 100..1000 → p75 (percentile_disc) is 800; CLS 0,50,100,200 → 100
    await report({
      page: '/home',
      samples: Array.from({ length: 10 }, (_, i) => ({ metric: 'LCP', value: (i + 1) * 100 })),
    });
    await report({ page: '/home', samples: [0, 200, 50, 100].map((value) => ({ metric: 'CLS', value })) });
    await report({ page: '/calendar', samples: [{ metric: 'INP', value: 300 }] });
    // a sample older than the window is left out
    await t.database.query(
      "insert into web_vital_samples (day, page, metric, value) values (current_date - 40, '/home', 'LCP', 5)",
    );

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/web-vitals', headers: host.auth })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/web-vitals', headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().pages).toEqual([
      { page: '/calendar', metrics: [{ metric: 'INP', p75: 300, samples: 1 }] },
      {
        page: '/home',
        metrics: [
          { metric: 'LCP', p75: 800, samples: 10 },
          { metric: 'CLS', p75: 100, samples: 4 },
        ],
      },
    ]);
    const wide = await t.app.inject({
      method: 'GET',
      url: '/api/staff/web-vitals?days=90',
      headers: staff.auth,
    });
    expect(wide.json().pages[1].metrics[0]).toEqual({ metric: 'LCP', p75: 800, samples: 11 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/web-vitals?days=91', headers: staff.auth }))
        .statusCode,
    ).toBe(400);
  });
});

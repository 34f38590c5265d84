import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';

describe('staff preview of a unit under review', () => {
  let t: TestApp;
  let host: TestHost;
  let staff: TestHost;
  let unitId: string;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    staff = await createStaff(t);
    ({ unitId } = await unitIn(t, host, 'UNDER_REVIEW'));
  });
  afterAll(() => t.close());

  const preview = (who: TestHost | null, id = unitId, query = '') =>
    t.app.inject({ url: `/api/staff/units/${id}/preview${query}`, headers: who?.auth ?? {} });

  it('shows staff the page guests will see: photos, price, place and the registration number', async () => {
    // guests cannot see it yet
    expect((await t.app.inject({ url: `/stay/${unitId}` })).statusCode).toBe(404);
    const res = await preview(staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('no-store');
    const page = res.body;
    expect(page).toContain('<h1>Sea-view flat with terrace</h1>');
    expect(page).toContain('Preview for review');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toMatch(/<img src="[^"]+-medium\.webp"/);
    expect(page).toContain('From €120 per night');
    expect(page).toContain('Nice, France');
    expect(page).toContain('<dd>7510712345678</dd>');
    expect(page).not.toContain('<script');
  });

  it('tells the web app who is staff, so that only staff get the review entry', async () => {
    const info = (who: TestHost) => t.app.inject({ url: '/api/app/user/info', headers: who.auth });
    expect((await info(staff)).json().isStaff).toBe(true);
    expect((await info(host)).json().isStaff).toBe(false);
  });

  it('speaks the reviewer language', async () => {
    const fr = await preview(staff, unitId, '?hl=fr-FR');
    expect(fr.body).toContain('<html lang="fr-FR">');
    expect(fr.body).toMatch(/<dt>Numéro d(&#39;|&#x27;|')enregistrement<\/dt><dd>7510712345678<\/dd>/);
    expect(fr.body).toContain('Aperçu pour vérification');
  });

  it('is a 404 for hosts (even the owner), 401 without a token, 404 for unknown or deleted units', async () => {
    const owner = await preview(host);
    expect(owner.statusCode).toBe(404);
    expect(owner.body).not.toContain('Sea-view');
    expect((await preview(null)).statusCode).toBe(401);
    expect((await preview(staff, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await t.database.query(`update units set state = 'DELETED' where id = $1`, [unitId]);
    expect((await preview(staff)).statusCode).toBe(404);
  });
});

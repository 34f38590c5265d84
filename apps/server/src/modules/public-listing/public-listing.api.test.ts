import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { translate } from '../settings/translations.ts';

function multipart(data: Buffer) {
  const boundary = '----hp-stay-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('public listing page /stay/{unitId}', () => {
  let t: TestApp;
  let host: TestHost;
  let unitId: string;
  let draftId: string;

  beforeAll(async () => {
    t = await createTestApp();
    host = await t.createHost();
    const create = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/properties',
        headers: host.auth,
        payload: { propertyType: 'single', title },
      });
    const published = (await create('Villa <Azzurra>')).json();
    unitId = published.unitId;
    draftId = (await create('Draft')).json().unitId;
    for (let i = 0; i < 2; i++) {
      const jpeg = await sharp({
        create: { width: 1600, height: 1067, channels: 3, background: { r: 40 * i, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      const up = multipart(jpeg);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/app/property-unit/${unitId}/photos`,
        headers: { ...host.auth, ...up.headers },
        payload: up.payload,
      });
      expect(res.statusCode).toBe(201);
    }
    // the review flow (staff approval) is covered by the units tests; here the unit is simply published
    await t.database.query(
      `update units set state = 'PUBLISHED', title = 'Villa <Azzurra>', guests = 6,
         description = $2, accommodation_type = 'villa', amenities = '{wifi,sea_view}',
         rooms = $3::jsonb, price_and_availability = $4::jsonb, booking_type = 'onLine',
         registration_number = 'UP/I-335-02/23-01/0123', national_identification_code = '69435151530'
       where id = $1`,
      [
        unitId,
        'A stone villa above the sea.\n\nFour bedrooms & a garden.',
        JSON.stringify([
          { type: 'bedroom', size: 16, beds: [{ type: 'double', count: 1 }] },
          { type: 'bedroom', size: null, beds: [{ type: 'single', count: 2 }] },
          { type: 'bath_room', size: 6, beds: [] },
        ]),
        JSON.stringify({
          currency: 'EUR',
          nightlyPrice: 18_000,
          minimumStay: 2,
          maximumStay: 30,
          minimumNotice: 1,
          losDiscounts: [],
          seasons: [
            {
              name: 'Low',
              dateFrom: '2026-11-01',
              dateTo: '2027-03-01',
              nightlyPrice: 12_050,
              minimumStay: null,
            },
          ],
        }),
      ],
    );
    await t.database.query(
      `update properties set location = $2::jsonb where id = (select property_id from units where id = $1)`,
      [
        unitId,
        JSON.stringify({
          countryCode: 'HR',
          countryName: 'Croatia',
          city: 'Rovinj',
          latitude: 45.0812,
          longitude: 13.6387,
        }),
      ],
    );
  });
  afterAll(() => t.close());

  it('renders a published unit: one h1, escaped text, photos with srcset and alt, facts, price, map', async () => {
    const res = await t.app.inject({ url: `/stay/${unitId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = res.body;
    expect(page).toMatch(/^<!doctype html><html lang="en-US">/);
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toContain('<h1>Villa &lt;Azzurra&gt;</h1>');
    // no inline script: the booking panel's one script is a file of our own, and everything works without it
    expect(page).not.toMatch(/<script(?![^>]* src="\/stay-assets\/stay\.js" defer>)/);
    expect(page).toContain('<link rel="stylesheet" href="/stay-assets/stay.css">');
    expect(page).toContain('Rovinj, Croatia');
    expect(page).toContain('<p>Four bedrooms &amp; a garden.</p>');
    expect(page).toMatch(
      /srcset="[^"]+-small\.webp 320w, [^"]+-medium\.webp 1024w, [^"]+-large\.webp 1600w"/,
    );
    expect(page).toContain('alt="Villa &lt;Azzurra&gt;, photo 1 of 2"');
    expect(page).toContain('alt="Villa &lt;Azzurra&gt;, photo 2 of 2"');
    for (const text of [
      'Villa',
      'Up to 6 guests',
      '2 bedrooms',
      translate('en_US', 'amenities.wifi'),
      translate('en_US', 'amenities.sea_view'),
      '1 × Double bed',
      'Bathroom',
      'Instant booking',
    ]) {
      expect(page, text).toContain(text);
    }
    expect(page).toContain('From €120.50 per night');
    expect(page).toContain(
      'href="https://www.openstreetmap.org/?mlat=45.08120&amp;mlon=13.63870#map=14/45.08120/13.63870"',
    );
    const css = await t.app.inject({ url: '/stay-assets/stay.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('shows the registration number the law asks for, under the country label, but not the owner OIB', async () => {
    const en = (await t.app.inject({ url: `/stay/${unitId}` })).body;
    expect(en).toContain('<h2 id="registration-title">Official registration</h2>');
    expect(en).toContain('<dt>Categorization decision number (rješenje)</dt><dd>UP/I-335-02/23-01/0123</dd>');
    expect(en).not.toContain('69435151530');
    const hr = (await t.app.inject({ url: `/stay/${unitId}?hl=hr-HR` })).body;
    expect(hr).toContain('<dt>Broj rješenja o kategorizaciji</dt><dd>UP/I-335-02/23-01/0123</dd>');
    const de = (await t.app.inject({ url: `/stay/${unitId}?hl=de-DE` })).body;
    expect(de).toContain('Behördliche Registrierung');
    expect(de).toContain('<dt>Nummer des Kategorisierungsbescheids (rješenje)</dt>');
  });

  it('is localised by ?hl=, then the ho_hl cookie, then Accept-Language', async () => {
    const byQuery = await t.app.inject({ url: `/stay/${unitId}?hl=de-DE` });
    expect(byQuery.body).toContain('<html lang="de-DE">');
    expect(byQuery.body).toMatch(/120,50\s€/);
    const byCookie = await t.app.inject({ url: `/stay/${unitId}`, cookies: { ho_hl: 'fr_FR' } });
    expect(byCookie.body).toContain('<html lang="fr-FR">');
    const byHeader = await t.app.inject({
      url: `/stay/${unitId}`,
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(byHeader.body).toContain('<html lang="it-IT">');
  });

  it('answers a 404 page for unknown, unpublished, deleted and malformed ids, never the SPA', async () => {
    await t.database.query(`update units set state = 'UNDER_REVIEW' where id = $1`, [draftId]);
    const urls = [
      `/stay/${draftId}`,
      '/stay/00000000-0000-4000-8000-000000000000',
      '/stay/not-a-uuid',
      '/stay/',
      `/stay/${unitId}/extra`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<h1>This stay is not available</h1>');
    }
    await t.database.query(`update units set state = 'DELETED' where id = $1`, [unitId]);
    expect((await t.app.inject({ url: `/stay/${unitId}` })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhoto } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { subscriptionsService } from '../subscriptions/subscriptions.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DAY = 86_400_000;
/** A day relative to the real today (UTC), as the server's clock reads it before it is moved. */
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

let t: TestApp;
let minutes = 0;

beforeAll(async () => {
  // the browser tests' clock: the server's `now`, moved forward by whole days
  t = await createTestApp({ TEST_CLOCK: 'true' });
}, 120_000);
afterAll(() => t?.close());

/**
 * A place of `host` as the listing flow leaves it, written straight to its tables: a property
 * with a town, its unit in `state`. Each one is a minute newer than the one before (the search's
 * last order is the newest first), unless `age` says otherwise.
 */
async function place(
  host: TestHost,
  title: string,
  city: string,
  opts: { state?: string; propertyTitle?: string; country?: string; price?: number } = {},
) {
  minutes += 1;
  const [property] = await t.database.query<{ id: string }>(
    `insert into properties (host_id, property_type, title, location) values ($1, 'single', $2, $3::jsonb)
     returning id`,
    [
      host.id,
      opts.propertyTitle ?? title,
      JSON.stringify({ countryCode: 'HR', countryName: opts.country ?? 'Croatia', city }),
    ],
  );
  const [unit] = await t.database.query<{ id: string }>(
    `insert into units (property_id, host_id, title, state, price_and_availability, created_at)
     values ($1, $2, $3, $4, $5::jsonb, timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => $6))
     returning id`,
    [
      property!.id,
      host.id,
      title,
      opts.state ?? 'PUBLISHED',
      opts.price ? JSON.stringify({ currency: 'EUR', nightlyPrice: opts.price, seasons: [] }) : null,
      minutes,
    ],
  );
  return unit!.id;
}

/** A host with a live term of `planId` (the plan's services at their defaults). */
async function subscriber(planId: string) {
  const host = await t.createHost();
  const subscriptions = subscriptionsService(subscriptionsRepository(t.database), {
    subscriptionApplicable: async () => true,
  });
  await subscriptions.activate(host.id, planId);
  return host;
}

const boost = (host: TestHost, unitId: string, startsOn: string, endsOn: string) =>
  t.database.query('insert into unit_boosts (host_id, unit_id, starts_on, ends_on) values ($1, $2, $3, $4)', [
    host.id,
    unitId,
    startsOn,
    endsOn,
  ]);

const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/stays${query}`, headers });
  expect(res.statusCode, query).toBe(200);
  return res;
};

/** The cards of a result page, in order: title, link and whether it carries the "Featured" label. */
function cards(page: string) {
  return [...page.matchAll(/<article class="card[^"]*"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => {
    const body = m[1]!;
    const link = /<h2 id="[^"]+"><a href="([^"]+)">([^<]*)<\/a><\/h2>/.exec(body);
    return { title: link?.[2], href: link?.[1], featured: body.includes('badge-featured') };
  });
}
const titles = async (query: string) => cards((await search(query)).body).map((c) => c.title);

describe(`public search /stays: what is listed and how it is found (${driver})`, () => {
  let host: TestHost;
  let villaId: string;

  beforeAll(async () => {
    host = await t.createHost();
    villaId = await place(host, 'Villa <Mare>', 'Findtown', { price: 12_050 });
    await addPhoto(t, host.id, villaId, 2);
    await place(host, 'Stone house', 'Findtown', { propertyTitle: 'Casa Kamen' });
    await place(host, 'Harbour flat', 'Elsewhere', { country: 'Findland' });
    for (const state of ['IN_PROGRESS', 'UNDER_REVIEW', 'UNPUBLISHED', 'APPROVED', 'DELETED']) {
      await place(host, `Hidden ${state}`, 'Findtown', { state });
    }
  });

  it('lists only published places, newest first without ranks, each card linking to its /stay page', async () => {
    const res = await search('?q=findtown');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = res.body;
    expect(page).toMatch(/^<!doctype html><html lang="en-US">/);
    expect(page).toContain('<link rel="stylesheet" href="/stay-assets/stay.css">');
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toContain('<p class="search-count" role="status">2 places</p>');
    const found = cards(page);
    expect(found.map((c) => c.title)).toEqual(['Stone house', 'Villa &lt;Mare&gt;']);
    expect(found[1]!.href).toBe(`/stay/${villaId}`);
    expect(found.some((c) => c.featured)).toBe(false);
    expect(page).toContain('<p class="place">Findtown, Croatia</p>');
    expect(page).toContain('<p class="card-price">From €120.50 per night</p>');
    // the first photo as a thumbnail (the card's title says what it shows); no photo, no image
    expect(page.match(/<img src="[^"]+\/photos\/test-small\.webp" srcset="[^"]+"[^>]* alt=""/g)).toHaveLength(
      1,
    );
    expect(page).not.toContain('Hidden');
  });

  it('finds by the unit title, the property title, the town or the country, whatever the case', async () => {
    expect(await titles('?q=VILLA')).toEqual(['Villa &lt;Mare&gt;']);
    expect(await titles('?q=kamen')).toEqual(['Stone house']);
    expect(await titles('?q=%20%20findland%20')).toEqual(['Harbour flat']);
    expect(await titles('?q=Hidden')).toEqual([]);
  });

  it('takes % and _ literally, and says when nothing matches (with a way back to every place)', async () => {
    const res = await search('?q=%25');
    expect(cards(res.body)).toEqual([]);
    expect(res.body).toContain('No places match “%”. Try another name, town or country.');
    expect(res.body).toContain('<a href="/stays">Show all places</a>');
    expect(cards((await search('?q=Villa_')).body)).toEqual([]);
    const odd = await search(`?q=${encodeURIComponent('<b>"x"</b>')}`);
    expect(odd.body).toContain('No places match “&lt;b&gt;&quot;x&quot;&lt;/b&gt;”.');
    expect(odd.body).toContain('value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
  });

  it('is in the visitor’s language (?hl=, then Accept-Language), and its links keep ?hl=', async () => {
    const de = (await search('?q=Findtown&hl=de-DE')).body;
    expect(de).toContain('<html lang="de-DE">');
    expect(de).toContain('2 Unterkünfte');
    expect(de).toMatch(/Ab 120,50\s€ pro Nacht/);
    expect(de).toContain(`href="/stay/${villaId}?hl=de-DE"`);
    expect(de).toContain('<input type="hidden" name="hl" value="de-DE">');
    const hr = (await search('?q=Findtown', { 'accept-language': 'hr-HR,hr;q=0.9' })).body;
    expect(hr).toContain('<html lang="hr-HR">');
    expect(hr).toContain('2 smještaja');
  });
});

describe(`public search /stays: paid placement first, then the rest (${driver})`, () => {
  let plain: TestHost;
  let boosted: TestHost;

  beforeAll(async () => {
    plain = await t.createHost();
    boosted = await t.createHost();
    const pro = await subscriber('pro-eur-monthly');
    const plus = await subscriber('plus-eur-monthly');
    const starter = await subscriber('starter-eur-monthly');
    // oldest first: without ranks the list would be the other way round
    const running = await place(boosted, 'Boosted', 'Ranktown');
    await place(pro, 'Ranked', 'Ranktown');
    await place(plus, 'Visible', 'Ranktown');
    await place(starter, 'Starter', 'Ranktown');
    const ended = await place(boosted, 'Ended yesterday', 'Ranktown');
    const tomorrow = await place(boosted, 'Starts tomorrow', 'Ranktown');
    await place(plain, 'Plain', 'Ranktown');
    await boost(boosted, running, day(-1), day(2));
    await boost(boosted, ended, day(-3), day(0));
    await boost(boosted, tomorrow, day(1), day(3));
  });
  afterAll(async () => {
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { days: 0 } });
  });

  it('puts a boost running today first, then the ranking boost (pro), then the visibility boost (plus)', async () => {
    const found = cards((await search('?q=Ranktown')).body);
    expect(found.map((c) => c.title)).toEqual([
      'Boosted',
      'Ranked',
      'Visible',
      'Plain',
      'Starts tomorrow',
      'Ended yesterday',
      'Starter',
    ]);
    // paid placement says so on its card, in words
    expect(found.map((c) => c.featured)).toEqual([true, true, true, false, false, false, false]);
    const page = (await search('?q=Ranktown')).body;
    expect(page).toContain('<span class="badge badge-featured">Featured</span>');
    expect(page).toContain('Featured places pay to be shown higher.');
    const fr = (await search('?q=Ranktown&hl=fr-FR')).body;
    expect(fr).toContain('<span class="badge badge-featured">Mis en avant</span>');
  });

  it('reads the boost periods at the service’s day: a period counts from its first day to before its end', async () => {
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { days: 1 } });
    // tomorrow: both running boosts are rank 3, the newer first; "Ended yesterday" still does not count
    expect(await titles('?q=Ranktown')).toEqual([
      'Starts tomorrow',
      'Boosted',
      'Ranked',
      'Visible',
      'Plain',
      'Ended yesterday',
      'Starter',
    ]);
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { days: 3 } });
    // both periods are over (the end day is not part of a period)
    expect(await titles('?q=Ranktown')).toEqual([
      'Ranked',
      'Visible',
      'Plain',
      'Starts tomorrow',
      'Ended yesterday',
      'Starter',
      'Boosted',
    ]);
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { days: 0 } });
    expect((await titles('?q=Ranktown'))[0]).toBe('Boosted');
  });

  it('drops a host that switches the visibility boost off, and one whose term is over', async () => {
    const [visible] = await t.database.query<{ host_id: string }>(
      `select host_id from units where title = 'Visible'`,
    );
    await t.database.query(
      `insert into host_services (host_id, service, enabled) values ($1, 'visibilityBoost', false)`,
      [visible!.host_id],
    );
    let found = cards((await search('?q=Ranktown')).body);
    expect(found.map((c) => c.title)).toEqual([
      'Boosted',
      'Ranked',
      'Plain',
      'Starts tomorrow',
      'Ended yesterday',
      'Starter',
      'Visible',
    ]);
    expect(found.at(-1)!.featured).toBe(false);
    await t.database.query(`update host_services set enabled = true where host_id = $1`, [visible!.host_id]);
    expect((await titles('?q=Ranktown'))[2]).toBe('Visible');

    const [ranked] = await t.database.query<{ host_id: string }>(
      `select host_id from units where title = 'Ranked'`,
    );
    await t.database.query(
      `update subscriptions set current_term_end = now() - interval '1 hour' where host_id = $1`,
      [ranked!.host_id],
    );
    found = cards((await search('?q=Ranktown')).body);
    expect(found.map((c) => c.title)).toEqual([
      'Boosted',
      'Visible',
      'Plain',
      'Starts tomorrow',
      'Ended yesterday',
      'Starter',
      'Ranked',
    ]);
  });

  it('orders places of the same rank by their guests’ rating, then the newest first', async () => {
    const host = await t.createHost();
    const older = await place(host, 'Rated older', 'Ratetown');
    await place(host, 'Unrated newer', 'Ratetown');
    const [stay] = await t.database.query<{ id: string }>(
      `insert into reservations (kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
         guest_email, guest_language, quote, currency, total, payment_option, history)
       values ('booking', $1, $2, 'REVIEW_COLLECTED', $3, $4, 2, 'Ana Horvat', 'ana@example.test', 'en',
         '{}'::jsonb, 'EUR', 30000, 'online_100', '[]'::jsonb) returning id`,
      [host.id, older, day(-10), day(-7)],
    );
    await t.database.query(
      `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness,
         accuracy, communication, location, check_in, value, text)
       values ('RV-SEARCH1', $1, $2, $3, 'Ana Horvat', 5, 5, 5, 5, 5, 5, 5, 'Lovely.')`,
      [host.id, older, stay!.id],
    );
    const page = (await search('?q=Ratetown')).body;
    expect(cards(page).map((c) => c.title)).toEqual(['Rated older', 'Unrated newer']);
    expect(page).toContain('<span>5.0 out of 5</span> · 1 review');
  });
});

describe(`public search /stays: pages of 20 (${driver})`, () => {
  beforeAll(async () => {
    const host = await t.createHost();
    for (let i = 1; i <= 23; i++) await place(host, `Page place ${String(i).padStart(2, '0')}`, 'Pagetown');
  });

  it('shows 20 places a page with next and previous links, every place once', async () => {
    const first = (await search('?q=Pagetown')).body;
    const second = (await search('?q=Pagetown&page=2')).body;
    expect(cards(first)).toHaveLength(20);
    expect(cards(second)).toHaveLength(3);
    expect(first).toContain('<span>Page 1 of 2</span>');
    expect(first).toContain('<a href="/stays?q=Pagetown&amp;page=2" rel="next">Next page</a>');
    expect(first).not.toContain('rel="prev"');
    expect(second).toContain('<a href="/stays?q=Pagetown" rel="prev">Previous page</a>');
    expect(second).not.toContain('rel="next"');
    const all = [...cards(first), ...cards(second)].map((c) => c.title);
    expect(new Set(all).size).toBe(23);
    // newest first: the last one made leads
    expect(all[0]).toBe('Page place 23');
    expect(all.at(-1)).toBe('Page place 01');
    expect(second).toContain('<title>Places matching “Pagetown” · Page 2 of 2');
  });

  it('clamps a page that is not a page number to the first, and one past the end to the last', async () => {
    const first = cards((await search('?q=Pagetown')).body);
    const last = cards((await search('?q=Pagetown&page=2')).body);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect(cards((await search(`?q=Pagetown&page=${bad}`)).body), bad).toEqual(first);
    }
    const past = (await search('?q=Pagetown&page=9')).body;
    expect(cards(past)).toEqual(last);
    expect(past).toContain('<span>Page 2 of 2</span>');
    // a text longer than the field takes is cut, not refused
    const long = await search(`?q=${'a'.repeat(5000)}`);
    expect(long.body).toContain(`value="${'a'.repeat(100)}"`);
  });

  it('lists every published place without a text, and is its own path beside the /stay pages', async () => {
    const page = (await search('')).body;
    expect(page).toContain('<h1>Places to stay</h1>');
    expect(page).toMatch(/<p class="search-count" role="status">\d+ places<\/p>/);
    expect(cards(page)).toHaveLength(20);
    expect((await t.app.inject({ url: '/stays/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/stay/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/stay' })).statusCode).toBe(404);
  });
});

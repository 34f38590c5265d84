import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);

let t: TestApp;
let host: TestHost;
let instant: string;
let onRequest: string;

async function published(bookingType: 'onLine' | 'onRequest') {
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: host.auth,
    payload: { bookingType },
  });
  return unitId;
}

const page = (url: string) => t.app.inject({ method: 'GET', url });
const form = (unitId: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/stay/${unitId}/reserve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
/** The guest's form fields as the page renders them (hidden dates and key included). */
function fieldsOf(html: string) {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!;
  return fields;
}
const guest = { name: 'Nora Guest', email: 'nora@example.test', phone: '', language: 'en' };

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  instant = await published('onLine');
  onRequest = await published('onRequest');
}, 120_000);
afterAll(() => t?.close());

describe(`the booking panel of /stay, without script (${driver})`, () => {
  it('shows the availability of two months and a dates form, with only its own deferred script', async () => {
    const res = await page(`/stay/${instant}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Book your stay');
    expect(res.body.match(/<table class="month">/g)).toHaveLength(2);
    expect(res.body).toContain(`<form method="get" action="/stay/${instant}#book"`);
    expect(res.body).toContain('Choose your dates and the number of guests to see the price.');
    expect(res.body.match(/<script[^>]*>/g)).toEqual(['<script src="/stay-assets/stay.js" defer>']);
    const js = await page('/stay-assets/stay.js');
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.body).toContain("querySelector('form.dates')");
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('quotes the chosen dates, itemised, with the guest form of the unit’s booking type', async () => {
    const res = await page(`/stay/${instant}?checkIn=${day(40)}&checkOut=${day(47)}&guests=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('7 nights × €120.00');
    expect(res.body).toContain('Length-of-stay discount (10 %)');
    expect(res.body).toContain('€756.00');
    expect(res.body).toContain('Book now');
    expect(res.body).toContain('Ask a question');
    expect((await page(`/stay/${onRequest}?checkIn=${day(40)}&checkOut=${day(47)}&guests=2`)).body).toContain(
      'Request to book',
    );
  });

  it('names a broken rule on its field, in the page’s language', async () => {
    const res = await page(`/stay/${instant}?checkIn=${day(40)}&checkOut=${day(41)}&guests=9`);
    expect(res.body).toContain('The minimum stay for these dates is 2 nights.');
    expect(res.body).toContain('This place takes at most 4 guests.');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).not.toContain('Book now');
  });

  it('books through the form, redirects to a confirmation, and a second submit books nothing more', async () => {
    const quoted = await page(`/stay/${instant}?checkIn=${day(60)}&checkOut=${day(63)}&guests=2`);
    const fields: Record<string, string> = {
      ...fieldsOf(quoted.body),
      ...guest,
      message: '',
      action: 'book',
    };
    expect(fields.key).toMatch(/^[0-9a-f-]{36}$/);
    const res = await form(instant, fields);
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^/stay/${instant}/reservation/[0-9a-f-]{36}\\?token=[\\w-]{32}$`));
    const again = await form(instant, fields);
    expect(again.headers.location).toBe(location);
    const confirmation = await page(location);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['cache-control']).toBe('private, no-store');
    expect(confirmation.body).toContain('Your stay is booked');
    expect(confirmation.body).toContain('€360.00');
    // the page is the guest's alone: without the token, or with another, there is nothing
    expect((await page(location.replace(/token=.*/, 'token=guess'))).statusCode).toBe(404);
    expect((await page(location.split('?')[0]!)).statusCode).toBe(404);
    const list = (
      await t.app.inject({ url: '/api/app/bookings?tab=upcoming&criteria[search]=nora', headers: host.auth })
    ).json();
    expect(list.items).toHaveLength(1);
    // the dates are now taken on the calendar and refused
    const taken = await page(`/stay/${instant}?checkIn=${day(61)}&checkOut=${day(64)}&guests=2`);
    expect(taken.body).toContain('These dates are not available. Please choose other dates.');
  });

  it('sends a request on an on-request unit, and refuses a form with bad details, keeping what was typed', async () => {
    const quoted = await page(`/stay/${onRequest}?checkIn=${day(70)}&checkOut=${day(73)}&guests=3`);
    const bad = await form(onRequest, {
      ...fieldsOf(quoted.body),
      ...guest,
      email: 'nora-at-example',
      action: 'book',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an e-mail address such as name@example.com.');
    expect(bad.body).toContain('value="Nora Guest"');
    const ok = await form(onRequest, { ...fieldsOf(quoted.body), ...guest, action: 'book' });
    const view = ok.headers.location as string;
    expect((await page(view)).body).toContain('Your request is on its way');
    // once the host declines, the same link says so, with the host's words
    const id = view.split('/reservation/')[1]!.split('?')[0]!;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/app/booking-requests/${id}/reject`,
      headers: host.auth,
      payload: { reason: 'OTHER', explanation: 'We are closed that week.' },
    });
    expect(rejected.statusCode).toBe(200);
    const after = (await page(view)).body;
    expect(after).toContain('Your request was declined');
    expect(after).toContain('We are closed that week.');
  });

  it('asks a question, which needs a message', async () => {
    const quoted = await page(`/stay/${instant}?checkIn=${day(80)}&checkOut=${day(82)}&guests=2`);
    const noMessage = await form(instant, { ...fieldsOf(quoted.body), ...guest, message: '', action: 'ask' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.body).toContain('Write your question to the host.');
    const asked = await form(instant, {
      ...fieldsOf(quoted.body),
      ...guest,
      message: 'Is the terrace shaded in the afternoon?',
      action: 'ask',
    });
    expect((await page(asked.headers.location as string)).body).toContain('Your question is on its way');
  });

  it('answers 404 for an unknown stay, and for units guests cannot book', async () => {
    expect((await page(`/stay/${instant}/reservation/${crypto.randomUUID()}?token=nope`)).statusCode).toBe(
      404,
    );
    const { unitId } = await unitIn(t, host, 'IN_PROGRESS');
    expect((await form(unitId, { ...guest, action: 'book' })).statusCode).toBe(404);
  });
});

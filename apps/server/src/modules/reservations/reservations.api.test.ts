import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { buildServices } from '../../services.ts';
import { addDays, toDay } from './reservation-rules.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);
const guest = { name: 'Ines Guest', email: 'ines@example.test', phone: '+351 912 345 678', language: 'pt' };

let t: TestApp;
let host: TestHost;
let other: TestHost;
/** published units: instant (onLine) and on request */
let instant: string;
let onRequest: string;

async function publishedUnit(bookingType: 'onLine' | 'onRequest') {
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: host.auth,
    payload: { bookingType },
  });
  expect(res.statusCode).toBe(200);
  return unitId;
}

const stay = (from: number, nights: number, extra: object = {}) => ({
  checkIn: day(from),
  checkOut: day(from + nights),
  guests: 2,
  guest,
  message: 'We arrive late in the evening.',
  ...extra,
});

/** The mails written to the outbox, quoted-printable soft breaks and escapes undone. */
function outboxMails() {
  const outbox = path.join(t.config.dataDir, 'outbox');
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'latin1'))
    .map((m) =>
      m
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    );
}

function guestPost(path: string, unitId: string, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/public/units/${unitId}/${path}`, payload: body, headers });
}
const get = (url: string, who: TestHost = host) => t.app.inject({ method: 'GET', url, headers: who.auth });
const post = (url: string, body?: object, who: TestHost = host) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, ...(body ? { payload: body } : {}) });

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  instant = await publishedUnit('onLine');
  onRequest = await publishedUnit('onRequest');
}, 120_000);
afterAll(() => t?.close());

describe(`guests book, request and ask (${driver})`, () => {
  it('quotes a stay from the host’s prices, itemised', async () => {
    const res = await guestPost('quote', instant, { checkIn: day(40), checkOut: day(47), guests: 2 });
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.lines).toEqual([
      { kind: 'nights', nights: 7, nightlyPrice: 12_000, amount: 84_000 },
      { kind: 'los_discount', percent: 10, amount: -8_400 },
    ]);
    expect(q.total).toBe(75_600);
    expect(q.paymentOption).toBe('online_30_70_split');
  });

  it('answers 404 for a unit guests cannot book, and names the field of a broken rule', async () => {
    const { unitId: draft } = await unitIn(t, host, 'IN_PROGRESS');
    expect(
      (await guestPost('quote', draft, { checkIn: day(40), checkOut: day(42), guests: 2 })).statusCode,
    ).toBe(404);
    const res = await guestPost('quote', instant, { checkIn: day(40), checkOut: day(41), guests: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().invalidParams.map((p: { name: string }) => p.name)).toEqual(['checkOut', 'guests']);
    const past = await guestPost('bookings', instant, stay(-3, 2));
    expect(past.statusCode).toBe(400);
    expect(past.json().invalidParams[0].name).toBe('checkIn');
  });

  it('books an instant unit at once, and refuses the same dates afterwards', async () => {
    const res = await guestPost('bookings', instant, stay(50, 3));
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({ kind: 'booking', status: 'CONFIRMED', checkIn: day(50) });
    expect(receipt.stayUrl).toMatch(
      new RegExp(`^http://localhost:8080/stay/${instant}/reservation/${receipt.id}\\?token=[\\w-]{32}$`),
    );
    const booking = (await get(`/api/app/bookings/${receipt.id}`)).json();
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      publicState: 'Confirmed',
      availableActions: ['cancel'],
    });
    expect(booking.customer).toEqual({
      name: guest.name,
      email: guest.email,
      phoneNumber: guest.phone,
      language: 'pt',
    });
    // the guest's confirmation went through the mailer (the outbox without SMTP)
    const mails = outboxMails();
    // in the guest's language (pt): "A sua estadia está reservada" or similar; the link is the same
    const mail = mails.find((m) => m.includes(receipt.id));
    expect(mail).toContain('To: ines@example.test');
    expect(mail).toContain(`/stay/${instant}/reservation/${receipt.id}`);
    const again = await guestPost('bookings', instant, stay(51, 3));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('occupancy_conflict');
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/public/units/${instant}/availability?from=${day(45)}&to=${day(60)}`,
    });
    expect(availability.json().unavailable).toEqual([{ dateFrom: day(50), dateTo: day(53) }]);
  });

  it('keeps booking and requesting apart: each unit takes the one its booking type says', async () => {
    expect((await guestPost('bookings', onRequest, stay(60, 2))).statusCode).toBe(409);
    expect((await guestPost('booking-requests', instant, stay(60, 2))).statusCode).toBe(409);
    const inquiry = await guestPost('inquiries', instant, stay(60, 2, { message: 'Is there parking?' }));
    expect(inquiry.statusCode).toBe(201);
    expect(inquiry.json().status).toBe('REQUESTED');
  });

  it('honours Idempotency-Key: the same body gets the first answer, another body is refused', async () => {
    const key = `key-${Date.now()}`;
    const body = stay(70, 2);
    const first = await guestPost('booking-requests', onRequest, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const second = await guestPost('booking-requests', onRequest, body, { 'idempotency-key': key });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const list = (
      await get(
        `/api/app/booking-requests?criteria[checkIn][to]=${day(70)}&criteria[checkOut][from]=${day(72)}`,
      )
    ).json();
    expect(list.items.filter((i: { checkIn: string }) => i.checkIn === day(70))).toHaveLength(1);
    const changed = await guestPost('booking-requests', onRequest, stay(71, 2), { 'idempotency-key': key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('idempotency_key_reused');
  });
});

describe(`hosts answer requests and inquiries, and cancel bookings (${driver})`, () => {
  it('confirms a request into an upcoming booking; an overlapping request is then refused, naming the clash', async () => {
    const before = (await get('/api/app/booking-requests-pending-count')).json().count;
    const a = (await guestPost('booking-requests', onRequest, stay(80, 4))).json();
    const b = (await guestPost('booking-requests', onRequest, stay(82, 4))).json();
    expect((await get('/api/app/booking-requests-pending-count')).json().count).toBe(before + 2);
    const confirmed = await post(`/api/app/booking-requests/${a.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', availableActions: [] });
    const bookingId = confirmed.json().bookingId;
    // the guest heard twice about the request: when it was sent, and when the host confirmed it
    expect(outboxMails().filter((m) => m.includes(`/reservation/${a.id}?token=`))).toHaveLength(2);
    const upcoming = (await get('/api/app/bookings?tab=upcoming')).json();
    expect(upcoming.items.map((i: { id: string }) => i.id)).toContain(bookingId);
    const clash = await post(`/api/app/booking-requests/${b.id}/confirm`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe(`These dates clash with a booking from ${day(80)} to ${day(84)}.`);
    expect((await get('/api/app/booking-requests-pending-count')).json().count).toBe(before + 1);
    expect((await post(`/api/app/booking-requests/${a.id}/confirm`)).statusCode).toBe(409);
  });

  it('rejects a request with the explanation rule of 000 section 5', async () => {
    const r = (await guestPost('booking-requests', onRequest, stay(90, 2))).json();
    const url = `/api/app/booking-requests/${r.id}/reject`;
    expect((await post(url, { reason: 'OTHER' })).statusCode).toBe(400);
    expect((await post(url, { reason: 'RATES_MISMATCH', explanation: 'Prices changed' })).statusCode).toBe(
      400,
    );
    const res = await post(url, { reason: 'OTHER', explanation: 'We are closed for works that week.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'OTHER', subReason: null, explanation: 'We are closed for works that week.' },
    });
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual(['REQUESTED', 'REJECTED']);
  });

  it('confirms an inquiry into an occupying stay and lists what overlaps another', async () => {
    const a = (await guestPost('inquiries', instant, stay(100, 3, { message: 'Dogs allowed?' }))).json();
    const b = (await guestPost('inquiries', instant, stay(101, 3, { message: 'Cot available?' }))).json();
    const confirmed = await post(`/api/app/booking-inquiries/${a.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', publicState: 'Confirmed' });
    const overlapping = (
      await get(`/api/app/booking-inquiries/${b.id}/overlapping-unavailabilities?page=1&limit=10`)
    ).json();
    expect(overlapping.items).toMatchObject([{ dateFrom: day(100), dateTo: day(103), sourceId: a.id }]);
    expect((await post(`/api/app/booking-inquiries/${b.id}/confirm`)).statusCode).toBe(409);
    expect(
      (await post(`/api/app/booking-inquiries/${b.id}/reject`, { reason: 'OVERBOOKING', explanation: 'x' }))
        .statusCode,
    ).toBe(400);
    const rejected = await post(`/api/app/booking-inquiries/${b.id}/reject`, {
      reason: 'OVERBOOKING',
      message: 'Sorry, those nights are taken.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'OVERBOOKING', explanation: null, message: 'Sorry, those nights are taken.' },
    });
    const archived = (await get('/api/app/booking-inquiries?archived=true')).json();
    expect(archived.items.map((i: { id: string }) => i.id)).toContain(b.id);
  });

  it('cancels a booking with a reason; its dates are free again', async () => {
    const b = (await guestPost('bookings', instant, stay(110, 2))).json();
    expect((await post(`/api/app/bookings/${b.id}/cancel`, {})).statusCode).toBe(400);
    const res = await post(`/api/app/bookings/${b.id}/cancel`, {
      reason: 'PROPERTY_UNAVAILABLE',
      subReason: 'MAINTENANCE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'CANCELLED',
      publicState: 'Cancelled',
      cancellation: {
        by: 'OWNER',
        reason: 'PROPERTY_UNAVAILABLE',
        subReason: 'MAINTENANCE',
        explanation: null,
      },
    });
    const cancelled = (await get('/api/app/bookings?tab=cancelled')).json();
    expect(cancelled.items.find((i: { id: string }) => i.id === b.id).cancelledBy).toBe('OWNER');
    expect((await guestPost('bookings', instant, stay(110, 2))).statusCode).toBe(201);
  });

  it('answers 404 for another host’s requests, bookings and inquiries on every call', async () => {
    const r = (await guestPost('booking-requests', onRequest, stay(120, 2))).json();
    const b = (await guestPost('bookings', instant, stay(120, 2))).json();
    const i = (await guestPost('inquiries', instant, stay(130, 2, { message: 'Hello?' }))).json();
    const calls: [string, string, object?][] = [
      ['GET', `/api/app/booking-requests/${r.id}`],
      ['POST', `/api/app/booking-requests/${r.id}/confirm`],
      ['POST', `/api/app/booking-requests/${r.id}/reject`, { reason: 'RATES_MISMATCH' }],
      ['GET', `/api/app/bookings/${b.id}`],
      ['POST', `/api/app/bookings/${b.id}/cancel`, { reason: 'OTHER' }],
      ['GET', `/api/app/booking-inquiries/${i.id}`],
      ['POST', `/api/app/booking-inquiries/${i.id}/confirm`],
      ['POST', `/api/app/booking-inquiries/${i.id}/reject`, { reason: 'RATES_MISMATCH' }],
      ['GET', `/api/app/booking-inquiries/${i.id}/overlapping-unavailabilities`],
      // a kind's id under another kind's path is not found either
      ['GET', `/api/app/bookings/${r.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: other.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get('/api/app/booking-requests?status=all', other)).json().items).toEqual([]);
    expect((await get('/api/app/booking-requests-pending-count', other)).json().count).toBe(0);
    expect((await get(`/api/app/booking-requests/${r.id}`)).json().status).toBe('REQUESTED');
  });

  it('finds reservations by guest name and unit, and pages them', async () => {
    const named = (
      await guestPost(
        'booking-requests',
        onRequest,
        stay(140, 2, { guest: { ...guest, name: 'Zoë Quartz' } }),
      )
    ).json();
    const found = (await get('/api/app/booking-requests?criteria[search]=quartz')).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([named.id]);
    const byUnit = (await get(`/api/app/booking-requests?criteria[unitId]=${instant}`)).json();
    expect(byUnit.items).toEqual([]);
    const paged = (await get('/api/app/bookings?tab=all&limit=1&page=2')).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ current: 2, limit: 1 });
    expect(paged.pagination.total).toBeGreaterThan(1);
  });
});

describe(`no double booking, ever (${driver})`, () => {
  it('lets exactly one of 50 concurrent confirms of overlapping requests through', async () => {
    const unit = await publishedUnit('onRequest');
    const ids: string[] = [];
    for (let n = 0; n < 50; n++) {
      const res = await guestPost('booking-requests', unit, stay(200 + (n % 5), 3));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const results = await Promise.all(ids.map((id) => post(`/api/app/booking-requests/${id}/confirm`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    // overlapping ranges starting on 5 consecutive days: at most two can fit ([200,203) and [203,206))
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const rows = await t.database.query<{ date_from: string; date_to: string }>(
      `select date_from::text, date_to::text from occupancies where unit_id = $1 and occupies order by date_from`,
      [unit],
    );
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.date_from >= rows[i - 1]!.date_to).toBe(true);
    expect(rows).toHaveLength(ok.length);
  }, 120_000);

  it('lets exactly one of 50 concurrent confirms of the same range through', async () => {
    const unit = await publishedUnit('onRequest');
    const ids: string[] = [];
    for (let n = 0; n < 50; n++)
      ids.push((await guestPost('booking-requests', unit, stay(300, 4))).json().id);
    const codes = (await Promise.all(ids.map((id) => post(`/api/app/booking-requests/${id}/confirm`)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
  }, 120_000);
});

describe(`time moves reservations on (${driver})`, () => {
  it('expires unanswered requests, marks inquiries as needing action, completes stays and runs review collection', async () => {
    const unit = await publishedUnit('onRequest');
    const req = (await guestPost('booking-requests', unit, stay(400, 2))).json();
    const inq = (await guestPost('inquiries', unit, stay(410, 2, { message: 'Early check-in?' }))).json();
    await t.database.query(`update units set booking_type = 'onLine' where id = $1`, [unit]);
    const booking = (await guestPost('bookings', unit, stay(420, 2))).json();
    const at = (days: number) => {
      const services = buildServices({
        config: t.config,
        database: t.database,
        now: () => new Date(Date.now() + days * 86_400_000),
      });
      return services.reservations;
    };
    // two days later: the request has expired, the inquiry needs an answer
    const later = await at(2).sweep();
    expect(later.requestsExpired).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/app/booking-requests/${req.id}`)).json()).toMatchObject({
      status: 'EXPIRED',
      availableActions: [],
    });
    expect((await get(`/api/app/booking-inquiries/${inq.id}`)).json().status).toBe('ACTION_NEEDED');
    // a second sweep (or another process) changes nothing more
    expect((await at(2).sweep()).requestsExpired).toBe(0);
    // after check-out: the booking completes, the unanswered inquiry has expired
    // on the day of check-out the stay is completed; review collection opens the day after
    await at(422).sweep();
    expect((await get(`/api/app/bookings/${booking.id}`)).json().status).toBe('COMPLETED');
    expect((await get(`/api/app/booking-inquiries/${inq.id}`)).json().status).toBe('EXPIRED_CHECKOUT');
    await at(423).sweep();
    expect((await get(`/api/app/bookings/${booking.id}`)).json().status).toBe('IN_REVIEW_COLLECTION');
    await at(440).sweep();
    expect((await get(`/api/app/bookings/${booking.id}`)).json()).toMatchObject({
      status: 'NO_REVIEW_COLLECTED',
      publicState: 'NoReviewCollected',
    });
  }, 60_000);
});

describe(`list totals and the pending badge follow every change (${driver})`, () => {
  // a criterion that narrows nothing makes the list count its rows; without one, the totals come
  // from reservation_counts (kept by triggers): both must agree after everything above
  const lists = [
    ...['upcoming', 'current', 'completed', 'cancelled', 'all'].map((tab) => `/api/app/bookings?tab=${tab}`),
    ...['REQUESTED', 'CONFIRMED', 'REJECTED', 'EXPIRED', 'all'].map(
      (status) => `/api/app/booking-requests?status=${status}`,
    ),
    '/api/app/booking-inquiries?archived=false',
    '/api/app/booking-inquiries?archived=true',
  ];
  async function expectTotalsCounted(who: TestHost = host) {
    for (const url of lists) {
      const fast = (await get(url, who)).json().pagination.total;
      const counted = (await get(`${url}&criteria[checkOut][from]=1970-01-01`, who)).json().pagination.total;
      expect({ url, total: fast }).toEqual({ url, total: counted });
    }
    const pending = (
      await get('/api/app/booking-requests?status=REQUESTED&criteria[checkOut][from]=1970-01-01', who)
    ).json();
    expect((await get('/api/app/booking-requests-pending-count', who)).json().count).toBe(
      pending.pagination.total,
    );
  }

  it('agree with the rows after bookings, requests, inquiries, answers, cancellations and the sweep', async () => {
    const totals = (await get('/api/app/bookings?tab=all')).json().pagination.total;
    expect(totals).toBeGreaterThan(0);
    await expectTotalsCounted();
  });

  it('agree after a unit and its reservations are deleted, and a deleted host leaves no counters', async () => {
    await t.database.query('delete from units where id = $1', [onRequest]);
    await expectTotalsCounted();

    const gone = await t.createHost();
    const { unitId } = await unitIn(t, gone, 'PUBLISHED');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: gone.auth,
      payload: { bookingType: 'onRequest' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await guestPost('booking-requests', unitId, stay(60, 2))).statusCode).toBe(201);
    expect((await get('/api/app/booking-requests-pending-count', gone)).json().count).toBe(1);
    await expectTotalsCounted(gone);
    await t.database.query('delete from users where id = $1', [gone.id]);
    expect(await t.database.query('select * from reservation_counts where host_id = $1', [gone.id])).toEqual(
      [],
    );
  });
});

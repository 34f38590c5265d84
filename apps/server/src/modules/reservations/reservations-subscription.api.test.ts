import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { subscriptionsService } from '../subscriptions/subscriptions.service.ts';
import { addDays, toDay } from './reservation-rules.ts';

/**
 * Issue 12: a guest's inquiry or booking request (a lead) takes one lead credit of the host's
 * subscription, never refusing the guest; the host's inquiry message (a plan service, ADR 39) goes
 * into the guest's acknowledgement of an inquiry.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);

let t: TestApp;
let guests = 0;
/** a guest of their own (the outbox is shared by the whole file) */
const newGuest = () => ({
  name: 'Ines Guest',
  email: `guest${++guests}-${Date.now()}@example.test`,
  language: 'en',
});
const stay = (from: number, guest = newGuest(), message = 'Is there parking?') => ({
  checkIn: day(from),
  checkOut: day(from + 2),
  guests: 2,
  guest,
  message,
});
const guestPost = (
  path: 'inquiries' | 'booking-requests' | 'bookings',
  unitId: string,
  body: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: `/api/public/units/${unitId}/${path}`, payload: body, headers });
const as = (who: TestHost, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const leads = async (who: TestHost) =>
  (await as(who, 'GET', '/api/app/v2/user/subscription')).json().leads as {
    enabled: boolean;
    quota: number;
    used: number;
    remaining: number;
    isEmpty: boolean;
  };

/** A host with a live term of `planId` (a subscription host unless `model` says otherwise). */
async function hostWithTerm(planId: string, model: 'subscription' | 'commission' = 'subscription') {
  const host = await t.createHost();
  await t.database.query('update users set commercial_model = $2 where id = $1', [host.id, model]);
  const subscriptions = subscriptionsService(subscriptionsRepository(t.database), {
    subscriptionApplicable: async () => true,
  });
  const term = await subscriptions.activate(host.id, planId);
  return { host, subscriptionId: term.id };
}

/** A published unit of the host, booked instantly or on request (publishing takes its credit). */
async function publishedUnit(host: TestHost, bookingType: 'onLine' | 'onRequest') {
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  const res = await as(host, 'PATCH', `/api/app/property-unit/${unitId}`, { bookingType });
  expect(res.statusCode).toBe(200);
  return unitId;
}

const leadsUsedInDb = async (subscriptionId: string) => {
  const [row] = await t.database.query<{ used: number }>(
    `select used from subscription_credits where subscription_id = $1 and kind = 'leads'`,
    [subscriptionId],
  );
  return row?.used;
};

/** The mails to one guest: the text part and the HTML part, as UTF-8. */
function mailsTo(email: string) {
  return outbox(t)
    .filter((m) => m.to === email)
    .map((m) => {
      const body = Buffer.from(m.body, 'latin1').toString('utf8');
      const at = body.indexOf('Content-Type: text/html');
      return { text: body.slice(0, at), html: body.slice(at) };
    });
}

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
}, 120_000);
afterAll(() => t?.close());

describe(`leads: inquiries and booking requests take one each (${driver})`, () => {
  let host: TestHost;
  let subscriptionId: string;
  let instant: string;
  let onRequest: string;

  beforeAll(async () => {
    ({ host, subscriptionId } = await hostWithTerm('plus-eur-monthly'));
    instant = await publishedUnit(host, 'onLine');
    onRequest = await publishedUnit(host, 'onRequest');
  }, 120_000);

  it('an inquiry and a booking request take one lead each; an instant booking takes none', async () => {
    const before = await leads(host);
    expect(before).toMatchObject({ enabled: true, quota: 120, used: 0, remaining: 120 });
    expect((await guestPost('inquiries', instant, stay(30))).statusCode).toBe(201);
    expect(await leads(host)).toMatchObject({ used: 1, remaining: 119 });
    expect((await guestPost('booking-requests', onRequest, stay(32))).statusCode).toBe(201);
    expect(await leads(host)).toMatchObject({ used: 2, remaining: 118 });
    const booked = await guestPost('bookings', instant, stay(34));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().kind).toBe('booking');
    expect(await leads(host)).toMatchObject({ used: 2, remaining: 118 });
  });

  it('a replay under the same Idempotency-Key takes no second lead', async () => {
    const { used } = await leads(host);
    const body = stay(40);
    const key = { 'idempotency-key': `lead-${Date.now()}` };
    const first = await guestPost('booking-requests', onRequest, body, key);
    expect(first.statusCode).toBe(201);
    const replay = await guestPost('booking-requests', onRequest, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await leads(host)).used).toBe(used + 1);
    const inquiryKey = { 'idempotency-key': `lead-inquiry-${Date.now()}` };
    const inquiry = stay(42);
    expect((await guestPost('inquiries', instant, inquiry, inquiryKey)).statusCode).toBe(201);
    expect((await guestPost('inquiries', instant, inquiry, inquiryKey)).statusCode).toBe(201);
    expect((await leads(host)).used).toBe(used + 2);
  });

  it('with no lead left the guest is still answered: the inquiry is stored and acknowledged, the counter stays', async () => {
    await t.database.query(
      `update subscription_credits set used = quota where subscription_id = $1 and kind = 'leads'`,
      [subscriptionId],
    );
    const guest = newGuest();
    const res = await guestPost('inquiries', instant, stay(50, guest));
    expect(res.statusCode).toBe(201);
    expect((await as(host, 'GET', `/api/app/booking-inquiries/${res.json().id}`)).statusCode).toBe(200);
    expect(mailsTo(guest.email)).toHaveLength(1);
    const request = await guestPost('booking-requests', onRequest, stay(52));
    expect(request.statusCode).toBe(201);
    expect(await leads(host)).toMatchObject({ used: 120, remaining: 0, isEmpty: true });
  });

  it('concurrent inquiries with two leads left: all are stored, exactly two leads are taken', async () => {
    await t.database.query(
      `update subscription_credits set used = quota - 2 where subscription_id = $1 and kind = 'leads'`,
      [subscriptionId],
    );
    const answers = await Promise.all(
      [60, 63, 66, 69, 72].map((from) => guestPost('inquiries', instant, stay(from))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await leads(host)).toMatchObject({ used: 120, remaining: 0, isEmpty: true });
    expect(await leadsUsedInDb(subscriptionId)).toBe(120);
  });

  it('a commission host is not counted, even with a subscription term left over', async () => {
    const { host: commission, subscriptionId: leftover } = await hostWithTerm(
      'plus-eur-monthly',
      'commission',
    );
    const unit = await publishedUnit(commission, 'onRequest');
    expect((await guestPost('inquiries', unit, stay(30))).statusCode).toBe(201);
    expect((await guestPost('booking-requests', unit, stay(33))).statusCode).toBe(201);
    expect(await leadsUsedInDb(leftover)).toBe(0);
    expect(await leads(commission)).toMatchObject({ enabled: false, used: 0 });
  });
});

describe(`the host's inquiry message in the guest's inquiry e-mail (${driver})`, () => {
  const WORDS = 'Thank you for asking! <b>Fish & chips</b> on Fridays.\nWe answer within the day.';
  const INTRO = 'A message from your host:';
  const saveMessage = (host: TestHost, enabled: boolean) =>
    as(host, 'PUT', '/api/app/subscription/services', {
      services: [{ type: 'inquiryMessage', enabled, message: WORDS }],
    });

  it('an inquiry’s acknowledgement carries the host’s words, escaped in HTML; a booking request’s does not', async () => {
    const { host } = await hostWithTerm('starter-eur-monthly');
    const unit = await publishedUnit(host, 'onRequest');
    expect((await saveMessage(host, true)).statusCode).toBe(200);

    const asking = newGuest();
    expect((await guestPost('inquiries', unit, stay(30, asking))).statusCode).toBe(201);
    const [mail] = mailsTo(asking.email);
    expect(mail!.text).toContain(
      `${INTRO}\n\nThank you for asking! <b>Fish & chips</b> on Fridays.\nWe answer`,
    );
    expect(mail!.html).toContain(`<p>${INTRO}</p>`);
    expect(mail!.html).toContain(
      '<p>Thank you for asking! &lt;b&gt;Fish &amp; chips&lt;/b&gt; on Fridays.<br>We answer within the day.</p>',
    );
    expect(mail!.html).not.toContain('<b>Fish');

    const requesting = newGuest();
    expect((await guestPost('booking-requests', unit, stay(33, requesting))).statusCode).toBe(201);
    const [request] = mailsTo(requesting.email);
    expect(request).toBeDefined();
    expect(request!.text).not.toContain(INTRO);
    expect(request!.text).not.toContain('Fish');
  });

  it('leaves the words out when the host switched the service off', async () => {
    const { host } = await hostWithTerm('starter-eur-monthly');
    const unit = await publishedUnit(host, 'onRequest');
    expect((await saveMessage(host, true)).statusCode).toBe(200);
    expect((await saveMessage(host, false)).statusCode).toBe(200);
    const guest = newGuest();
    expect((await guestPost('inquiries', unit, stay(30, guest))).statusCode).toBe(201);
    const [mail] = mailsTo(guest.email);
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain(INTRO);
    expect(mail!.text).not.toContain('Fish');
  });

  it('leaves the words out once the subscription term is over, and for a commission host', async () => {
    const { host, subscriptionId } = await hostWithTerm('starter-eur-monthly');
    const unit = await publishedUnit(host, 'onRequest');
    expect((await saveMessage(host, true)).statusCode).toBe(200);
    await t.database.query(
      `update subscriptions set current_term_end = now() - interval '1 minute' where id = $1`,
      [subscriptionId],
    );
    const late = newGuest();
    expect((await guestPost('inquiries', unit, stay(30, late))).statusCode).toBe(201);
    expect(mailsTo(late.email)[0]!.text).not.toContain(INTRO);

    // a commission host with the switch and words in the table but no subscription
    const commission = await t.createHost();
    const theirs = await publishedUnit(commission, 'onRequest');
    await t.database.query(
      `insert into host_services (host_id, service, enabled, message) values ($1, 'inquiryMessage', true, $2)`,
      [commission.id, WORDS],
    );
    const guest = newGuest();
    expect((await guestPost('inquiries', theirs, stay(30, guest))).statusCode).toBe(201);
    const [mail] = mailsTo(guest.email);
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain(INTRO);
    expect(mail!.text).not.toContain('Fish');
  });
});

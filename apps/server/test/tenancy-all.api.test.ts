import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, uploadDocuments } from './helpers/kyc-fixtures.ts';
import { unitIn } from './helpers/listing-fixtures.ts';
import { type Operation, operations, prng, valid } from './helpers/openapi-walk.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';

/**
 * DESIGN rule 6 for every /api/app operation, found in /api/openapi.json so new endpoints are
 * covered without anyone listing them: host B calling with host A's ids gets a 404 (never 403,
 * 200 or 5xx), and A's data stays as it was.
 *
 * By rule, operations without an id in the path (or a uuid in the query) are skipped: they only
 * ever act on the caller's own data. An id parameter this test does not know fails loudly, so a
 * new kind of id gets a fixture here.
 */
interface Ids {
  propertyId: string;
  unitId: string;
  photoId: string;
  requestId: string;
  bookingId: string;
  inquiryId: string;
  /** an imported calendar of the unit, and one of its events over the booking (a conflict) */
  feedId: string;
  conflictId: string;
  /** the booking's conversation, and a saved reply */
  channelId: string;
  replyId: string;
  /** a guest's review of the booking */
  reviewId: string;
  /** an identity verification document of the host */
  documentId: string;
  /** a payout bank account of the host */
  bankAccountId: string;
  /** the host's live subscription, and a charge of it (an invoice) */
  subscriptionId: string;
  chargeId: string;
  /** an API key, a webhook endpoint and one of its deliveries (issue 13) */
  apiKeyId: string;
  endpointId: string;
  deliveryId: string;
}

/** Each reservations path's own kind of id. */
const RESERVATION_IDS: [string, keyof Ids][] = [
  ['/api/app/booking-requests/', 'requestId'],
  ['/api/app/bookings/', 'bookingId'],
  ['/api/app/booking-inquiries/', 'inquiryId'],
];

function idFor(op: Operation, name: string, ids: Ids): string | undefined {
  if (name === 'propertyId' || (name === 'id' && op.path.startsWith('/api/app/properties/'))) {
    return ids.propertyId;
  }
  if (name === 'unitId' || (name === 'id' && op.path.startsWith('/api/app/property-unit/')))
    return ids.unitId;
  if (name === 'photoId') return ids.photoId;
  if (name === 'feedId') return ids.feedId;
  if (name === 'channelId') return ids.channelId;
  if (name === 'replyId') return ids.replyId;
  if (name === 'reviewId') return ids.reviewId;
  if (name === 'documentId') return ids.documentId;
  if (name === 'bankAccountId') return ids.bankAccountId;
  if (name === 'subscriptionId') return ids.subscriptionId;
  if (name === 'chargeId') return ids.chargeId;
  if (name === 'propertyUnitId') return ids.unitId;
  if (name === 'id' && op.path.startsWith('/api/app/calendar/conflicts/')) return ids.conflictId;
  if (name === 'id' && op.path.startsWith('/api/app/api-keys/')) return ids.apiKeyId;
  if (name === 'endpointId') return ids.endpointId;
  if (name === 'deliveryId') return ids.deliveryId;
  const reservation = RESERVATION_IDS.find(([prefix]) => name === 'id' && op.path.startsWith(prefix));
  if (reservation) return ids[reservation[1]];
  return undefined;
}

const isUuid = (schema: Record<string, unknown>) => schema.format === 'uuid';

describe('tenancy of every /api/app operation (from the OpenAPI document)', () => {
  let t: TestApp;
  let a: TestHost;
  let b: TestHost;
  let idsA: Ids;
  let idsB: Ids;
  let ops: Operation[];
  let jpeg: Buffer;

  const photoOf = async (unitId: string) =>
    (await t.database.query<{ id: string }>('select id from unit_photos where unit_id = $1', [unitId]))[0]!
      .id;
  const snapshot = async () =>
    Promise.all(
      [
        `/api/app/properties/${idsA.propertyId}`,
        `/api/app/property-unit/${idsA.unitId}`,
        `/api/app/property-unit/${idsA.unitId}/photos`,
        `/api/app/property-unit/${idsA.unitId}/listing-progress`,
        `/api/app/property-unit/${idsA.unitId}/promotions`,
        `/api/app/property-unit/${idsA.unitId}/regional-requirements`,
        `/api/app/booking-requests/${idsA.requestId}`,
        `/api/app/bookings/${idsA.bookingId}`,
        `/api/app/booking-inquiries/${idsA.inquiryId}`,
        `/api/app/properties/${idsA.unitId}/calendar-settings`,
        `/api/app/calendar/conflicts?unitId=${idsA.unitId}`,
        '/api/app/user/kyc/status',
        '/api/app/user/onboarding/getBankAccounts',
        `/api/app/subscription/${idsA.subscriptionId}/scheduled-changes`,
        '/api/app/subscription/invoices',
      ].map(async (url) => (await t.app.inject({ url, headers: a.auth })).body),
    );

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createHost();
    b = await t.createHost();
    const idsOf = async (host: TestHost) => {
      const unit = await unitIn(t, host, 'PUBLISHED', { propertyType: 'multi' });
      const reservations = await reservationsOf(unit.unitId, host);
      return {
        ...unit,
        photoId: await photoOf(unit.unitId),
        ...reservations,
        ...(await feedOf(unit.unitId, host)),
        ...(await messagingOf(reservations.bookingId, host)),
        ...(await reviewOf(reservations.bookingId, unit.unitId, host)),
        ...(await kycDocumentOf(host)),
        ...(await bankAccountOf(host)),
        ...(await subscriptionOf(host)),
        ...(await apiAccessOf(host)),
      };
    };
    idsA = await idsOf(a);
    idsB = await idsOf(b);
    ops = operations((await t.app.inject({ url: '/api/openapi.json' })).json()).filter((op) =>
      op.path.startsWith('/api/app/'),
    );
    jpeg = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t?.close());

  /** A booking and an inquiry (the unit books instantly), then a request (on request). */
  async function reservationsOf(unitId: string, host: TestHost) {
    const guest = { name: 'Ada Guest', email: 'ada@example.test', language: 'en' };
    const from = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const ask = async (path: string, n: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/units/${unitId}/${path}`,
        payload: { checkIn: from(n), checkOut: from(n + 3), guests: 2, guest, message: 'Hello' },
      });
      if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
      return res.json().id as string;
    };
    const bookingId = await ask('bookings', 40);
    const inquiryId = await ask('inquiries', 50);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: host.auth,
      payload: { bookingType: 'onRequest' },
    });
    return { bookingId, inquiryId, requestId: await ask('booking-requests', 60) };
  }

  /** The booking's conversation and a saved reply. */
  async function messagingOf(bookingId: string, host: TestHost) {
    const [channel] = await t.database.query<{ id: string }>(
      'select id from conversations where reservation_id = $1',
      [bookingId],
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/app/messaging/saved-replies',
      headers: host.auth,
      payload: { title: 'Hi', language: 'en_US', body: 'Hello {{guestFirstName}}' },
    });
    return { channelId: channel!.id, replyId: reply.json().id as string };
  }

  /** A guest's review of the booking (written as the guest's call would store it). */
  async function reviewOf(bookingId: string, unitId: string, host: TestHost) {
    const [review] = await t.database.query<{ id: string }>(
      `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness,
                            accuracy, communication, location, check_in, value, text)
       values ($1, $2, $3, $4, 'Guest', 4, 4, 4, 4, 4, 4, 4, 'A fine stay, thank you.') returning id`,
      [`RV-${bookingId.slice(0, 8).toUpperCase()}`, host.id, unitId, bookingId],
    );
    return { reviewId: review!.id };
  }

  /** A live subscription with a charge (written as the checkout's confirmation would store them). */
  async function subscriptionOf(host: TestHost) {
    const [sub] = await t.database.query<{ id: string }>(
      `insert into subscriptions (host_id, plan_id, status, current_term_start, current_term_end)
       values ($1, 'plus-eur-monthly', 'active', now(), now() + interval '1 month') returning id`,
      [host.id],
    );
    const [charge] = await t.database.query<{ id: string }>(
      `insert into subscription_charges (host_id, subscription_id, event_id, plan_id, amount, vat_amount, currency,
                                         invoice_number, period_start, period_end)
       values ($1, $2, $3, 'plus-eur-monthly', 4900, 782, 'EUR', $3, now(), now() + interval '1 month') returning id`,
      [host.id, sub!.id, `tenancy-${sub!.id}`],
    );
    return { subscriptionId: sub!.id, chargeId: charge!.id };
  }

  /** An API key (through its call), a webhook endpoint and a delivery (as the app stores them). */
  async function apiAccessOf(host: TestHost) {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/app/api-keys',
      headers: host.auth,
      payload: { name: 'Tenancy', scopes: ['read'] },
    });
    const [endpoint] = await t.database.query<{ id: string }>(
      `insert into webhook_endpoints (host_id, url, events, signing_secret)
       values ($1, 'https://example.test/hook', '{booking.created}', 'whsec_test') returning id`,
      [host.id],
    );
    const [delivery] = await t.database.query<{ id: string }>(
      `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, status)
       values ($1, gen_random_uuid(), 'booking.created', '{}', 'succeeded') returning id`,
      [endpoint!.id],
    );
    return { apiKeyId: key.json().key.id as string, endpointId: endpoint!.id, deliveryId: delivery!.id };
  }

  /** A payout bank account (written as the save call would store it). */
  async function bankAccountOf(host: TestHost) {
    const [account] = await t.database.query<{ id: string }>(
      `insert into bank_accounts (host_id, holder_name, iban, bic, currency, is_default)
       values ($1, 'Hanna Tester', 'DE89370400440532013000', 'COBADEFFXXX', 'EUR', true) returning id`,
      [host.id],
    );
    return { bankAccountId: account!.id };
  }

  /** A verification document (the verification started, a bank statement uploaded). */
  async function kycDocumentOf(host: TestHost) {
    await t.app.inject({ method: 'POST', url: '/api/app/user/kyc/set-start-at', headers: host.auth });
    const res = await uploadDocuments(t, host, [{ type: 'bank_statement', data: PDF, name: 'bank.pdf' }]);
    if (res.statusCode !== 201) throw new Error(`kyc upload: ${res.body}`);
    return { documentId: res.json().documents[0].id as string };
  }

  /** An imported calendar whose event overlaps the booking (days 40-43): a conflict. */
  async function feedOf(unitId: string, host: TestHost) {
    const [feed] = await t.database.query<{ id: string }>(
      `insert into calendar_feeds (unit_id, host_id, name, url) values ($1, $2, 'Airbnb', 'https://example.test/a.ics')
       returning id`,
      [unitId, host.id],
    );
    const [event] = await t.database.query<{ id: string }>(
      `insert into feed_events (feed_id, unit_id, uid, date_from, date_to, summary)
       values ($1, $2, 'e1', current_date + 41, current_date + 45, 'Reserved') returning id`,
      [feed!.id, unitId],
    );
    return { feedId: feed!.id, conflictId: event!.id };
  }

  /** Calls op as B with the given ids; retries generated bodies until one passes validation. */
  async function call(op: Operation, ids: Ids, mix?: Ids) {
    const rng = prng(7);
    const unknown = op.pathParams.filter((p) => isUuid(p.schema) && !idFor(op, p.name, ids));
    expect(
      unknown.map((p) => p.name),
      `${op.method} ${op.path}: unknown id parameter`,
    ).toEqual([]);
    let res: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const p = op.pathParams.find((x) => x.name === name)!;
          const own = name === 'id' || name === 'unitId' || name === 'propertyId';
          return isUuid(p.schema) ? idFor(op, name, mix && own ? mix : ids)! : String(valid(p.schema, rng));
        }) +
        (op.queryParams.some((q) => isUuid(q.schema) || q.required)
          ? `?${op.queryParams
              .filter((q) => isUuid(q.schema) || q.required)
              .map((q) => `${q.name}=${isUuid(q.schema) ? idFor(op, q.name, ids) : valid(q.schema, rng)}`)
              .join('&')}`
          : '');
      const headers: Record<string, string> = { ...b.auth };
      let payload: string | Buffer | undefined;
      if (op.bodyType === 'application/json' && op.body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(valid(op.body, rng));
      } else if (op.bodyType?.startsWith('multipart/')) {
        const boundary = 'tenancy-boundary';
        const field = Object.keys((op.body?.properties ?? {}) as object)[0] ?? 'file';
        headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
        payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
      }
      res = await t.app.inject({ method: op.method as 'GET', url, headers, payload });
      if (res.statusCode !== 400) break;
    }
    return res!;
  }

  it('answers 404 to host B for each operation with host A ids, and A’s data is unchanged', async () => {
    const before = await snapshot();
    const covered = ops.filter(
      (op) => op.pathParams.some((p) => isUuid(p.schema)) || op.queryParams.some((q) => isUuid(q.schema)),
    );
    expect(covered.length).toBeGreaterThanOrEqual(29);
    // deletions last, so every other call meets A's rows as they were
    covered.sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
    for (const op of covered) {
      const res = await call(op, idsA);
      expect(res.statusCode, `${op.method} ${op.path}: ${res.body.slice(0, 200)}`).toBe(404);
      expect(res.json().code, `${op.method} ${op.path}`).toBe('not_found');
      // B's own unit with A's photo: still not B's photo
      if (op.pathParams.some((p) => p.name === 'photoId')) {
        const mixed = await call(op, idsA, idsB);
        expect(mixed.statusCode, `${op.method} ${op.path} (B's unit, A's photo)`).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

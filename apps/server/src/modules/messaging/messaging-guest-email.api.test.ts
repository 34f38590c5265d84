import type { ChatChannel } from '@host-portal/contracts/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, newestLoginToken } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { subscriptionsService } from '../subscriptions/subscriptions.service.ts';

/**
 * Issue 12 (ADR 39): with the displayGuestEmailInMessageCard service in effect, the host's channels
 * carry the guest's e-mail; otherwise, and always on the guest's side, they carry none.
 */
const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => addDays(toDay(new Date()), n);

let t: TestApp;
let guests = 0;

const as = (who: TestHost, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A host with a published on-request unit; with a live term of `planId` when given. */
async function hostWithUnit(planId: string | null) {
  const host = await t.createHost();
  if (planId) {
    await t.database.query(`update users set commercial_model = 'subscription' where id = $1`, [host.id]);
    await subscriptionsService(subscriptionsRepository(t.database), {
      subscriptionApplicable: async () => true,
    }).activate(host.id, planId);
  }
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  expect(
    (await as(host, 'PATCH', `/api/app/property-unit/${unitId}`, { bookingType: 'onRequest' })).statusCode,
  ).toBe(200);
  return { host, unitId };
}

/** A guest's booking request, with the e-mail as the guest typed it; the reservation's id. */
async function request(unitId: string, email: string) {
  guests += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/booking-requests`,
    payload: {
      checkIn: day(20 + guests * 4),
      checkOut: day(22 + guests * 4),
      guests: 2,
      guest: { name: 'Ana Guest', email, language: 'en' },
      message: 'Hello!',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const setService = (host: TestHost, enabled: boolean) =>
  as(host, 'PUT', '/api/app/subscription/services', {
    services: [{ type: 'displayGuestEmailInMessageCard', enabled }],
  });

/** The host's channel of a reservation, as each of the host's calls answers it. */
async function hostViews(host: TestHost, reservationId: string) {
  const opened = (
    await as(host, 'POST', '/api/app/messaging/conversation', { reservationId })
  ).json() as ChatChannel;
  const listed = ((await as(host, 'GET', '/api/app/messaging/channels')).json().items as ChatChannel[]).find(
    (c) => c.reservationId === reservationId,
  );
  const one = (await as(host, 'GET', `/api/app/messaging/channels/${opened.id}`)).json() as ChatChannel;
  const flagged = (
    await as(host, 'PATCH', `/api/app/messaging/channels/${opened.id}`, { favorited: true })
  ).json() as ChatChannel;
  const read = (
    await as(host, 'PUT', `/api/app/messaging/channels/${opened.id}/read`, { seq: 1 })
  ).json() as ChatChannel;
  return [opened, listed, one, flagged, read].map((c) => c?.guestEmail);
}

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
}, 120_000);
afterAll(() => t?.close());

describe(`the guest's e-mail on the host's message card (${driver})`, () => {
  it('the host’s channel carries the guest’s e-mail while the service is on; the guest’s side never does', async () => {
    const { host, unitId } = await hostWithUnit('plus-eur-monthly');
    const email = `Ana.Guest-${Date.now()}@Example.test`;
    const reservationId = await request(unitId, email);

    // included in plus, off until the host switches it on
    expect(await hostViews(host, reservationId)).toEqual([null, null, null, null, null]);
    expect((await setService(host, true)).statusCode).toBe(200);
    // the reservation's address as the guest typed it, in every call that answers a channel
    expect(await hostViews(host, reservationId)).toEqual([email, email, email, email, email]);

    // the guest's own view of the same conversation
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/login',
      payload: { token: newestLoginToken(t, email) },
    });
    expect(login.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/guest/channels',
      headers: { cookie: `guest_token=${guestCookie(login).value}` },
    });
    const items = mine.json().items as ChatChannel[];
    expect(items.map((c) => c.reservationId)).toEqual([reservationId]);
    expect(items[0]!.guestEmail).toBeNull();

    // switched off again: gone
    expect((await setService(host, false)).statusCode).toBe(200);
    expect(await hostViews(host, reservationId)).toEqual([null, null, null, null, null]);
  });

  it('carries none when the plan does not include the service, or without a subscription', async () => {
    // starter does not include it: a switch left in the table has no effect
    const { host: starter, unitId } = await hostWithUnit('starter-eur-monthly');
    const commission = await hostWithUnit(null);
    for (const [host, unit] of [
      [starter, unitId],
      [commission.host, commission.unitId],
    ] as const) {
      await t.database.query(
        `insert into host_services (host_id, service, enabled) values ($1, 'displayGuestEmailInMessageCard', true)`,
        [host.id],
      );
      const reservationId = await request(unit, `guest${guests}-${Date.now()}@example.test`);
      expect(await hostViews(host, reservationId)).toEqual([null, null, null, null, null]);
    }
  });
});

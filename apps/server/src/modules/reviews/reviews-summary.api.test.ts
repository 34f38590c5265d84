import { REVIEW_RULES } from '@host-portal/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { readyUnit, unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DAY = 86_400_000;

let t: TestApp;
let host: TestHost;
let other: TestHost;
/** Zeta house: three reviews (one new and unanswered, one answered, one past the reply window) */
let zeta: { propertyId: string; unitId: string };
/** Alpha flat: no reviews */
let alpha: { propertyId: string; unitId: string };
let otherUnit: string;
let newReviewId: string;

const as = (h: TestHost, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h.auth, ...(payload ? { payload } : {}) });
const summary = async (h: TestHost, query = '') =>
  (await as(h, 'GET', `/api/app/reviews/summary${query}`)).json();

/** A booking of the unit `from` days ahead, and its review stored as the guest's call would. */
async function review(
  unitId: string,
  owner: TestHost,
  from: number,
  r: { rating: number; daysAgo: number; seen: boolean; reply?: string },
) {
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/bookings`,
    payload: stayRequest(`guest${from}@example.test`, from, 2, 'Guest'),
  });
  if (booked.statusCode !== 201) throw new Error(booked.body);
  const at = new Date(Date.now() - r.daysAgo * DAY).toISOString();
  const [row] = await t.database.query<{ id: string }>(
    `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness,
                          accuracy, communication, location, check_in, value, text, created_at, seen,
                          reply, reply_created_at, reply_updated_at)
     values ($1, $2, $3, $4, 'Guest', $5, 4, 4, 4, 4, 4, 4, 'A fine stay, thank you.', $6, $7,
             $8::text, case when $8::text is null then null else $6::timestamptz end,
             case when $8::text is null then null else $6::timestamptz end)
     returning id`,
    [
      `RV-${unitId.slice(0, 6)}${from}`,
      owner.id,
      unitId,
      booked.json().id,
      r.rating,
      at,
      r.seen,
      r.reply ?? null,
    ],
  );
  return row!.id;
}

async function named(unit: { propertyId: string; unitId: string }, title: string) {
  await t.database.query('update properties set title = $2 where id = $1', [unit.propertyId, title]);
  await t.database.query(`update units set title = $2, booking_type = 'onLine' where id = $1`, [
    unit.unitId,
    title,
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  zeta = await unitIn(t, host, 'PUBLISHED');
  alpha = await readyUnit(t, host);
  const gone = await readyUnit(t, host);
  const theirs = await unitIn(t, other, 'PUBLISHED');
  otherUnit = theirs.unitId;
  await named(zeta, 'Zeta house');
  await named(alpha, 'Alpha flat');
  await named(gone, 'Gone cabin');
  await named(theirs, 'Their villa');
  await t.database.query(`update units set state = 'DELETED' where id = $1`, [gone.unitId]);
  newReviewId = await review(zeta.unitId, host, 40, { rating: 5, daysAgo: 1, seen: false });
  await review(zeta.unitId, host, 50, { rating: 4, daysAgo: 5, seen: true, reply: 'Thanks!' });
  await review(zeta.unitId, host, 60, {
    rating: 2,
    daysAgo: REVIEW_RULES.replyWindowDays + 5,
    seen: true,
  });
  await review(otherUnit, other, 40, { rating: 1, daysAgo: 1, seen: false });
}, 120_000);
afterAll(() => t?.close());

describe(`the reviews list across units (${driver})`, () => {
  it('lists every live unit of the host with its figures, new ones first', async () => {
    const page = await summary(host);
    expect(page.pagination).toEqual({ current: 1, limit: 20, total: 2, pages: 1 });
    expect(page.items).toEqual([
      {
        unitId: zeta.unitId,
        propertyId: zeta.propertyId,
        title: 'Zeta house',
        propertyTitle: 'Zeta house',
        // (5 + 4 + 2) / 3, one decimal
        average: 3.7,
        count: 3,
        // the answered one and the one past the reply window do not wait
        awaitingReply: 1,
        hasNew: true,
      },
      {
        unitId: alpha.unitId,
        propertyId: alpha.propertyId,
        title: 'Alpha flat',
        propertyTitle: 'Alpha flat',
        average: null,
        count: 0,
        awaitingReply: 0,
        hasNew: false,
      },
    ]);
  });

  it('never shows another host’s units, and theirs only to them', async () => {
    const mine = await summary(host);
    expect(JSON.stringify(mine)).not.toContain(otherUnit);
    const theirs = await summary(other);
    expect(theirs.items.map((u: { unitId: string }) => u.unitId)).toEqual([otherUnit]);
    expect(theirs.items[0]).toMatchObject({ count: 1, average: 1, hasNew: true });
  });

  it('searches by unit or property title, with % and _ taken literally', async () => {
    const found = await summary(host, '?criteria[search]=ALPHA');
    expect(found.items.map((u: { title: string }) => u.title)).toEqual(['Alpha flat']);
    expect((await summary(host, '?criteria[search]=villa')).items).toEqual([]);
    expect((await summary(host, `?criteria[search]=${encodeURIComponent('%')}`)).items).toEqual([]);
  });

  it('reads a page at a time and still counts past the last page', async () => {
    const second = await summary(host, '?page=2&limit=1');
    expect(second.items.map((u: { unitId: string }) => u.unitId)).toEqual([alpha.unitId]);
    expect(second.pagination).toEqual({ current: 2, limit: 1, total: 2, pages: 2 });
    const beyond = await summary(host, '?page=5&limit=1');
    expect(beyond).toEqual({ items: [], pagination: { current: 5, limit: 1, total: 2, pages: 2 } });
  });

  it('follows the seen mark and the reply', async () => {
    expect((await as(host, 'PUT', `/api/app/reviews/new/${zeta.unitId}`)).statusCode).toBe(204);
    const reply = await as(host, 'POST', `/api/app/reviews/reply/${newReviewId}`, { text: 'Thank you!' });
    expect(reply.statusCode).toBe(200);
    const page = await summary(host);
    // nothing new any more: by property title
    expect(page.items.map((u: { title: string }) => u.title)).toEqual(['Alpha flat', 'Zeta house']);
    expect(page.items[1]).toMatchObject({ hasNew: false, awaitingReply: 0, count: 3 });
  });

  it('answers one unit’s line, and 404 for another host’s or an unknown unit', async () => {
    const one = await as(host, 'GET', `/api/app/reviews/summary/${zeta.unitId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ unitId: zeta.unitId, title: 'Zeta house', count: 3, average: 3.7 });
    const theirs = await as(host, 'GET', `/api/app/reviews/summary/${otherUnit}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not_found');
    expect((await as(other, 'GET', `/api/app/reviews/summary/${zeta.unitId}`)).statusCode).toBe(404);
    const unknown = await as(host, 'GET', '/api/app/reviews/summary/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await as(host, 'GET', '/api/app/reviews/summary/not-a-uuid')).statusCode).toBe(400);
  });
});

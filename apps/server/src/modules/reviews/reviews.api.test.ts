import { REVIEW_RULES } from '@host-portal/contracts/reviews';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, newestLoginToken, outbox, stayRequest } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { createMailer } from '../../identity/mailer.ts';
import { buildServices } from '../../services.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const GOOD = {
  rating: 5,
  categories: { cleanliness: 5, accuracy: 4, communication: 5, location: 4, checkIn: 5, value: 4 },
  text: 'A calm, spotless flat; the host answered within minutes.',
};

let t: TestApp;
let host: TestHost;
let other: TestHost;
let unitId: string;
let bookingId: string;
let cookie: string;
let reviewId: string;
const ANA = 'ana.review@example.test';

/** The app's services with the clock `days` ahead (the job's view of a later day). */
const at = (days: number) =>
  buildServices({
    config: t.config,
    database: t.database,
    mailer: createMailer(t.config, pino({ level: 'silent' })),
    now: () => new Date(Date.now() + days * DAY),
  });
const as = (h: TestHost, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h.auth, ...(payload ? { payload } : {}) });
const asGuest = (method: 'GET' | 'POST', url: string, value: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: `guest_token=${value}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ GUEST_RATE_LIMIT_PER_MINUTE: '10000' });
  host = await t.createHost();
  other = await t.createHost();
  ({ unitId } = await unitIn(t, host, 'PUBLISHED'));
  await t.database.query(`update units set booking_type = 'onLine' where id = $1`, [unitId]);
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/bookings`,
    payload: {
      ...stayRequest(ANA, 5, 3, 'Ana Review'),
      guest: { name: 'Ana Review', email: ANA, language: 'en' },
    },
  });
  expect(booked.statusCode).toBe(201);
  bookingId = booked.json().id;
  // check-out on day 8 completes the stay; review collection opens the day after
  await at(8).reservations.sweep();
  await at(9).reservations.sweep();
}, 120_000);
afterAll(() => t?.close());

describe(`a guest reviews a stay (${driver})`, () => {
  it('is asked how the stay was, by e-mail with a login link, once collection opens', async () => {
    const mail = outbox(t).findLast((m) => m.to === ANA)!;
    expect(mail.body).toContain('How was your stay');
    expect(mail.body).toContain('within 14 days of check-out');
    expect(mail.body).toContain('Review your stay: http://localhost:8080/guest/login?token=');
    // once signed in, the link opens this stay's review form (the login page hands it on)
    expect(mail.body).toMatch(new RegExp(`/guest/login\\?token=[\\w-]{43}&review=${bookingId}`));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/login',
      payload: { token: newestLoginToken(t, ANA) },
    });
    expect(login.statusCode).toBe(200);
    cookie = guestCookie(login).value;
    const state = await asGuest('GET', `/api/guest/reservations/${bookingId}/review`, cookie);
    expect(state.json()).toEqual({
      reservationId: bookingId,
      state: 'open',
      until: day(8 + REVIEW_RULES.windowDays),
      review: null,
    });
  });

  it('refuses stars out of range and a text too short, with the field named', async () => {
    const url = `/api/guest/reservations/${bookingId}/review`;
    const stars = await asGuest('POST', url, cookie, { ...GOOD, rating: 6 });
    expect(stars.statusCode).toBe(400);
    expect(JSON.stringify(stars.json())).toContain('rating');
    const short = await asGuest('POST', url, cookie, { ...GOOD, text: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('text');
  });

  it('takes one review, moves the stay to REVIEW_COLLECTED and tells the host', async () => {
    const url = `/api/guest/reservations/${bookingId}/review`;
    const res = await asGuest('POST', url, cookie, GOOD);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'done', review: { rating: 5, text: GOOD.text } });
    const again = await asGuest('POST', url, cookie, { ...GOOD, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('reviewed already');
    expect((await as(host, 'GET', `/api/app/bookings/${bookingId}`)).json().status).toBe('REVIEW_COLLECTED');
    const feed = (await as(host, 'GET', '/api/app/notifications')).json();
    expect(feed.items).toContainEqual(
      expect.objectContaining({
        key: `notification_newReview_${unitId}`,
        detail: 'Ana Review',
        dateFrom: day(5),
        dateTo: day(8),
        link: `/insights/reviews/${unitId}`,
      }),
    );
  });

  it('keeps a guest to their own stays, and to stays open for reviews', async () => {
    // another guest's session does not see Ana's stay
    const bob = await t.app.inject({
      method: 'POST',
      url: `/api/public/units/${unitId}/bookings`,
      payload: stayRequest('bob.review@example.test', 60, 2, 'Bob Review'),
    });
    const bobLogin = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/login',
      payload: { token: newestLoginToken(t, 'bob.review@example.test') },
    });
    const bobCookie = guestCookie(bobLogin).value;
    expect((await asGuest('GET', `/api/guest/reservations/${bookingId}/review`, bobCookie)).statusCode).toBe(
      404,
    );
    expect(
      (await asGuest('POST', `/api/guest/reservations/${bookingId}/review`, bobCookie, GOOD)).statusCode,
    ).toBe(404);
    // Bob's own stay is ahead: not yet
    const own = bob.json().id;
    expect((await asGuest('GET', `/api/guest/reservations/${own}/review`, bobCookie)).json().state).toBe(
      'notYet',
    );
    const early = await asGuest('POST', `/api/guest/reservations/${own}/review`, bobCookie, GOOD);
    expect(early.statusCode).toBe(409);
    // no session: 401
    expect((await t.app.inject({ url: `/api/guest/reservations/${own}/review` })).statusCode).toBe(401);
  });
});

describe(`the host's reviews (${driver})`, () => {
  it('lists a unit’s reviews a page at a time, with the stay and the reply window', async () => {
    const page = (await as(host, 'GET', `/api/app/reviews/${unitId}?page=1&limit=5`)).json();
    expect(page.pagination).toEqual({ current: 1, limit: 5, total: 1, pages: 1 });
    const [review] = page.items;
    reviewId = review.id;
    expect(review).toMatchObject({
      unitId,
      guestName: 'Ana Review',
      rating: 5,
      categories: GOOD.categories,
      text: GOOD.text,
      stay: { checkIn: day(5), checkOut: day(8) },
      reply: null,
      canReply: true,
      seen: false,
    });
    expect(review.publicId).toMatch(/^RV-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(Date.parse(review.replyUntil) - Date.parse(review.createdAt)).toBe(
      REVIEW_RULES.replyWindowDays * DAY,
    );
    // page 2 is empty, not an error
    expect((await as(host, 'GET', `/api/app/reviews/${unitId}?page=2&limit=5`)).json().items).toEqual([]);
  });

  it('computes the rating: average, categories and the distribution of stars', async () => {
    const rating = (await as(host, 'GET', `/api/app/reviews/rating/${unitId}`)).json();
    expect(rating).toEqual({
      unitId,
      average: 5,
      count: 1,
      categories: { cleanliness: 5, accuracy: 4, communication: 5, location: 4, checkIn: 5, value: 4 },
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
    });
  });

  it('marks new reviews until the unit is seen', async () => {
    expect((await as(host, 'GET', '/api/app/reviews/new')).json()).toEqual([unitId]);
    expect((await as(other, 'GET', '/api/app/reviews/new')).json()).toEqual([]);
    expect((await as(host, 'PUT', `/api/app/reviews/new/${unitId}`)).statusCode).toBe(204);
    expect((await as(host, 'GET', '/api/app/reviews/new')).json()).toEqual([]);
    const [review] = (await as(host, 'GET', `/api/app/reviews/${unitId}`)).json().items;
    expect(review.seen).toBe(true);
  });

  it('takes one public reply, editable for a while, and says when it no longer is', async () => {
    const res = await as(host, 'POST', `/api/app/reviews/reply/${reviewId}`, { text: '  Thank you, Ana!  ' });
    expect(res.statusCode).toBe(200);
    const replied = res.json();
    expect(replied).toMatchObject({
      id: reviewId,
      unitId,
      canReply: true,
      reply: { text: 'Thank you, Ana!' },
    });
    expect(replied.publicId).toMatch(/^RV-/);
    expect(Date.parse(replied.reply.editableUntil) - Date.parse(replied.reply.createdAt)).toBe(
      REVIEW_RULES.replyEditHours * 3_600_000,
    );
    const edited = (
      await as(host, 'POST', `/api/app/reviews/reply/${reviewId}`, { text: 'Thank you, Ana.' })
    ).json();
    expect(edited.reply).toMatchObject({ text: 'Thank you, Ana.', createdAt: replied.reply.createdAt });
    expect((await as(host, 'POST', `/api/app/reviews/reply/${reviewId}`, { text: '   ' })).statusCode).toBe(
      400,
    );
    // three days on, the reply stays as it is
    await expect(at(3).reviews.reply(host.id, reviewId, 'Changed later')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(`${REVIEW_RULES.replyEditHours} hours`),
    });
    const [review] = (await as(host, 'GET', `/api/app/reviews/${unitId}`)).json().items;
    expect(review.reply.text).toBe('Thank you, Ana.');
  });

  it('answers 404 for another host’s unit or review on every call', async () => {
    expect((await as(other, 'GET', `/api/app/reviews/${unitId}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/app/reviews/rating/${unitId}`)).statusCode).toBe(404);
    expect((await as(other, 'PUT', `/api/app/reviews/new/${unitId}`)).statusCode).toBe(404);
    expect((await as(other, 'POST', `/api/app/reviews/reply/${reviewId}`, { text: 'Hi' })).statusCode).toBe(
      404,
    );
    const [review] = (await as(host, 'GET', `/api/app/reviews/${unitId}`)).json().items;
    expect(review.reply.text).toBe('Thank you, Ana.');
  });
});

describe(`the reply window (${driver})`, () => {
  it('reminds the host once before it closes, and closes to a first reply after 30 days', async () => {
    await t.database.query(
      'update reviews set reply = null, reply_created_at = null, reply_updated_at = null',
    );
    const windowDays = REVIEW_RULES.replyWindowDays;
    // the host reads the portal in German: so are their e-mails
    await t.database.query(`update users set locale = 'de_DE' where id = $1`, [host.id]);
    const reminders = () =>
      outbox(t).filter((m) => m.to === host.email && m.subject.includes('wartet auf deine Antwort'));
    // not yet due a few days into the window
    expect(await at(windowDays - REVIEW_RULES.reminderDaysBefore - 1).reviews.remindReplies()).toBe(0);
    expect(reminders()).toHaveLength(0);
    const due = at(windowDays - 1).reviews;
    expect(await due.remindReplies()).toBe(1);
    expect(await due.remindReplies()).toBe(0);
    // one e-mail however often the sweep runs, naming the guest, the unit, the last day and the way
    const [mail, ...more] = reminders();
    expect(more).toHaveLength(0);
    const [unit] = await t.database.query<{ title: string }>('select title from units where id = $1', [
      unitId,
    ]);
    const title = unit!.title;
    expect(mail!.subject).toBe(`Die Bewertung von Ana Review zu ${title} wartet auf deine Antwort`);
    expect(mail!.body).toContain(`Du kannst bis zum `);
    expect(mail!.body).toContain(`Jetzt antworten: http://localhost:8080/insights/reviews/${unitId}`);
    const feed = (await as(host, 'GET', '/api/app/notifications')).json();
    expect(feed.items).toContainEqual(
      expect.objectContaining({ key: `notification_reviewReplyDue_${unitId}`, detail: 'Ana Review' }),
    );
    await expect(at(windowDays + 1).reviews.reply(host.id, reviewId, 'Too late')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('reply window'),
    });
    const [review] = (await at(windowDays + 1).reviews.list(host.id, unitId, { page: 1, limit: 10 })).items;
    expect(review).toMatchObject({ reply: null, canReply: false });
  });

  it('sends no reminder e-mail to a host who turned it off in the profile, only the notification', async () => {
    await t.database.query('update reviews set reminded_at = null');
    const off = await as(host, 'PATCH', '/api/app/user/info', { reviewReplyEmails: false });
    expect(off.statusCode).toBe(200);
    const mails = () => outbox(t).filter((m) => m.to === host.email).length;
    const before = mails();
    expect(await at(REVIEW_RULES.replyWindowDays - 1).reviews.remindReplies()).toBe(1);
    expect(mails()).toBe(before);
    await as(host, 'PATCH', '/api/app/user/info', { reviewReplyEmails: true });
  });
});

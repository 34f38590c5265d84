import { randomBytes, randomUUID } from 'node:crypto';
import { REVIEW_CATEGORIES } from '@host-portal/contracts/reviews';
import type { PriceAndAvailability } from '@host-portal/contracts/units';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appLinks } from '../lib/app-links.ts';
import { minimumStayFor, quoteStay } from '../modules/reservations/quote.ts';
import { addDays, toDay } from '../modules/reservations/reservation-rules.ts';
import { newPublicId } from '../modules/reviews/reviews.service.ts';
import { buildServices } from '../services.ts';
import { DEMO_REVIEWS, type DemoReview } from './demo-reviews-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How each unit's past stays fall: the newest one's check-out (days before today), the days from
 * that check-out to its review, then nights, gaps between stays and party sizes, used in turn.
 */
const PLANS: Record<
  string,
  { newestCheckOut: number; firstReviewAfter: number; nights: number[]; gaps: number[]; guests: number[] }
> = {
  'Villa Azzurra': {
    newestCheckOut: 5,
    firstReviewAfter: 2,
    nights: [7, 7, 5, 10, 7, 14, 7, 6],
    gaps: [6, 13, 27, 9, 41, 18, 4, 33, 11, 22],
    guests: [4, 2, 6, 5, 8, 3, 4, 2],
  },
  'Studio Lavande': {
    newestCheckOut: 12,
    firstReviewAfter: 2,
    nights: [3, 4, 5, 3, 6, 4, 2],
    gaps: [35, 48, 22, 61, 40, 29],
    guests: [2, 2, 1, 2],
  },
  'Apartment Romarin': {
    newestCheckOut: 7,
    firstReviewAfter: 5,
    nights: [6, 4, 7, 5, 8],
    gaps: [44, 57, 31, 66],
    guests: [4, 3, 2, 4],
  },
};
/** days between booking and arrival, used in turn */
const LEADS = [21, 45, 12, 70, 33, 90, 17, 60];
/** how the six category stars stray from the overall rating, used in turn */
const SPREAD = [
  [0, 0, 0, 0, 0, 0],
  [0, -1, 0, 0, 0, 0],
  [0, 0, 0, 1, 0, -1],
  [-1, 0, 0, 0, 1, 0],
  [0, 0, 1, 0, 0, -1],
];
const pick = <T>(list: T[], i: number) => list[i % list.length]!;
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR);
const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.test`;

interface Unit {
  id: string;
  title: string;
  price: PriceAndAvailability;
  guests: number;
}
interface Span {
  from: string;
  to: string;
}

/**
 * The unit's past stays, newest first, walking back from the plan's newest check-out: each stay
 * keeps the minimum stay of its first night, and one that would overlap a stay the unit already
 * holds (the occupancy rule) moves to end the day before that stay begins.
 */
function planStays(plan: (typeof PLANS)[string], count: number, unit: Unit, held: Span[], today: string) {
  const stays: (Span & { nights: number; guests: number })[] = [];
  let checkOut = addDays(today, -plan.newestCheckOut);
  for (let i = 0; i < count; i++) {
    let nights = pick(plan.nights, i);
    let checkIn = addDays(checkOut, -nights);
    for (;;) {
      const minimum = minimumStayFor(unit.price, checkIn);
      const clash = held.find((h) => h.from < checkOut && checkIn < h.to);
      if (nights < minimum) nights = minimum;
      else if (clash) checkOut = addDays(clash.from, -1);
      else break;
      checkIn = addDays(checkOut, -nights);
    }
    stays.push({ from: checkIn, to: checkOut, nights, guests: Math.min(unit.guests, pick(plan.guests, i)) });
    checkOut = addDays(checkIn, -pick(plan.gaps, i));
  }
  return stays;
}

/**
 * Reviews on the demo host's published units (issue 10's screens on a fresh start): completed past
 * stays (REVIEW_COLLECTED bookings with their occupancy, their conversations archived) reviewed by
 * guests in their languages, most answered by the host; the newest of the villa and of Romarin
 * unanswered and unseen, with their newReview notifications. Written in a few statements (the
 * server seeds before it listens); runs after the demo reservations, whose stays it keeps clear of.
 */
export async function seedDemoReviews(database: Database, config: Config, hostId: string) {
  const units = await database.query<Unit>(
    `select id, title, price_and_availability as price, guests from units
      where host_id = $1 and state = 'PUBLISHED' and price_and_availability is not null and guests > 0`,
    [hostId],
  );
  const held = await database.query<Span & { unitId: string }>(
    `select unit_id as "unitId", to_char(date_from, 'YYYY-MM-DD') as "from", to_char(date_to, 'YYYY-MM-DD') as "to"
       from occupancies where occupies and unit_id = any($1::uuid[])`,
    [units.map((u) => u.id)],
  );
  const now = Date.now();
  const today = toDay(new Date(now));
  const bookings: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  const fresh: { unitId: string; guestName: string; from: string; to: string; at: Date }[] = [];
  for (const unit of units) {
    const plan = PLANS[unit.title];
    const list = DEMO_REVIEWS[unit.title];
    if (!plan || !list) continue;
    const spans = held.filter((h) => h.unitId === unit.id);
    for (const [i, stay] of planStays(plan, list.length, unit, spans, today).entries()) {
      const r = list[i] as DemoReview;
      const bookedOn = addDays(stay.from, -pick(LEADS, i));
      const quote = quoteStay(
        { price: unit.price, maxGuests: unit.guests, firstBookingsDiscount: null },
        { checkIn: stay.from, checkOut: stay.to, guests: stay.guests },
        bookedOn,
      );
      const booked = at(bookedOn, 9 + ((i * 7) % 12));
      const after = i === 0 ? plan.firstReviewAfter : 1 + ((i * 3) % 9);
      const written = at(addDays(stay.to, after), 8 + ((i * 5) % 13)).getTime();
      const reviewed = new Date(Math.min(written, now - 2 * HOUR));
      // the newest reply was posted yesterday (still editable); older ones a day or three after
      const replied = r.reply
        ? new Date(i === 0 ? now - 20 * HOUR : reviewed.getTime() + (1 + (i % 3)) * DAY + 3 * HOUR)
        : null;
      const id = randomUUID();
      const history = [
        { status: 'CONFIRMED', by: 'GUEST', at: booked },
        { status: 'COMPLETED', by: 'SYSTEM', at: at(stay.to, 3) },
        { status: 'IN_REVIEW_COLLECTION', by: 'SYSTEM', at: at(addDays(stay.to, 1), 3) },
        { status: 'REVIEW_COLLECTED', by: 'GUEST', at: reviewed },
      ];
      bookings.push({
        id,
        unit_id: unit.id,
        check_in: stay.from,
        check_out: stay.to,
        guests: stay.guests,
        guest_name: r.guest,
        guest_email: emailOf(r.guest),
        guest_language: r.language,
        quote,
        currency: quote.currency,
        total: quote.total,
        payment_option: quote.paymentOption,
        guest_token: randomBytes(24).toString('base64url'),
        history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
        created_at: booked,
        updated_at: reviewed,
      });
      const spread = pick(SPREAD, i);
      const stars = REVIEW_CATEGORIES.map((c, j) =>
        Math.max(1, Math.min(5, r.rating + spread[j]! - (r.low === c ? 1 : 0))),
      );
      const unseen = i === 0 && !r.reply;
      reviews.push({
        public_id: newPublicId(),
        unit_id: unit.id,
        reservation_id: id,
        guest_name: r.guest,
        rating: r.rating,
        stars,
        text: r.text,
        created_at: reviewed,
        reply: r.reply ?? null,
        reply_at: replied,
        seen: !unseen,
      });
      if (unseen)
        fresh.push({ unitId: unit.id, guestName: r.guest, from: stay.from, to: stay.to, at: reviewed });
    }
  }
  if (bookings.length === 0) return;
  await database.query(
    `insert into reservations (id, kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
            guest_email, guest_language, quote, currency, total, payment_option, guest_token, history,
            created_at, updated_at)
     select x.id, 'booking', $1, x.unit_id, 'REVIEW_COLLECTED', x.check_in, x.check_out, x.guests, x.guest_name,
            x.guest_email, x.guest_language, x.quote, x.currency, x.total, x.payment_option, x.guest_token,
            x.history, x.created_at, x.updated_at
       from jsonb_to_recordset($2::jsonb) as x(id uuid, unit_id uuid, check_in date, check_out date,
            guests int, guest_name text, guest_email text, guest_language text, quote jsonb, currency text,
            total int, payment_option text, guest_token text, history jsonb, created_at timestamptz,
            updated_at timestamptz)`,
    [hostId, JSON.stringify(bookings)],
  );
  const ids = bookings.map((b) => b.id);
  // what the stays occupied; their conversations (opened by the reservations trigger) are old
  // stays' and sit in the archive, so the inbox shows what is going on now
  await database.query(
    `insert into occupancies (unit_id, kind, occupies, date_from, date_to, source_id, created_at)
     select unit_id, 'booking', true, check_in, check_out, id, created_at from reservations where id = any($1::uuid[])`,
    [ids],
  );
  await database.query(
    `update conversations c set host_archived = true, created_at = r.created_at
       from reservations r where r.id = any($1::uuid[]) and c.reservation_id = r.id`,
    [ids],
  );
  await database.query(
    `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness, accuracy,
            communication, location, check_in, value, text, created_at, reply, reply_created_at,
            reply_updated_at, seen)
     select x.public_id, $1, x.unit_id, x.reservation_id, x.guest_name, x.rating, x.stars[1], x.stars[2],
            x.stars[3], x.stars[4], x.stars[5], x.stars[6], x.text, x.created_at, x.reply, x.reply_at,
            x.reply_at, x.seen
       from jsonb_to_recordset($2::jsonb) as x(public_id text, unit_id uuid, reservation_id uuid,
            guest_name text, rating smallint, stars smallint[], text text, created_at timestamptz,
            reply text, reply_at timestamptz, seen boolean)`,
    [hostId, JSON.stringify(reviews)],
  );
  const { notifications } = buildServices({ config, database });
  for (const f of fresh) {
    await notifications.raise(
      {
        hostId,
        type: 'newReview',
        unitId: f.unitId,
        detail: f.guestName,
        dateFrom: f.from,
        dateTo: f.to,
        link: appLinks.reviews(f.unitId),
      },
      { at: f.at },
    );
  }
}

import type { ReviewCategory } from '@host-portal/contracts/reviews';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { type SummaryQuery, summaryPage } from './reviews-summary.query.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a caller's transaction (the review is stored in the stay's transaction). */
export type Executor = Db | Tx;

/** A review row as the service reads it (snake_case columns mapped). */
export interface ReviewRow {
  id: string;
  publicId: string;
  hostId: string;
  unitId: string;
  reservationId: string;
  guestName: string;
  rating: number;
  cleanliness: number;
  accuracy: number;
  communication: number;
  location: number;
  checkIn: number;
  value: number;
  text: string;
  createdAt: Date;
  reply: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
  seen: boolean;
  stayCheckIn: string;
  stayCheckOut: string;
}

const COLUMNS = `v.id, v.public_id as "publicId", v.host_id as "hostId", v.unit_id as "unitId",
  v.reservation_id as "reservationId", v.guest_name as "guestName", v.rating, v.cleanliness,
  v.accuracy, v.communication, v.location, v.check_in as "checkIn", v.value, v.text,
  v.created_at as "createdAt", v.reply, v.reply_created_at as "replyCreatedAt",
  v.reply_updated_at as "replyUpdatedAt", v.seen,
  to_char(r.check_in, 'YYYY-MM-DD') as "stayCheckIn", to_char(r.check_out, 'YYYY-MM-DD') as "stayCheckOut"`;

const asDate = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
function toRow(raw: Record<string, unknown>): ReviewRow {
  return {
    ...(raw as unknown as ReviewRow),
    createdAt: asDate(raw.createdAt)!,
    replyCreatedAt: asDate(raw.replyCreatedAt),
    replyUpdatedAt: asDate(raw.replyUpdatedAt),
  };
}

/** What the public page shows of a review: no e-mail, no ids of the stay or the host. */
type PublicColumn = 'id' | 'guestName' | 'rating' | 'text' | 'createdAt' | 'reply' | 'replyCreatedAt';
export type PublicReviewRow = Pick<ReviewRow, PublicColumn | ReviewCategory>;

/** An unanswered review whose reply window is about to close, with its host's address. */
export interface DueReminder {
  id: string;
  hostId: string;
  unitId: string;
  guestName: string;
  createdAt: Date;
  hostEmail: string;
  hostLocale: string | null;
  unitTitle: string | null;
  /** the host's profile switch for these e-mails (issue 11) */
  wantsEmail: boolean;
}

export interface NewReview {
  publicId: string;
  hostId: string;
  unitId: string;
  reservationId: string;
  guestName: string;
  rating: number;
  categories: Record<'cleanliness' | 'accuracy' | 'communication' | 'location' | 'checkIn' | 'value', number>;
  text: string;
  at: Date;
}

/** Count, averages and the distribution of stars of a unit's reviews (null host: the unit's own). */
async function ratingOf(database: Database, hostId: string | null, unitId: string) {
  const [row] = await database.query<Record<string, number | string | null>>(
    `select count(*)::int as count, avg(rating)::float8 as average,
            avg(cleanliness)::float8 as cleanliness, avg(accuracy)::float8 as accuracy,
            avg(communication)::float8 as communication, avg(location)::float8 as location,
            avg(check_in)::float8 as "checkIn", avg(value)::float8 as value,
            count(*) filter (where rating = 1)::int as s1, count(*) filter (where rating = 2)::int as s2,
            count(*) filter (where rating = 3)::int as s3, count(*) filter (where rating = 4)::int as s4,
            count(*) filter (where rating = 5)::int as s5
       from reviews
      where host_id = coalesce($1::uuid, (select host_id from units where id = $2)) and unit_id = $2`,
    [hostId, unitId],
  );
  return row!;
}

/** SQL of reviews; every host read and write is scoped by the host (DESIGN rule 6). */
export function reviewsRepository(database: Database) {
  const rows = async (text: string, params: unknown[]) =>
    (await database.query<Record<string, unknown>>(text, params)).map(toRow);

  return {
    /** Whether the unit is the host's (and not deleted). */
    async hostHasUnit(hostId: string, unitId: string) {
      const found = await database.query(
        `select 1 from units where id = $1 and host_id = $2 and state <> 'DELETED'`,
        [unitId, hostId],
      );
      return found.length > 0;
    },

    async page(hostId: string, unitId: string, page: number, limit: number) {
      const [items, [count]] = await Promise.all([
        rows(
          `select ${COLUMNS} from reviews v join reservations r on r.id = v.reservation_id
            where v.host_id = $1 and v.unit_id = $2
            order by v.created_at desc, v.id desc limit $3 offset $4`,
          [hostId, unitId, limit, (page - 1) * limit],
        ),
        database.query<{ n: number }>(
          'select count(*)::int as n from reviews where host_id = $1 and unit_id = $2',
          [hostId, unitId],
        ),
      ]);
      return { items, total: Number(count?.n ?? 0) };
    },

    async find(hostId: string, reviewId: string) {
      const [row] = await rows(
        `select ${COLUMNS} from reviews v join reservations r on r.id = v.reservation_id
          where v.host_id = $1 and v.id = $2`,
        [hostId, reviewId],
      );
      return row;
    },

    async byReservation(reservationId: string) {
      const [row] = await rows(
        `select ${COLUMNS} from reviews v join reservations r on r.id = v.reservation_id
          where v.reservation_id = $1`,
        [reservationId],
      );
      return row;
    },

    /** Sets the reply; `first` also stamps when it was first posted. Only where `guard` still holds. */
    async setReply(hostId: string, reviewId: string, text: string, at: Date, first: boolean) {
      const changed = await database.query(
        `update reviews set reply = $3, reply_updated_at = $4,
                reply_created_at = case when $5::boolean then $4 else reply_created_at end
          where host_id = $1 and id = $2 and (reply is null) = $5::boolean
          returning id`,
        [hostId, reviewId, text, at.toISOString(), first],
      );
      return changed.length > 0;
    },

    async rating(hostId: string, unitId: string) {
      return ratingOf(database, hostId, unitId);
    },

    /**
     * The public page's reviews of a unit (no host in the request: the unit's own host scopes the
     * read, so it runs on reviews_unit_created_idx), newest first.
     */
    async publicPage(unitId: string, page: number, limit: number) {
      const [items, [count]] = await Promise.all([
        database.query<PublicReviewRow>(
          `select v.id, v.guest_name as "guestName", v.rating, v.cleanliness, v.accuracy,
                  v.communication, v.location, v.check_in as "checkIn", v.value, v.text,
                  v.created_at as "createdAt", v.reply, v.reply_created_at as "replyCreatedAt"
             from reviews v
            where v.host_id = (select host_id from units where id = $1) and v.unit_id = $1
            order by v.created_at desc, v.id desc limit $2 offset $3`,
          [unitId, limit, (page - 1) * limit],
        ),
        database.query<{ n: number }>(
          `select count(*)::int as n from reviews
            where host_id = (select host_id from units where id = $1) and unit_id = $1`,
          [unitId],
        ),
      ]);
      return {
        items: items.map((r) => ({
          ...r,
          createdAt: asDate(r.createdAt)!,
          replyCreatedAt: asDate(r.replyCreatedAt),
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** The public page's rating of a unit (the same sums as the host's, scoped by the unit's host). */
    publicRating: (unitId: string) => ratingOf(database, null, unitId),

    summaries: (hostId: string, q: SummaryQuery) => summaryPage(database, hostId, q),

    async unseenUnits(hostId: string) {
      const found = await database.query<{ unitId: string }>(
        `select distinct v.unit_id as "unitId" from reviews v join units u on u.id = v.unit_id
          where v.host_id = $1 and not v.seen and u.host_id = $1 and u.state <> 'DELETED'
          order by 1`,
        [hostId],
      );
      return found.map((r) => r.unitId);
    },

    async markSeen(hostId: string, unitId: string) {
      await database.query(
        'update reviews set seen = true where host_id = $1 and unit_id = $2 and not seen',
        [hostId, unitId],
      );
    },

    async insert(tx: Executor, r: NewReview) {
      await tx.execute(sql`
        insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness,
                             accuracy, communication, location, check_in, value, text, created_at)
        values (${r.publicId}, ${r.hostId}::uuid, ${r.unitId}::uuid, ${r.reservationId}::uuid, ${r.guestName},
                ${r.rating}, ${r.categories.cleanliness}, ${r.categories.accuracy}, ${r.categories.communication},
                ${r.categories.location}, ${r.categories.checkIn}, ${r.categories.value}, ${r.text},
                ${r.at.toISOString()}::timestamptz)`);
    },

    /**
     * Unanswered reviews whose reply window closes before `until`, not reminded yet, marked as
     * reminded in the same statement (so two sweeps remind once), with what the host's e-mail
     * needs: their address and language (a known read of `users`) and the unit's title.
     */
    async takeDueReminders(from: Date, until: Date, at: Date) {
      const due = await database.query<DueReminder>(
        `update reviews v set reminded_at = $3
           from users h, units u
          where h.id = v.host_id and u.id = v.unit_id
            and v.reply is null and v.reminded_at is null and v.created_at > $1 and v.created_at <= $2
          returning v.id, v.host_id as "hostId", v.unit_id as "unitId", v.guest_name as "guestName",
                    v.created_at as "createdAt", h.email as "hostEmail", h.locale as "hostLocale",
                    u.title as "unitTitle", h.review_reply_emails as "wantsEmail"`,
        [from.toISOString(), until.toISOString(), at.toISOString()],
      );
      return due.map((r) => ({ ...r, createdAt: asDate(r.createdAt)! }));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;

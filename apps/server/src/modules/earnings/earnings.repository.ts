import { EARNING_BOOKING_STATUSES } from '@host-portal/contracts/earnings';
import type { Database } from '../../db/client.ts';

/** The filter of the earnings tab, as the repository takes it (statuses already resolved). */
export interface EarningsFilter {
  hostId: string;
  statuses: readonly (typeof EARNING_BOOKING_STATUSES)[number][];
  dateFrom: string | null;
  dateTo: string | null;
  unitId: string | null;
}

export interface EarningRow {
  id: string;
  unit_id: string;
  unit_title: string | null;
  guest_name: string;
  check_in: string;
  check_out: string;
  status: (typeof EARNING_BOOKING_STATUSES)[number];
  currency: string;
  total: number;
  payment_option: string;
  /** the quote's payment schedule as stored with the booking */
  schedule: { due: string; date: string | null; percent: number; amount: number }[] | null;
}

export interface TotalRow {
  currency: string;
  count: number;
  gross: number;
  fees: number;
}

/*
 * The host's bookings that earn, with the filter's conditions; a null parameter means "no such
 * condition". Served by reservations_host_kind_status_idx (host, kind, status, check_in, id).
 * The unit's title is a known read of `units` (as in the reservations lists).
 */
const WHERE = `r.host_id = $1 and r.kind = 'booking' and r.status = any(string_to_array($2::text, ','))
  and ($3::date is null or r.check_in >= $3::date)
  and ($4::date is null or r.check_in <= $4::date)
  and ($5::uuid is null or r.unit_id = $5::uuid)`;

const COLUMNS = `r.id, r.unit_id, u.title as unit_title, r.guest_name, r.check_in::text as check_in,
    r.check_out::text as check_out, r.status, r.currency, r.total, r.payment_option,
    r.quote->'paymentSchedule' as schedule`;

const PAGE = `select ${COLUMNS}
  from reservations r join units u on u.id = r.unit_id
  where ${WHERE}
  order by r.check_in desc, r.id desc
  limit $6 offset $7`;

/** The CSV's next rows after the last one written (keyset: no OFFSET to skip over again). */
const AFTER = `select ${COLUMNS}
  from reservations r join units u on u.id = r.unit_id
  where ${WHERE} and ($7::date is null or (r.check_in, r.id) < ($7::date, $8::uuid))
  order by r.check_in desc, r.id desc
  limit $6`;

/*
 * Totals per currency over the whole filter. The fee of each booking is rounded to the cent before
 * it is summed, as `hostCommission` rounds it per row: (total × bp + 5000) div 10000 is Math.round
 * of total × bp / 10000 for the non-negative totals here, in integer arithmetic (numeric costs
 * several times more over a whole history).
 */
const TOTALS = `select r.currency, count(*)::int as count, sum(r.total)::float8 as gross,
    sum((r.total::bigint * $6::int + 5000) / 10000)::float8 as fees
  from reservations r
  where ${WHERE}
  group by r.currency
  order by r.currency`;

const UNITS = `select u.id, u.title from units u
  where u.host_id = $1 and exists (
    select 1 from reservations r
    where r.unit_id = u.id and r.host_id = $1 and r.kind = 'booking'
      and r.status = any(string_to_array($2::text, ',')))
  order by lower(coalesce(u.title, '')), u.id`;

// statuses travel as one comma-separated text: the same on both drivers
const params = (f: EarningsFilter) => [f.hostId, f.statuses.join(','), f.dateFrom, f.dateTo, f.unitId];

export function earningsRepository(database: Database) {
  return {
    /** One page of the filter's bookings, latest check-in first. */
    page(filter: EarningsFilter, limit: number, offset: number) {
      return database.query<EarningRow>(PAGE, [...params(filter), limit, offset], 'earnings_page');
    },

    /** The next `limit` rows after (checkIn, id), or the first ones when `after` is null. */
    after(filter: EarningsFilter, limit: number, after: { checkIn: string; id: string } | null) {
      return database.query<EarningRow>(
        AFTER,
        [...params(filter), limit, after?.checkIn ?? null, after?.id ?? null],
        'earnings_after',
      );
    },

    /** count, gross and fees per currency; fees at `basisPoints` of each booking's total. */
    async totals(filter: EarningsFilter, basisPoints: number) {
      const rows = await database.query<TotalRow>(
        TOTALS,
        [...params(filter), basisPoints],
        'earnings_totals',
      );
      return rows.map((r) => ({ ...r, gross: Number(r.gross), fees: Number(r.fees) }));
    },

    /** The host's units that have bookings that earn. */
    units(hostId: string) {
      return database.query<{ id: string; title: string | null }>(
        UNITS,
        [hostId, EARNING_BOOKING_STATUSES.join(',')],
        'earnings_units',
      );
    },
  };
}
export type EarningsRepository = ReturnType<typeof earningsRepository>;

import type { Database } from '../../db/client.ts';

/**
 * The stays a DAC7 report counts (ADR 36): bookings that were not cancelled and inquiries the host
 * confirmed (a confirmed booking request counts through the booking row it became, never twice),
 * that have ended. Booking requests themselves never count.
 */
const COUNTED = `(
  (r.kind = 'booking' and r.status <> 'CANCELLED')
  or (r.kind = 'inquiry'
      and r.status in ('CONFIRMED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'))
)`;

/** One counted stay, with its listing (the unit and its property's address). */
export interface Dac7StayRow {
  unitId: string;
  title: string | null;
  accommodationType: string | null;
  registrationNumber: string | null;
  location: Record<string, unknown> | null;
  currency: string;
  /** 1..4, of the check-out day */
  quarter: number;
  /** cents */
  total: number;
  nights: number;
}

export interface Dac7ChargeRow {
  quarter: number;
  currency: string;
  /** cents, VAT included */
  amount: number;
}

/** The DAC7 report's reads; every statement is scoped by the host (another host's rows are never seen). */
export function dac7Repository(database: Database) {
  return {
    /** The years (of check-out) with at least one counted stay that ended on or before `today`. */
    async years(hostId: string, firstYear: number, today: string): Promise<number[]> {
      const rows = await database.query<{ year: number }>(
        `select distinct extract(year from r.check_out)::int as year
           from reservations r
          where r.host_id = $1 and r.kind in ('booking', 'inquiry') and ${COUNTED}
            and r.check_out >= make_date($2::int, 1, 1) and r.check_out <= $3::date
          order by year desc`,
        [hostId, firstYear, today],
      );
      return rows.map((r) => Number(r.year));
    },

    /** The counted stays whose check-out falls in `year` (and on or before `today`), by listing. */
    async stays(hostId: string, year: number, today: string): Promise<Dac7StayRow[]> {
      const rows = await database.query<Record<string, unknown>>(
        `select r.unit_id, u.title, u.accommodation_type, u.registration_number, p.location, r.currency,
                extract(quarter from r.check_out)::int as quarter, r.total,
                (r.check_out - r.check_in)::int as nights
           from reservations r
           join units u on u.id = r.unit_id and u.host_id = r.host_id
           join properties p on p.id = u.property_id and p.host_id = r.host_id
          where r.host_id = $1 and r.kind in ('booking', 'inquiry') and ${COUNTED}
            and r.check_out >= make_date($2::int, 1, 1) and r.check_out < make_date($2::int + 1, 1, 1)
            and r.check_out <= $3::date
          order by lower(coalesce(u.title, '')), r.unit_id, r.check_out, r.id`,
        [hostId, year, today],
      );
      return rows.map((r) => ({
        unitId: String(r.unit_id),
        title: (r.title as string | null) ?? null,
        accommodationType: (r.accommodation_type as string | null) ?? null,
        registrationNumber: (r.registration_number as string | null) ?? null,
        location: (r.location as Record<string, unknown> | null) ?? null,
        currency: String(r.currency),
        quarter: Number(r.quarter),
        total: Number(r.total),
        nights: Number(r.nights),
      }));
    },

    /** The host's subscription charges of `year` (UTC), refunds left out, summed per quarter and currency. */
    async charges(hostId: string, year: number): Promise<Dac7ChargeRow[]> {
      const rows = await database.query<Record<string, unknown>>(
        `select extract(quarter from charged_at at time zone 'UTC')::int as quarter, currency,
                sum(amount)::bigint as amount
           from subscription_charges
          where host_id = $1 and not refunded
            and charged_at >= make_timestamptz($2::int, 1, 1, 0, 0, 0, 'UTC')
            and charged_at < make_timestamptz($2::int + 1, 1, 1, 0, 0, 0, 'UTC')
          group by 1, 2
          order by 2, 1`,
        [hostId, year],
      );
      return rows.map((r) => ({
        quarter: Number(r.quarter),
        currency: String(r.currency),
        amount: Number(r.amount),
      }));
    },
  };
}
export type Dac7Repository = ReturnType<typeof dac7Repository>;

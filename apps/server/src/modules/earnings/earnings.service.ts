import {
  EARNING_BOOKING_STATUSES,
  type Earning,
  type EarningStatusFilter,
  type EarningsCsvQuery,
  type EarningsPage,
  type EarningsQuery,
  type EarningUnits,
  earningsCsvFileName,
} from '@host-portal/contracts/earnings';
import {
  FEE_MODEL_RULES,
  type FeeModel,
  feeModelOf,
  hostCommission,
} from '@host-portal/contracts/fee-models';
import type { PaymentOption } from '@host-portal/contracts/reservations';
import { notFound } from '../../lib/app-error.ts';
import type { EarningRow, EarningsFilter, EarningsRepository } from './earnings.repository.ts';
import { csvLine, majorUnits, payoutsOf } from './earnings-rules.ts';

/** What earnings needs to know of the account (the user module owns the row). */
export interface EarningsAccount {
  commercialModel: 'commission' | 'subscription' | 'hybrid';
  biddingTag: string | null;
  appFeatures: { earningsAvailable: boolean };
}

export interface EarningsDeps {
  /** the signed-in host's account */
  account: (hostId: string) => Promise<EarningsAccount>;
  /** throws 404 unless the unit is the host's */
  units: { load: (hostId: string, unitId: string) => Promise<unknown> };
}

const STATUSES: Record<EarningStatusFilter | 'all', EarningsFilter['statuses']> = {
  all: EARNING_BOOKING_STATUSES,
  confirmed: ['CONFIRMED'],
  completed: EARNING_BOOKING_STATUSES.filter((s) => s !== 'CONFIRMED'),
};

const CSV_PAGE = 1000;
export const CSV_HEADER = [
  'Booking',
  'Unit',
  'Guest',
  'Check-in',
  'Check-out',
  'Nights',
  'Status',
  'Currency',
  'Gross',
  'Fees',
  'Net',
  'Fee model',
  'Payment option',
  'Payouts',
];

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The account's earnings (issue 12, ADR 0037): the host's bookings that earn, each with gross,
 * the platform's fees by the host's fee model, net and the payout days; totals per currency over
 * the whole filter. Only for accounts with earnings available (commission applies); others get 404.
 */
export function earningsService(repo: EarningsRepository, deps: EarningsDeps) {
  /** The host's fee model, or 404 when the account has no earnings tab. */
  async function feeModelFor(hostId: string): Promise<FeeModel> {
    const account = await deps.account(hostId);
    if (!account.appFeatures.earningsAvailable) throw notFound('Earnings');
    return feeModelOf(account.commercialModel, account.biddingTag);
  }

  async function filterOf(hostId: string, q: EarningsCsvQuery): Promise<EarningsFilter> {
    if (q.unitId) await deps.units.load(hostId, q.unitId);
    return {
      hostId,
      statuses: STATUSES[q.status ?? 'all'],
      dateFrom: q.dateFrom ?? null,
      dateTo: q.dateTo ?? null,
      unitId: q.unitId ?? null,
    };
  }

  const toEarning = (row: EarningRow, feeModel: FeeModel): Earning => {
    const gross = row.total;
    const fees = hostCommission(feeModel, gross);
    return {
      id: row.id,
      unit: { id: row.unit_id, title: row.unit_title },
      guestName: row.guest_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      nights: nightsBetween(row.check_in, row.check_out),
      status: row.status,
      currency: row.currency,
      gross,
      fees,
      net: gross - fees,
      feeModel,
      paymentOption: row.payment_option as PaymentOption,
      payouts: payoutsOf(row.schedule, row.check_in, gross, fees),
    };
  };

  return {
    async page(hostId: string, q: EarningsQuery): Promise<EarningsPage> {
      const feeModel = await feeModelFor(hostId);
      const filter = await filterOf(hostId, q);
      const basisPoints = FEE_MODEL_RULES[feeModel].hostCommissionBasisPoints;
      const [rows, sums] = await Promise.all([
        repo.page(filter, q.limit, (q.page - 1) * q.limit),
        repo.totals(filter, basisPoints),
      ]);
      const total = sums.reduce((n, s) => n + s.count, 0);
      return {
        items: rows.map((row) => toEarning(row, feeModel)),
        pagination: { current: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
        totals: sums.map((s) => ({ ...s, net: s.gross - s.fees })),
        feeModel,
      };
    },

    async units(hostId: string): Promise<EarningUnits> {
      await feeModelFor(hostId);
      return { units: await repo.units(hostId) };
    },

    /**
     * The filter's bookings as CSV (UTF-8 with a byte order mark, RFC 4180, money in major units),
     * read a thousand rows at a time. Checks run before the first byte, so a 404 is still a 404.
     */
    async csv(hostId: string, q: EarningsCsvQuery) {
      const feeModel = await feeModelFor(hostId);
      const filter = await filterOf(hostId, q);
      async function* lines() {
        yield `\uFEFF${csvLine(CSV_HEADER)}`;
        let last: { checkIn: string; id: string } | null = null;
        for (;;) {
          const rows = await repo.after(filter, CSV_PAGE, last);
          yield rows
            .map((row) => {
              const e = toEarning(row, feeModel);
              const money = (n: number) => majorUnits(n, e.currency);
              return csvLine([
                e.id,
                e.unit.title ?? '',
                e.guestName,
                e.checkIn,
                e.checkOut,
                e.nights,
                e.status,
                e.currency,
                money(e.gross),
                money(e.fees),
                money(e.net),
                e.feeModel,
                e.paymentOption,
                e.payouts.map((p) => `${p.date} ${money(p.amount)}`).join('; '),
              ]);
            })
            .join('');
          const end = rows.at(-1);
          if (!end || rows.length < CSV_PAGE) return;
          last = { checkIn: end.check_in, id: end.id };
        }
      }
      return { fileName: earningsCsvFileName(q), lines: lines() };
    },
  };
}
export type EarningsService = ReturnType<typeof earningsService>;

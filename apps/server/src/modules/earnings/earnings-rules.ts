import type { EarningPayout } from '@host-portal/contracts/earnings';

/** A part of the guest's payment schedule, as the booking's quote stores it. */
export interface SchedulePart {
  due: string;
  date: string | null;
  percent: number;
}

const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * When the host is paid (ADR 0037). The platform collects each part of the guest's payment
 * schedule and pays it out the day after check-in, or the day after the part falls due when that
 * is later (no part of today's options falls due after check-in, so every payout is the day after
 * check-in). Each part's amount is its share of the gross (rounded like the quote, the last part
 * taking the rest); the fees are kept back from the earliest payouts. The amounts add up to net.
 */
export function payoutsOf(
  schedule: readonly SchedulePart[] | null,
  checkIn: string,
  gross: number,
  fees: number,
): EarningPayout[] {
  const parts = schedule?.length ? schedule : [{ due: 'at_booking', date: null, percent: 100 }];
  const afterCheckIn = dayAfter(checkIn);
  let left = gross;
  let feesLeft = fees;
  return parts
    .map((part, i) => {
      const share = i === parts.length - 1 ? left : Math.round((gross * part.percent) / 100);
      left -= share;
      const kept = Math.min(feesLeft, share);
      feesLeft -= kept;
      const due = part.due === 'on_date' && part.date ? dayAfter(part.date) : afterCheckIn;
      // the later of two ISO days (string order is date order)
      const date = due.localeCompare(afterCheckIn) > 0 ? due : afterCheckIn;
      return { date, percent: part.percent, amount: share - kept };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Money in major units for the CSV: 75600 EUR → "756.00" (the currency's own number of decimals). */
export function majorUnits(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // an unknown code: two decimals
  }
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** A CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; text that a spreadsheet
 * would run as a formula (= + - @ tab CR first) gets a leading apostrophe. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

import type {
  EarningsInsights,
  OccupancyInsights,
  PerformanceInsights,
  ReviewsInsights,
} from '@host-portal/contracts/insights';
import { REVIEW_CATEGORIES } from '@host-portal/contracts/insights';
import { csvLine, majorUnits as writeMajor } from '../earnings/earnings-rules.ts';

/**
 * The CSV of each insights call (UTF-8 with a byte order mark, RFC 4180, money in major units):
 * one line per month, then the period's total and the previous period's, then every unit (earnings
 * and occupancy) and the channels (earnings). The first column says which breakdown a line is.
 */
const BOM = '\uFEFF';
/** Major units as the earnings CSV writes them; a currency's decimals looked up once, not per cell. */
const decimals = new Map<string, number>();
function majorUnits(minor: number, currency: string): string {
  let digits = decimals.get(currency);
  if (digits === undefined) {
    digits = writeMajor(1, currency).split('.')[1]?.length ?? 0;
    decimals.set(currency, digits);
  }
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}
const share = (n: number | null) => (n === null ? '' : (Math.round(n * 10_000) / 100).toFixed(2));
const value = (n: number | null) => (n === null ? '' : n);

export function earningsCsv(e: EarningsInsights): string {
  const lines = [csvLine(['Breakdown', 'Key', 'Currency', 'Bookings', 'Nights', 'Gross', 'Fees', 'Net'])];
  for (const c of e.currencies) {
    const row = (kind: string, key: string, f: EarningsInsights['currencies'][number]['totals']) =>
      csvLine([
        kind,
        key,
        c.currency,
        f.bookings,
        f.nights,
        majorUnits(f.gross, c.currency),
        majorUnits(f.fees, c.currency),
        majorUnits(f.net, c.currency),
      ]);
    for (const m of c.byMonth) lines.push(row('month', m.month, m));
    lines.push(row('total', `${e.from}..${e.to}`, c.totals));
    lines.push(row('previous', `${e.previousFrom}..${e.previousTo}`, c.previous));
    for (const u of c.byUnit) lines.push(row('unit', u.title ?? u.unitId, u));
    for (const ch of c.byChannel) lines.push(row('channel', ch.channel, ch));
  }
  return BOM + lines.join('');
}

export function occupancyCsv(o: OccupancyInsights): string {
  const lines = [
    csvLine(['Breakdown', 'Key', 'Booked nights', 'Blocked nights', 'Available nights', 'Occupancy %']),
  ];
  const row = (kind: string, key: string, f: OccupancyInsights['totals']) =>
    csvLine([kind, key, f.bookedNights, f.blockedNights, f.availableNights, share(f.rate)]);
  for (const m of o.byMonth) lines.push(row('month', m.month, m));
  lines.push(row('total', `${o.from}..${o.to}`, o.totals));
  lines.push(row('previous', `${o.previousFrom}..${o.previousTo}`, o.previous));
  for (const u of o.byUnit) lines.push(row('unit', u.title ?? u.unitId, u));
  return BOM + lines.join('');
}

export function performanceCsv(p: PerformanceInsights): string {
  const lines = [
    csvLine([
      'Breakdown',
      'Key',
      'Views',
      'Impressions',
      'Bookings',
      'Requests',
      'Inquiries',
      'Conversion %',
      'Response rate %',
      'Response minutes',
    ]),
  ];
  const row = (kind: string, key: string, f: PerformanceInsights['totals']) =>
    csvLine([
      kind,
      key,
      f.views,
      f.impressions,
      f.bookings,
      f.requests,
      f.inquiries,
      share(f.conversion),
      share(f.responseRate),
      value(f.responseMinutes),
    ]);
  for (const m of p.byMonth) lines.push(row('month', m.month, m));
  lines.push(row('total', `${p.from}..${p.to}`, p.totals));
  lines.push(row('previous', `${p.previousFrom}..${p.previousTo}`, p.previous));
  for (const m of p.matchMix ?? []) lines.push(csvLine(['match', m.level, '', '', '', '', m.count]));
  return BOM + lines.join('');
}

export function reviewsCsv(r: ReviewsInsights): string {
  const lines = [
    csvLine(['Breakdown', 'Key', 'Reviews', 'Average', ...REVIEW_CATEGORIES, 'Replied', 'Reply rate %']),
  ];
  const row = (kind: string, key: string, f: ReviewsInsights['totals']) =>
    csvLine([
      kind,
      key,
      f.reviews,
      value(f.average),
      ...REVIEW_CATEGORIES.map((c) => value(f[c])),
      f.replied,
      share(f.replyRate),
    ]);
  for (const m of r.byMonth) lines.push(row('month', m.month, m));
  lines.push(row('total', `${r.from}..${r.to}`, r.totals));
  lines.push(row('previous', `${r.previousFrom}..${r.previousTo}`, r.previous));
  return BOM + lines.join('');
}

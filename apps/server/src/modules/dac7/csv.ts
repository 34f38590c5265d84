/**
 * CSV as Excel opens it well (ADR 36): UTF-8 with a byte-order mark, comma separated, CRLF line
 * ends, RFC 4180 quoting. Text that came from people (titles, names, addresses) is neutralised
 * against formula injection: a cell that starts with = + - @ (or a tab or carriage return, which
 * some spreadsheets skip before reading a formula) gets a leading apostrophe.
 */

/** A figure written as it is (never neutralised): an integer or a decimal amount. */
export interface Figure {
  figure: string;
}
export type Cell = string | number | Figure | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Cents as a decimal amount with two places and a point ("1234.50"; "-0.05"). */
export function amount(cents: number): Figure {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return { figure: `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

export function cell(value: Cell): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.figure;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csv(rows: Cell[][]): Buffer {
  const text = rows.map((row) => row.map(cell).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/**
 * Days of stay as ISO dates (YYYY-MM-DD), counted in UTC so that no time zone or daylight-saving
 * change ever moves a night. Only "today" reads the viewer's clock, in the viewer's time zone.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

export const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromDayNumber(dayNumber(iso) + days);

/** Days from `from` to `to` (the nights of [from, to)). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

export const monthStart = (iso: string): string => `${iso.slice(0, 7)}-01`;

/** The same day `months` later, kept inside the month (31 January + 1 month = 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(iso.slice(8, 10)), last);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

export const daysInMonth = (iso: string): number =>
  daysBetween(monthStart(iso), addMonths(monthStart(iso), 1));

/** 0 for Sunday to 6 for Saturday. */
export const weekday = (iso: string): number => new Date(dayNumber(iso) * DAY_MS).getUTCDay();

/** The day as a Date at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export const utcDate = (iso: string): Date => new Date(dayNumber(iso) * DAY_MS);

/** Today in the viewer's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const minDate = (a: string, b: string): string => (a < b ? a : b);
export const maxDate = (a: string, b: string): string => (a > b ? a : b);

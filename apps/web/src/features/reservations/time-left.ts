export type TimeLeft = { unit: 'days' | 'hours' | 'minutes'; count: number } | { unit: 'over' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long the host has left to answer: whole days, else whole hours, else minutes (at least 1). */
export function timeLeft(until: Date, now: Date = new Date()): TimeLeft {
  const ms = until.getTime() - now.getTime();
  if (ms <= 0) return { unit: 'over' };
  if (ms >= DAY) return { unit: 'days', count: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: 'hours', count: Math.floor(ms / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.ceil(ms / MINUTE)) };
}

/** A calendar day as YYYY-MM-DD in the viewer's time zone (dates of stay are plain days). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today and tomorrow where the host is. */
export function todayAndTomorrow(now: Date = new Date()): { today: string; tomorrow: string } {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { today: localDay(now), tomorrow: localDay(next) };
}

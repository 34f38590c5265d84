import { addDays } from '../../calendar-dates.ts';
import type { CalendarData } from './calendar-data.ts';
import type { DateWindow } from './calendar-window.ts';

export interface NightsSummary {
  available: number;
  blocked: number;
  /** lowest and highest price of the priced nights (minor units), null when none is priced */
  minPrice: number | null;
  maxPrice: number | null;
  /** nights whose price or minimum stay the host set */
  custom: number;
  /** nights not loaded yet */
  unknown: number;
}

/** What the selected nights hold and cost, for the panel's first lines. */
export function summariseNights(data: CalendarData | null, range: DateWindow): NightsSummary {
  const s: NightsSummary = {
    available: 0,
    blocked: 0,
    minPrice: null,
    maxPrice: null,
    custom: 0,
    unknown: 0,
  };
  for (let night = range.dateFrom; night < range.dateTo; night = addDays(night, 1)) {
    const info = data?.nights.get(night);
    if (!info) {
      s.unknown++;
      continue;
    }
    if (info.availability === 'blocked') s.blocked++;
    else s.available++;
    if (info.custom) s.custom++;
    if (info.price !== null) {
      s.minPrice = s.minPrice === null ? info.price : Math.min(s.minPrice, info.price);
      s.maxPrice = s.maxPrice === null ? info.price : Math.max(s.maxPrice, info.price);
    }
  }
  return s;
}

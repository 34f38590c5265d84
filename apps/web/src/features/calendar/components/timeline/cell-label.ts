import type { CalendarEntry, NightAvailability } from '@host-portal/contracts/calendar';
import type { TFunction } from '../../../../lib/translation.tsx';
import { entryName, hasConflict, partsOf } from './timeline-bars.ts';

/** What a night of a unit holds, as the grid cell's accessible name says it. */
export interface NightFacts {
  unit: string;
  /** the date written out, weekday included */
  date: string;
  today: boolean;
  /** undefined while the night's window is loading */
  availability?: NightAvailability;
  /** the price written with its currency; null when the unit has no price */
  price?: string | null;
  custom?: boolean;
  minimumStay?: number | null;
  entry?: CalendarEntry | null;
}

/** "Booking: Ana Horvat", "Blocked", "Imported calendar: Airbnb"; a multi entry lists its parts. */
export function describeEntry(entry: CalendarEntry, t: TFunction): string {
  const parts = partsOf(entry).map((part) => {
    const kind = t(`calendar.kind.${part.kind}`);
    const name = entryName(part);
    return name ? t('calendar.timeline.cell.stay', { kind, name }) : kind;
  });
  return parts.join('; ');
}

/** Unit, date, availability, price, minimum stay and stay, in that order (they are read aloud). */
export function cellLabel(facts: NightFacts, t: TFunction): string {
  const parts = [
    facts.unit,
    facts.today ? t('calendar.timeline.cell.today', { date: facts.date }) : facts.date,
  ];
  if (!facts.availability) return [...parts, t('calendar.timeline.cell.loading')].join(', ');
  parts.push(t(`calendar.availability.${facts.availability}`));
  if (facts.price == null) parts.push(t('calendar.timeline.cell.noPrice'));
  else
    parts.push(
      t(facts.custom ? 'calendar.timeline.cell.customPrice' : 'calendar.timeline.cell.price', {
        price: facts.price,
      }),
    );
  if (facts.minimumStay && facts.minimumStay > 1)
    parts.push(t('calendar.timeline.cell.minimumStay', { count: facts.minimumStay }));
  if (facts.entry) {
    parts.push(describeEntry(facts.entry, t));
    if (hasConflict(facts.entry)) parts.push(t('calendar.timeline.cell.conflict'));
  }
  return parts.join(', ');
}

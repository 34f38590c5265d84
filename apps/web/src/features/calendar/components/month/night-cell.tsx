import type { CalendarEntry } from '@host-portal/contracts/calendar';
import { IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import type { NightInfo } from './calendar-data.ts';
import type { CalendarFormat } from './cell-format.ts';
import { EntryLabel } from './entry-label.tsx';
import { entryTitle, hasConflict } from './entry-meta.ts';
import classes from './month.module.css';

export interface NightCellProps {
  date: string;
  /** undefined while the night's call is loading */
  night: NightInfo | undefined;
  entry: CalendarEntry | undefined;
  /** a stay that ends this day (its guests check out in the morning) */
  checkout: CalendarEntry | undefined;
  /** the entry's first and last night: the bar is rounded there */
  barStart: boolean;
  barEnd: boolean;
  /** how many cells the entry's label runs over from here; 0 for no label */
  labelSpan: number;
  past: boolean;
  today: boolean;
  selected: boolean;
  /** the grid's one tab stop */
  focused: boolean;
  fmt: CalendarFormat;
}

/** What a screen reader hears on a night: date, availability, price, minimum stay, what is on it. */
export function nightLabel(
  p: Pick<NightCellProps, 'date' | 'night' | 'entry' | 'checkout' | 'today' | 'fmt'>,
): string {
  const { t } = p.fmt;
  const parts = [p.fmt.longDate(p.date)];
  if (p.today) parts.push(t('calendar.month.today'));
  if (!p.night) {
    parts.push(t('commons.loading'));
  } else {
    parts.push(t(`calendar.availability.${p.night.availability}`));
    parts.push(p.night.price === null ? t('calendar.month.noPrice') : p.fmt.price(p.night.price));
    if (p.night.minimumStay) parts.push(t('calendar.month.minimumStay', { count: p.night.minimumStay }));
    if (p.night.custom) parts.push(t('calendar.month.customPrice'));
  }
  if (p.checkout) parts.push(t('calendar.month.checkOut', { title: entryTitle(p.checkout, t) }));
  if (p.entry) {
    parts.push(`${t(`calendar.kind.${p.entry.kind}`)}: ${entryTitle(p.entry, t)}`);
    if (hasConflict(p.entry)) parts.push(t('calendar.month.conflict'));
  }
  return parts.join(', ');
}

const sameNight = (a: NightInfo | undefined, b: NightInfo | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.availability === b.availability &&
    a.price === b.price &&
    a.minimumStay === b.minimumStay &&
    a.custom === b.custom);

const sameEntry = (a: CalendarEntry | undefined, b: CalendarEntry | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.id === b.id &&
    a.kind === b.kind &&
    a.dateFrom === b.dateFrom &&
    a.dateTo === b.dateTo &&
    a.children.length === b.children.length &&
    hasConflict(a) === hasConflict(b) &&
    entryTitle(a, (k) => k) === entryTitle(b, (k) => k));

/** A reload hands every night a new object: a night repaints only when what it shows changed. */
function sameCell(a: NightCellProps, b: NightCellProps): boolean {
  return (
    a.date === b.date &&
    a.barStart === b.barStart &&
    a.barEnd === b.barEnd &&
    a.labelSpan === b.labelSpan &&
    a.past === b.past &&
    a.today === b.today &&
    a.selected === b.selected &&
    a.focused === b.focused &&
    a.fmt === b.fmt &&
    sameNight(a.night, b.night) &&
    sameEntry(a.entry, b.entry) &&
    sameEntry(a.checkout, b.checkout)
  );
}

/** One night of the month grid. Memoised: a selection or focus change repaints only the nights it touches. */
export const NightCell = memo(function NightCell(props: NightCellProps) {
  const { date, night, entry, checkout, barStart, barEnd, labelSpan, past, today, selected, focused, fmt } =
    props;
  const className = [
    classes.cell,
    past && classes.past,
    today && classes.today,
    selected && classes.selected,
    night?.availability === 'blocked' && classes.blocked,
  ]
    .filter(Boolean)
    .join(' ');
  const barClass = entry
    ? [
        classes.bar,
        classes[`kind-${entry.kind}`],
        barStart && classes.barStart,
        barEnd && classes.barEnd,
        hasConflict(entry) && classes.conflict,
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: in a table with the grid role a cell is a gridcell, which is selectable
    <td
      className={className}
      data-date={date}
      tabIndex={focused ? 0 : -1}
      aria-selected={selected}
      aria-disabled={past || undefined}
      aria-current={today ? 'date' : undefined}
      aria-label={nightLabel(props)}
    >
      <span className={classes.day} aria-hidden="true">
        {Number(date.slice(8, 10))}
      </span>
      {night ? (
        <span className={classes.price} aria-hidden="true">
          {night.price === null ? '–' : fmt.cellPrice(night.price)}
        </span>
      ) : (
        <span className={classes.loading} aria-hidden="true" />
      )}
      {night?.custom && <IconPencil size={11} className={classes.custom} aria-hidden="true" />}
      {checkout && (
        <span className={`${classes.checkout} ${classes[`kind-${checkout.kind}`]}`} aria-hidden="true" />
      )}
      {entry && <span className={barClass} aria-hidden="true" />}
      {entry && labelSpan > 0 && <EntryLabel entry={entry} span={labelSpan} fmt={fmt} />}
    </td>
  );
}, sameCell);

import type { CalendarEntryKind } from '@host-portal/contracts/calendar';
import classes from './month.module.css';

/** A sample of an entry kind's bar (its colour and pattern), for the legend and the details. */
export function KindSwatch({ kind, conflict = false }: { kind: CalendarEntryKind; conflict?: boolean }) {
  const className = [classes.swatch, classes[`kind-${kind}`], conflict && classes.conflict]
    .filter(Boolean)
    .join(' ');
  return <span className={className} aria-hidden="true" />;
}

import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from '../../../../lib/translation.tsx';
import classes from './timeline.module.css';
import { type BarSegment, barStyleOf, entryName, hasConflict } from './timeline-bars.ts';
import { COL_WIDTH, NAME_WIDTH } from './timeline-constants.ts';

/** The short text on a bar: the guest, the imported event, or the kind ("Blocked", "2 overlapping"). */
export function barLabel(segment: BarSegment, t: TFunction): string {
  const { entry } = segment;
  if (entry.kind === 'multi') return t('calendar.timeline.overlapping', { count: entry.children.length });
  return entryName(entry) ?? t(`calendar.kind.${entry.kind}`);
}

/**
 * An entry drawn over its nights. Decoration only (hidden from screen readers and from the
 * pointer): each cell's name already says what holds the night.
 */
export function TimelineBar({ segment, t }: { segment: BarSegment; t: TFunction }) {
  const conflict = hasConflict(segment.entry);
  return (
    <div
      aria-hidden="true"
      className={classes.bar}
      data-style={barStyleOf(segment.entry.kind)}
      data-clipped-start={segment.clippedStart || undefined}
      data-clipped-end={segment.clippedEnd || undefined}
      data-conflict={conflict || undefined}
      style={{
        left: NAME_WIDTH + segment.startCol * COL_WIDTH + (segment.clippedStart ? 0 : 3),
        width:
          (segment.endCol - segment.startCol) * COL_WIDTH -
          (segment.clippedStart ? 0 : 3) -
          (segment.clippedEnd ? 0 : 3),
      }}
    >
      {conflict && <IconAlertTriangle size={13} className={classes.conflictIcon} />}
      <span className={classes.barLabel}>{barLabel(segment, t)}</span>
    </div>
  );
}

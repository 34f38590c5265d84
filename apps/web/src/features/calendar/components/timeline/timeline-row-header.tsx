import type { TimelineRow } from '@host-portal/contracts/calendar';
import { Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { build } from '../../../../lib/route-paths.ts';
import type { TFunction } from '../../../../lib/translation.tsx';
import classes from './timeline.module.css';

export const unitTitle = (unit: Pick<TimelineRow, 'title'>, t: TFunction) =>
  unit.title || t('calendar.timeline.untitled');

/**
 * The unit's name, a link to its own calendar; a warning under it when imported calendars clash
 * with stays or fail to sync (with words, not only the colour). The link is the grid's cell
 * widget: it takes the roving tab stop when the row header is the active cell.
 */
export function TimelineRowHeader({
  row,
  unit,
  tabbable,
  t,
}: {
  row: number;
  unit: TimelineRow | undefined;
  tabbable: boolean;
  t: TFunction;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid lays out absolutely positioned divs; table elements cannot be positioned this way; its link takes the focus
    <div role="rowheader" aria-colindex={1} className={classes.rowHeader}>
      {unit ? (
        <Link
          to={build.calendar(unit.unitId)}
          className={classes.unitLink}
          tabIndex={tabbable ? 0 : -1}
          data-cell={`${row}:-1`}
        >
          <span className={classes.unitTitle}>{unitTitle(unit, t)}</span>
          {(unit.conflicts > 0 || unit.feedErrors > 0) && (
            <span className={classes.warning}>
              <IconAlertTriangle size={12} aria-hidden="true" />
              {[
                unit.conflicts > 0 ? t('calendar.timeline.conflicts', { count: unit.conflicts }) : '',
                unit.feedErrors > 0 ? t('calendar.timeline.feedErrors', { count: unit.feedErrors }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
          {(unit.calendarStatus === 'PAUSED' || unit.calendarStatus === 'BLOCKED') && (
            <span className={classes.status}>{t(`calendar.timeline.status.${unit.calendarStatus}`)}</span>
          )}
        </Link>
      ) : (
        <span tabIndex={tabbable ? 0 : -1} data-cell={`${row}:-1`}>
          <span className="hp-visually-hidden">{t('commons.loading')}</span>
          <Skeleton height={12} width={140} aria-hidden="true" />
        </span>
      )}
    </div>
  );
}

import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from '../../../../lib/translation.tsx';
import classes from './timeline.module.css';
import type { BarStyle } from './timeline-bars.ts';

const BARS: BarStyle[] = ['booking', 'pending', 'manual', 'external', 'multi'];

/** What the colours and patterns mean (each also has its words on the bar and in the cell's name). */
export function TimelineLegend({ t }: { t: TFunction }) {
  return (
    <ul className={classes.legend} aria-label={t('calendar.timeline.legend.title')}>
      {BARS.map((style) => (
        <li key={style} className={classes.legendItem}>
          <span aria-hidden="true" className={`${classes.bar} ${classes.legendSwatch}`} data-style={style} />
          {t(`calendar.timeline.legend.${style}`)}
        </li>
      ))}
      <li className={classes.legendItem}>
        <span aria-hidden="true" className={`${classes.cell} ${classes.legendCell}`} data-blocked />
        {t('calendar.timeline.legend.blocked')}
      </li>
      <li className={classes.legendItem}>
        <IconAlertTriangle size={14} aria-hidden="true" className={classes.conflictIcon} />
        {t('calendar.timeline.legend.conflict')}
      </li>
      <li className={classes.legendItem}>
        <strong aria-hidden="true">€90</strong>
        {t('calendar.timeline.legend.custom')}
      </li>
    </ul>
  );
}

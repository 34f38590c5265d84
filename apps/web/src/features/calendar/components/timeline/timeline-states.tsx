import { Button, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton.tsx';
import { paths } from '../../../../lib/route-paths.ts';
import type { TFunction } from '../../../../lib/translation.tsx';
import classes from './timeline.module.css';

/** Rows of grey bars while the first units load. */
export function TimelineSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <LoadingSkeleton
      count={rows}
      item={
        <div className={classes.skeletonRow}>
          <Skeleton height={14} width={180} />
          <Skeleton height={22} radius="xl" style={{ flex: 1 }} />
        </div>
      }
    />
  );
}

/** The host has no units yet: the calendar fills once a property is added. */
export function TimelineEmpty({ t }: { t: TFunction }) {
  return (
    <EmptyState
      title={t('calendar.timeline.empty.title')}
      description={t('calendar.timeline.empty.description')}
      action={
        <Button component={Link} to={paths.properties}>
          {t('calendar.timeline.empty.action')}
        </Button>
      }
    />
  );
}

/** The search or property filter matches no unit. */
export function TimelineNoMatch({ onClear, t }: { onClear: () => void; t: TFunction }) {
  return (
    <EmptyState
      title={t('calendar.timeline.noMatch.title')}
      description={t('calendar.timeline.noMatch.description')}
      action={
        <Button variant="default" onClick={onClear}>
          {t('calendar.timeline.noMatch.clear')}
        </Button>
      }
    />
  );
}

/** A short line under the title on how the grid is used (also the grid's description). */
export function TimelineHint({ id, t }: { id: string; t: TFunction }) {
  return (
    <Text id={id} size="sm" c="dimmed">
      {t('calendar.timeline.hint')}
    </Text>
  );
}

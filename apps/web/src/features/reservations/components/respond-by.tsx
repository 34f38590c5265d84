import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { timeLeft } from '../time-left.ts';

/** "Respond within 2 days" for requests and inquiries that wait for the host. */
export function RespondBy({ until, size = 'sm' }: { until: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const left = timeLeft(new Date(until));
  const text =
    left.unit === 'over'
      ? t('reservations.respondBy.over')
      : t('reservations.respondBy.within', {
          time: t(`reservations.respondBy.${left.unit}`, { count: left.count }),
        });
  return (
    <Text
      size={size}
      // body colour for contrast (axe); the clock carries the urgency
      c={left.unit === 'over' ? 'dimmed' : undefined}
      fw={left.unit === 'over' ? undefined : 500}
      title={format.date(until, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      <IconClock
        size={14}
        aria-hidden="true"
        color={left.unit === 'over' ? undefined : 'var(--mantine-color-orange-7)'}
        style={{ verticalAlign: '-2px', marginInlineEnd: 4 }}
      />
      {text}
    </Text>
  );
}

import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The change from the previous period: an arrow for the eye and the same in words ("Up 12 % on
 * the previous period"), so that colour and direction are never the only signal.
 */
export function Delta({
  current,
  previous,
  lowerIsBetter = false,
}: {
  current: number | null;
  previous: number | null;
  /** a fall is drawn as the good news (green) and a rise as the bad (red) */
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (current === 0 && previous === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('insights.delta.same')}
      </Text>
    );
  }
  if (current === null || previous === null || previous === 0) {
    return (
      <Text size="xs" c="dimmed">
        {previous === 0 && current ? t('insights.delta.new') : t('insights.delta.none')}
      </Text>
    );
  }
  const change = (current - previous) / Math.abs(previous);
  const percent = f.number(Math.abs(change), { style: 'percent', maximumFractionDigits: 1 });
  const good = lowerIsBetter ? change < 0 : change > 0;
  const [Icon, color, key] =
    Math.abs(change) < 0.0005
      ? [IconArrowRight, 'dimmed', 'insights.delta.same']
      : change > 0
        ? [IconArrowUpRight, good ? 'teal.8' : 'red.8', 'insights.delta.up']
        : [IconArrowDownRight, good ? 'teal.8' : 'red.8', 'insights.delta.down'];
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden="true" color={`var(--mantine-color-${color.replace('.', '-')})`} />
      <Text size="xs" c={color}>
        {t(key, { percent })}
      </Text>
    </Group>
  );
}

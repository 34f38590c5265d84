import type { Feed, FeedError } from '@host-portal/contracts/calendar';
import { CALENDAR_RULES } from '@host-portal/contracts/calendar';
import { Alert, Badge, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation, IconHourglass } from '@tabler/icons-react';
import { numberFormat } from '../../../../lib/format.ts';
import { toBcp47 } from '../../../../lib/locale.ts';
import { type TFunction, useTranslation } from '../../../../lib/translation.tsx';

type Health = Feed['health'];

const HEALTH: Record<Health, { color: string; Icon: typeof IconCircleCheck }> = {
  ok: { color: 'green', Icon: IconCircleCheck },
  stale: { color: 'orange', Icon: IconClockExclamation },
  failing: { color: 'red', Icon: IconAlertTriangle },
  pending: { color: 'gray', Icon: IconHourglass },
};

export const healthLabel = (t: TFunction, health: Health) => t(`calendar.sync.health.${health}`);

/** The feed's health in words with an icon; the colour only repeats them. */
export function HealthBadge({ health }: { health: Health }) {
  const { t } = useTranslation();
  const { color, Icon } = HEALTH[health];
  return (
    // the label keeps the text colour (contrast); the tinted ground and the icon repeat it
    <Badge
      color={color}
      variant="light"
      radius="sm"
      tt="none"
      size="lg"
      style={{ '--badge-color': 'var(--mantine-color-text)', flexShrink: 0 }}
      leftSection={<Icon size={14} aria-hidden="true" color={`var(--mantine-color-${color}-9)`} />}
    >
      {healthLabel(t, health)}
    </Badge>
  );
}

/** A feed error's sentence and what to do about it, in the user's language. */
export function feedErrorWords(
  t: TFunction,
  locale: string,
  error: FeedError,
  detail: string | null,
): { message: string; hint: string } {
  const vars = {
    detail: detail ?? '',
    seconds: CALENDAR_RULES.feedTimeoutMs / 1000,
    size: numberFormat(toBcp47(locale), {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(CALENDAR_RULES.feedMaxBytes / (1024 * 1024)),
  };
  const message =
    error === 'http_status' && !detail
      ? t('calendar.sync.error.http_status.messageNoDetail')
      : t(`calendar.sync.error.${error}.message`, vars);
  return { message, hint: t(`calendar.sync.error.${error}.hint`, vars) };
}

/** Why the last read failed and what to do; the calendar keeps the events of the last good read. */
export function FeedErrorNotice({ error, detail }: { error: FeedError; detail: string | null }) {
  const { t, i18n } = useTranslation();
  const words = feedErrorWords(t, i18n.language, error, detail);
  return (
    <Alert
      color="red"
      variant="light"
      role="group"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('calendar.sync.error.title')}
    >
      <Text size="sm">{words.message}</Text>
      <Text size="sm" mt={4}>
        {words.hint}
      </Text>
    </Alert>
  );
}

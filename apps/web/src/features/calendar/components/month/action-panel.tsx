import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX, IconLock, IconLockOpen } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { type RangeAction, useRangeAction } from '../../api/calendar-api.ts';
import { type CalendarData, entriesIn } from './calendar-data.ts';
import { type DateWindow, nightCount } from './calendar-window.ts';
import type { CalendarFormat } from './cell-format.ts';
import { EntryDetails } from './entry-details.tsx';
import { summariseNights } from './nights-summary.ts';
import { clashDetail, toastFailure, toastSuccess } from './notify.ts';
import { PriceForm } from './price-form.tsx';

export interface ActionPanelProps {
  unitId: string;
  /** the selected nights, [dateFrom, dateTo) */
  range: DateWindow;
  data: CalendarData | null;
  fmt: CalendarFormat;
  /** the heading, focused when the panel opens from the keyboard */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * What the host can do with the selected nights: block them, open them, price them; and what is on
 * them, with links to the reservations. A clash (409) stays on the panel, naming the stay.
 */
export function ActionPanel({ unitId, range, data, fmt, headingRef }: ActionPanelProps) {
  const { t } = fmt;
  const rangeAction = useRangeAction(unitId);
  const [clash, setClash] = useState<{ key: string; detail: string } | null>(null);
  const key = `${range.dateFrom}/${range.dateTo}`;
  // a clash belongs to the nights it was about
  const clashText = clash?.key === key ? clash.detail : null;
  const setClashText = (detail: string | null) => setClash(detail ? { key, detail } : null);
  const count = nightCount(range);
  const summary = summariseNights(data, range);
  const entries = data ? entriesIn(data, range) : [];
  const pending = rangeAction.isPending ? rangeAction.variables?.action : undefined;

  const run = async (action: RangeAction) => {
    setClashText(null);
    try {
      await rangeAction.mutateAsync({ action, ...range });
      toastSuccess(t(`calendar.month.${action}Done`, { count, nights: fmt.nights(range) }));
    } catch (error) {
      const detail = clashDetail(error, t);
      if (detail) setClashText(detail);
      else toastFailure(error, t);
    }
  };

  const prices =
    summary.minPrice === null
      ? t('calendar.month.noPrice')
      : summary.minPrice === summary.maxPrice
        ? fmt.price(summary.minPrice)
        : `${fmt.price(summary.minPrice)} – ${fmt.price(summary.maxPrice ?? summary.minPrice)}`;

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 2 }}>
          {fmt.nights(range)}
        </Title>
        <Text size="sm">{t('calendar.month.nightCount', { count })}</Text>
        <Text size="sm" c="dimmed">
          {[
            summary.available ? t('calendar.month.availableCount', { count: summary.available }) : null,
            summary.blocked ? t('calendar.month.blockedCount', { count: summary.blocked }) : null,
            prices,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      {clashText && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconCalendarX aria-hidden="true" />}
          title={t('calendar.month.clashTitle')}
          withCloseButton
          closeButtonLabel={t('commons.close')}
          onClose={() => setClashText(null)}
        >
          {clashText}
        </Alert>
      )}
      <Group gap="sm" grow>
        <Button
          leftSection={<IconLock size={16} aria-hidden="true" />}
          loading={pending === 'block'}
          disabled={pending === 'unblock'}
          onClick={() => run('block')}
        >
          {t('calendar.month.block')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLockOpen size={16} aria-hidden="true" />}
          loading={pending === 'unblock'}
          disabled={pending === 'block'}
          onClick={() => run('unblock')}
        >
          {t('calendar.month.unblock')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('calendar.month.blockHint')}
      </Text>
      <Divider />
      <PriceForm unitId={unitId} range={range} fmt={fmt} onClash={setClashText} />
      {entries.length > 0 && (
        <>
          <Divider />
          <Title order={3} fz="md">
            {t('calendar.month.onTheseNights')}
          </Title>
          <Stack gap="md">
            {entries.map((entry) => (
              <EntryDetails key={entry.id} entry={entry} fmt={fmt} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

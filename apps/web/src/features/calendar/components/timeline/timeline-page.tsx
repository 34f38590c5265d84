import type { BulkEditResult } from '@host-portal/contracts/calendar';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { UNIT_SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../../../lib/use-debounced-search.ts';
import { useUndoBulkEdit } from '../../api/calendar-api.ts';
import { PAST_DAYS } from './timeline-constants.ts';
import { addDays, localToday } from './timeline-dates.ts';
import { TimelineDesktop } from './timeline-desktop.tsx';
import { errorMessage } from './timeline-feedback.ts';
import { TimelinePhone } from './timeline-phone.tsx';
import { TimelineFilters } from './timeline-toolbar.tsx';
import { useTimelineFormat } from './use-timeline-format.ts';

/** Below this width (Mantine's `sm`, 768 px) the page lists units instead of the grid. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The calendar of all units (000 section 2, `/calendar`; issue 8): the timeline of units and
 * nights with bulk edits and their undo. The search and property live in the address.
 */
export function TimelinePage() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.timeline.title'));
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const search = useDebouncedSearch(params.get('search') ?? '', UNIT_SEARCH_DEBOUNCE_MS);
  const propertyId = params.get('property') ?? '';
  const filters = useMemo(() => ({ search: search.debounced, propertyId }), [search.debounced, propertyId]);
  const today = useMemo(() => localToday(), []);
  const format = useTimelineFormat(addDays(today, -PAST_DAYS), today);
  const [edits, setEdits] = useState(0);
  const undo = useUndoBulkEdit();

  const update = (name: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // only a changed term writes the address (back and forward do not write it back)
  const paramsNow = useRef(params);
  paramsNow.current = params;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced term changes
  useEffect(() => {
    if ((paramsNow.current.get('search') ?? '') !== search.debounced) update('search', search.debounced);
  }, [search.debounced]);

  const onClear = () => {
    search.setValue('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const undoLast = () =>
    undo.mutate(undefined, {
      onSuccess: (result) => {
        setEdits((n) => Math.max(0, n - 1));
        notifications.show({ color: 'green', message: t(`calendar.timeline.undone.${result.action}`) });
      },
      onError: (error) => {
        setEdits(0);
        notifications.show({ color: 'red', message: errorMessage(error, t), withBorder: true });
      },
    });

  const onApplied = (result: BulkEditResult, units: number) => {
    const message = t(`calendar.timeline.applied.${result.action}`, {
      count: result.nightsChanged,
      units: t('calendar.timeline.selection.units', { count: units }),
    });
    if (!result.editId) {
      notifications.show({ color: 'green', message });
      return;
    }
    setEdits((n) => n + 1);
    const id = `calendar-bulk-${result.editId}`;
    notifications.show({
      id,
      color: 'green',
      autoClose: 10_000,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{message}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              undoLast();
            }}
          >
            {t('calendar.timeline.undo')}
          </Button>
        </Group>
      ),
    });
  };

  return (
    <Box px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1}>{t('calendar.timeline.title')}</Title>
          {edits > 0 && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
              loading={undo.isPending}
              onClick={undoLast}
            >
              {t('calendar.timeline.undoLast')}
            </Button>
          )}
        </Group>
        <TimelineFilters
          search={search.value}
          onSearch={search.setValue}
          propertyId={propertyId}
          onProperty={(id) => update('property', id)}
          t={t}
        />
        {phone ? (
          <TimelinePhone filters={filters} today={today} onClear={onClear} t={t} />
        ) : (
          <TimelineDesktop filters={filters} format={format} onClear={onClear} onApplied={onApplied} />
        )}
      </Stack>
    </Box>
  );
}

import type { CalendarConflict } from '@host-portal/contracts/calendar';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { build } from '../../../../lib/route-paths.ts';
import { type TFunction, useTranslation } from '../../../../lib/translation.tsx';
import { useCalendarConflicts, useResolveConflict } from '../../api/calendar-api.ts';
import { toastDone, toastError } from './sync-feedback.ts';
import { useSyncFormat } from './sync-format.ts';

/** The most conflicts shown at once; the rest are a link to the calendar. */
export const CONFLICTS_SHOWN = 5;

/** Conflicts already shown in this page's life: only ones not seen before are announced. */
const seen = new Set<string>();
/** For tests: forget what was shown. */
export const forgetSeenConflicts = () => seen.clear();

type StayKind = 'booking' | 'booking_request' | 'inquiry';
const stayKind = (kind: string): StayKind | null =>
  kind === 'booking' || kind === 'booking_request'
    ? kind
    : kind === 'inquiry' || kind === 'inquiry_confirmed'
      ? 'inquiry'
      : null;

/** The page of the stay an imported event overlaps. */
export function stayLink(clash: CalendarConflict['clash']): { kind: StayKind; to: string } | null {
  const kind = clash ? stayKind(clash.kind) : null;
  if (!clash?.sourceId || !kind) return null;
  const to =
    kind === 'booking'
      ? build.bookingDetails(clash.sourceId)
      : kind === 'booking_request'
        ? build.bookingRequestDetails(clash.sourceId)
        : build.inquiryDetails(clash.sourceId);
  return { kind, to };
}

function conflictSentence(t: TFunction, c: CalendarConflict, range: (a: string, b: string) => string) {
  const kind = c.clash ? (stayKind(c.clash.kind) ?? 'other') : null;
  const vars = {
    feedName: c.feedName,
    summary: c.summary ?? '',
    eventDates: range(c.dateFrom, c.dateTo),
    stay: t(`calendar.conflicts.stay.${kind ?? 'other'}`),
    stayDates: c.clash ? range(c.clash.dateFrom, c.clash.dateTo) : '',
  };
  const key = `calendar.conflicts.message${c.summary ? '' : 'NoSummary'}${c.clash ? '' : 'NoStay'}`;
  return t(key, vars);
}

function ConflictItem({
  conflict,
  isNew,
  scoped,
}: {
  conflict: CalendarConflict;
  isNew: boolean;
  scoped: boolean;
}) {
  const { t } = useTranslation();
  const { range } = useSyncFormat();
  const resolve = useResolveConflict();
  const stay = stayLink(conflict.clash);
  const unit = conflict.unitTitle ?? t('calendar.conflicts.untitledUnit');

  const markResolved = () =>
    resolve.mutate(conflict.id, {
      onSuccess: () => toastDone(t('calendar.conflicts.resolved')),
      onError: (error) => toastError(error, t),
    });

  return (
    <Alert
      color="orange"
      variant="light"
      role={isNew ? 'alert' : 'group'}
      // orange text is below 4.5:1 on its tint: the title keeps the text colour, the tint and icon mark it
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
      icon={<IconCalendarX aria-hidden="true" />}
      title={scoped ? t('calendar.conflicts.itemTitle') : t('calendar.conflicts.itemTitleUnit', { unit })}
    >
      <Stack gap="xs">
        <Text size="sm">{conflictSentence(t, conflict, range)}</Text>
        <Group gap="md" wrap="wrap">
          {stay && (
            <Anchor component={Link} to={stay.to} size="sm">
              {t(`calendar.conflicts.open.${stay.kind}`)}
            </Anchor>
          )}
          {!scoped && (
            <Anchor component={Link} to={build.calendar(conflict.unitId)} size="sm">
              {t('calendar.conflicts.openCalendar', { unit })}
            </Anchor>
          )}
        </Group>
        <Group gap="sm" align="center" wrap="wrap">
          <Button size="xs" variant="default" loading={resolve.isPending} onClick={markResolved}>
            {t('calendar.conflicts.resolve')}
          </Button>
          <Text size="xs" c="dimmed" style={{ flex: '1 1 12rem' }}>
            {t('calendar.conflicts.resolveHint')}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Imported events that overlap a stay here, waiting for the host (issue 8): of one unit, or of all.
 * Nothing at all while there are none, while loading, and when the list cannot be read (the page
 * around it has its own errors).
 */
export function ConflictAlerts({ unitId }: { unitId?: string }) {
  const { t } = useTranslation();
  const conflicts = useCalendarConflicts(unitId);
  const headingId = useId();
  const fresh = useRef(new Set<string>());
  const items = conflicts.data?.items;

  // an id not shown before in this page's life is new for as long as this list shows it
  useEffect(() => {
    for (const c of items ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      fresh.current.add(c.id);
    }
  }, [items]);
  const isNew = (id: string) => !seen.has(id) || fresh.current.has(id);

  if (!items || items.length === 0) return null;
  const shown = items.slice(0, CONFLICTS_SHOWN);
  const more = items.length - shown.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {t('calendar.conflicts.title', { count: items.length })}
      </Title>
      {shown.map((c) => (
        <ConflictItem key={c.id} conflict={c} isNew={isNew(c.id)} scoped={c.unitId === unitId} />
      ))}
      {more > 0 && (
        <Anchor component={Link} to={build.calendar()} size="sm">
          {t('calendar.conflicts.more', { count: more })}
        </Anchor>
      )}
    </Stack>
  );
}

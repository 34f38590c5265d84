import type { CalendarEntry, CalendarEntryChild } from '@host-portal/contracts/calendar';
import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CalendarFormat } from './cell-format.ts';
import { entryHref, entryStay, entryTitle } from './entry-meta.ts';
import { KindSwatch } from './kind-swatch.tsx';

const LINK_KEYS: Record<string, string> = {
  booking: 'calendar.month.openBooking',
  booking_request: 'calendar.month.openBookingRequest',
  inquiry: 'calendar.month.openInquiry',
  inquiry_confirmed: 'calendar.month.openInquiry',
};

/**
 * What an entry is: its kind, nights and reservation (with a link to its page), an imported event's
 * feed and summary with a warning when it clashes with a stay, or the entries merged into it.
 */
export function EntryDetails({
  entry,
  fmt,
}: {
  entry: CalendarEntry | CalendarEntryChild;
  fmt: CalendarFormat;
}) {
  const { t } = fmt;
  const stay = entryStay(entry);
  const href = entryHref(entry);
  const children = 'children' in entry ? entry.children : [];
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="center">
        <KindSwatch kind={entry.kind} conflict={Boolean(entry.external?.conflict)} />
        <Text fw={600} size="sm">
          {t(`calendar.kind.${entry.kind}`)}
          {stay || entry.external ? ` · ${entryTitle(entry, t)}` : ''}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {fmt.nights(entry)}
      </Text>
      {stay && stay.guests > 0 && <Text size="sm">{t('calendar.month.guests', { count: stay.guests })}</Text>}
      {href && (
        <Anchor component={Link} to={href} size="sm">
          {t(LINK_KEYS[entry.kind] ?? 'calendar.month.openBooking', { name: stay?.guestName ?? '' })}
        </Anchor>
      )}
      {entry.external?.summary && <Text size="sm">{entry.external.summary}</Text>}
      {entry.external?.conflict && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden="true" />}
          title={t('calendar.month.conflictTitle')}
        >
          <Text size="sm">{t('calendar.month.conflictText')}</Text>
        </Alert>
      )}
      {children.length > 0 && (
        <>
          <Text size="sm">{t('calendar.month.multiText', { count: children.length })}</Text>
          <List listStyleType="none" spacing="sm" pl={0}>
            {children.map((child) => (
              <List.Item key={child.id}>
                <EntryDetails entry={child} fmt={fmt} />
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

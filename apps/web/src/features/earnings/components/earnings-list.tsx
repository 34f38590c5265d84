import type { Earning } from '@host-portal/contracts/earnings';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const PHONE = '(max-width: 47.99em)';

function usePayoutText() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (row: Earning) =>
    row.payouts.map((p) =>
      t('earnings.payout', {
        date: format.date(`${p.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
        amount: format.money(p.amount, row.currency),
      }),
    );
}

/** The page's bookings: a table from tablets up, a list of cards on phones. */
export function EarningsList({ rows }: { rows: Earning[] }) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? <EarningCards rows={rows} /> : <EarningsTable rows={rows} />;
}

function EarningsTable({ rows }: { rows: Earning[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const payouts = usePayoutText();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('earnings.columns.guest')}</Table.Th>
            <Table.Th>{t('earnings.columns.stay')}</Table.Th>
            <Table.Th>{t('earnings.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('earnings.totals.gross')}</Table.Th>
            <Table.Th ta="right">{t('earnings.totals.fees')}</Table.Th>
            <Table.Th ta="right">{t('earnings.totals.net')}</Table.Th>
            <Table.Th>{t('earnings.columns.payout')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.guestName}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.unit.title || t('listing.untitledUnit')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.stayRange(row.checkIn, row.checkOut)}</Text>
                <Text size="xs" c="dimmed">
                  {t('reservations.nights', { count: row.nights })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`reservations.status.booking.${row.status}`)}</Badge>
              </Table.Td>
              <Table.Td ta="right">{format.money(row.gross, row.currency)}</Table.Td>
              <Table.Td ta="right">{format.money(row.fees, row.currency)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {format.money(row.net, row.currency)}
              </Table.Td>
              <Table.Td>
                {payouts(row).map((line) => (
                  <Text key={line} size="xs">
                    {line}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EarningCards({ rows }: { rows: Earning[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const payouts = usePayoutText();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{row.guestName}</Text>
              <Text size="sm" c="dimmed">
                {row.unit.title || t('listing.untitledUnit')}
              </Text>
              <Text size="sm">
                {format.stayRange(row.checkIn, row.checkOut)} ·{' '}
                {t('reservations.nights', { count: row.nights })}
              </Text>
            </div>
            <Badge variant="light">{t(`reservations.status.booking.${row.status}`)}</Badge>
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            {(['gross', 'fees', 'net'] as const).map((figure) => (
              <div key={figure}>
                <Text size="xs" c="dimmed">
                  {t(`earnings.totals.${figure}`)}
                </Text>
                <Text size="sm" fw={figure === 'net' ? 700 : 400}>
                  {format.money(row[figure], row.currency)}
                </Text>
              </div>
            ))}
          </Group>
          {payouts(row).map((line) => (
            <Text key={line} size="xs" c="dimmed" mt={4}>
              {line}
            </Text>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

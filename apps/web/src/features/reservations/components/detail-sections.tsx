import type { Booking, BookingRequest, Inquiry, Quote } from '@host-portal/contracts/reservations';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format.ts';
import { toBcp47 } from '../../../lib/locale.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { type ReservationKind, statusKey } from '../reservation-status.ts';
import classes from './reservations.module.css';

type Reservation = BookingRequest | Booking | Inquiry;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Definitions({ rows }: { rows: { term: string; value: ReactNode }[] }) {
  return (
    <dl className={classes.definitions}>
      {rows.map(({ term, value }) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([toBcp47(uiLocale)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function GuestSection({ customer }: { customer: Reservation['customer'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('reservations.detail.guest')}>
      <Definitions
        rows={[
          { term: t('reservations.detail.name'), value: customer.name },
          {
            term: t('reservations.detail.email'),
            value: <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor>,
          },
          {
            term: t('reservations.detail.phone'),
            value: customer.phoneNumber ? (
              <Anchor href={`tel:${customer.phoneNumber.replace(/[^+0-9]/g, '')}`}>
                {customer.phoneNumber}
              </Anchor>
            ) : (
              t('reservations.detail.none')
            ),
          },
          {
            term: t('reservations.detail.language'),
            value: languageName(customer.language, i18n.language || 'en_US'),
          },
        ]}
      />
    </Section>
  );
}

export function StaySection({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const unit = reservation.propertyUnitSummary;
  const day = (value: string) => format.date(value, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <Section title={t('reservations.detail.stay')}>
      <Definitions
        rows={[
          {
            term: t('reservations.detail.unit'),
            value: (
              <Anchor component={Link} to={build.unit(unit.propertyId, unit.publicId)}>
                {unit.title || t('reservations.untitledUnit')}
              </Anchor>
            ),
          },
          { term: t('reservations.detail.checkIn'), value: day(reservation.checkIn) },
          { term: t('reservations.detail.checkOut'), value: day(reservation.checkOut) },
          {
            term: t('reservations.detail.nights'),
            value: t('reservations.nights', { count: reservation.nights }),
          },
          {
            term: t('reservations.detail.guests'),
            value: t('reservations.guests', { count: reservation.guests }),
          },
          {
            term: t('reservations.detail.received'),
            value: format.date(reservation.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        ]}
      />
    </Section>
  );
}

export function MessageSection({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <Section title={t('reservations.detail.message')}>
      {message ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{message}</Text>
      ) : (
        <Text c="dimmed">{t('reservations.detail.noMessage')}</Text>
      )}
    </Section>
  );
}

export function QuoteSection({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (minor: number) => format.money(minor, quote.currency);
  const lineLabel = (line: Quote['lines'][number]) => {
    if (line.kind === 'nights') {
      const nights = t('reservations.quote.nights', {
        count: line.nights ?? 0,
        price: money(line.nightlyPrice ?? 0),
      });
      return line.season ? `${nights} (${line.season})` : nights;
    }
    return t(`reservations.quote.${line.kind}`, { percent: line.percent ?? 0 });
  };
  return (
    <Section title={t('reservations.detail.price')}>
      <Table>
        <Table.Tbody>
          {quote.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
            <Table.Tr key={index}>
              <Table.Td>{lineLabel(line)}</Table.Td>
              <Table.Td ta="end">{money(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('reservations.quote.total')}</Table.Th>
            <Table.Td ta="end" fw={700}>
              {money(quote.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={3} fz="md">
        {t('reservations.quote.schedule')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`reservations.paymentOption.${quote.paymentOption}`)}
      </Text>
      <Table>
        <Table.Tbody>
          {quote.paymentSchedule.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the schedule has no id and never reorders
            <Table.Tr key={index}>
              <Table.Td>
                {item.due === 'at_booking' || !item.date
                  ? t('reservations.quote.atBooking', { percent: item.percent })
                  : t('reservations.quote.onDate', {
                      percent: item.percent,
                      date: format.date(item.date, { dateStyle: 'medium', timeZone: 'UTC' }),
                    })}
              </Table.Td>
              <Table.Td ta="end">{money(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

export function HistorySection({
  kind,
  history,
}: {
  kind: ReservationKind;
  history: Reservation['history'];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = (status: string) => {
    const key = statusKey(kind, status);
    const text = t(key);
    return text === key ? status : text;
  };
  return (
    <Section title={t('reservations.detail.history')}>
      {history.length === 0 ? (
        <Text c="dimmed">{t('reservations.detail.noHistory')}</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ paddingInlineStart: '1.25rem', margin: 0 }}>
          {history.map((change) => (
            <li key={`${change.at}-${change.status}`}>
              <Text size="sm">
                <Text span fw={600}>
                  {label(change.status)}
                </Text>{' '}
                · {format.date(change.at, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {t(`reservations.party.${change.by}`)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

import type { Booking } from '@host-portal/contracts/reservations';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarX } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useBooking } from '../api/get-booking.ts';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { DetailFrame } from '../components/detail-frame.tsx';
import { DetailQuery } from '../components/detail-query.tsx';
import {
  GuestSection,
  HistorySection,
  MessageSection,
  QuoteSection,
  StaySection,
} from '../components/detail-sections.tsx';
import { ReservationStatusBadge } from '../components/reservation-status-badge.tsx';
import { listPath } from '../list-paths.ts';

/** /booking-details/{id}: the booking, and Cancel while it may be cancelled. */
export default function BookingDetailsRoute() {
  const { bookingId = '' } = useParams();
  const query = useBooking(bookingId);
  return <DetailQuery query={query}>{(booking) => <BookingDetails booking={booking} />}</DetailQuery>;
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useAppContext();
  usePageTitle(t('reservations.detail.bookingTitle', { name: booking.customer.name }));
  const [cancelOpen, cancelDialog] = useDisclosure(false);
  const cancellation = booking.cancellation;
  const reasonKey = cancellation ? `reservations.cancelReason.${cancellation.reason}` : '';
  const reason = cancellation ? t(reasonKey) : '';

  return (
    <DetailFrame
      back={listPath('upcoming', settings.features.alternateReservations)}
      reservationId={booking.id}
      backLabel={t('reservations.detail.backToBookings')}
      title={t('reservations.detail.bookingTitle', { name: booking.customer.name })}
      status={
        <ReservationStatusBadge
          kind="booking"
          status={booking.status}
          cancelledBy={cancellation?.by ?? null}
        />
      }
    >
      {booking.availableActions.includes('cancel') && (
        <Paper withBorder radius="md" p="md">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconCalendarX size={16} aria-hidden="true" />}
            onClick={cancelDialog.open}
          >
            {t('reservations.actions.cancel')}
          </Button>
        </Paper>
      )}
      {cancellation && (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text fw={600}>
              {t('reservations.detail.cancelledOn', {
                date: format.date(cancellation.at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
            <Text size="sm">{reason === reasonKey ? cancellation.reason : reason}</Text>
            {cancellation.subReason && (
              <Text size="sm">
                {t(`reservations.cancelSubReason.${cancellation.subReason}`) ===
                `reservations.cancelSubReason.${cancellation.subReason}`
                  ? cancellation.subReason
                  : t(`reservations.cancelSubReason.${cancellation.subReason}`)}
              </Text>
            )}
            {cancellation.explanation && <Text size="sm">{cancellation.explanation}</Text>}
          </Stack>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GuestSection customer={booking.customer} />
        <StaySection reservation={booking} />
      </SimpleGrid>
      <MessageSection message={booking.message} />
      <QuoteSection quote={booking.quote} />
      <HistorySection kind="booking" history={booking.history} />
      <CancelBookingDialog bookingId={booking.id} opened={cancelOpen} onClose={cancelDialog.close} />
    </DetailFrame>
  );
}

import type { BookingRequest } from '@host-portal/contracts/reservations';
import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useBookingRequest } from '../api/get-booking-request.ts';
import { DetailQuery } from '../components/detail-query.tsx';
import { statusKey } from '../reservation-status.ts';

/**
 * /booking-request-confirmation/{id}: shown after a confirm, with the way to the booking. Reached
 * for a request that is not confirmed (an old link, the browser's history), it says so and shows
 * the request's status instead of the stay.
 */
export default function BookingRequestConfirmationRoute() {
  const { bookingId = '' } = useParams();
  const query = useBookingRequest(bookingId);
  return <DetailQuery query={query}>{(request) => <Confirmation request={request} />}</DetailQuery>;
}

function Confirmation({ request }: { request: BookingRequest }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirmed = request.status === 'CONFIRMED';
  const title = confirmed
    ? t('reservations.confirmation.title')
    : t('reservations.confirmation.notConfirmed');
  usePageTitle(title);
  const day = (value: string) => format.date(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const statusLabel = t(statusKey('booking_request', request.status));
  return (
    <StatusPage
      icon={
        confirmed ? (
          <IconCircleCheck size={56} stroke={1.4} aria-hidden="true" color="var(--mantine-color-green-7)" />
        ) : (
          <IconInfoCircle size={56} stroke={1.4} aria-hidden="true" color="var(--mantine-color-gray-7)" />
        )
      }
      title={title}
      description={
        confirmed
          ? t('reservations.confirmation.description', {
              name: request.customer.name,
              unit: request.propertyUnitSummary.title || t('reservations.untitledUnit'),
              checkIn: day(request.checkIn),
              checkOut: day(request.checkOut),
            })
          : statusLabel
      }
      actions={
        <Group gap="sm" justify="center">
          {request.bookingId && (
            <Button component={Link} to={build.bookingDetails(request.bookingId)}>
              {t('reservations.confirmation.toBooking')}
            </Button>
          )}
          <Button component={Link} to={build.bookingRequestDetails(request.id)} variant="default">
            {t('reservations.confirmation.toRequest')}
          </Button>
        </Group>
      }
    />
  );
}

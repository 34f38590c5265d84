import type { BookingRequest } from '@host-portal/contracts/reservations';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useConfirmBookingRequest } from '../api/confirm-booking-request.ts';
import { useBookingRequest } from '../api/get-booking-request.ts';
import { isOccupancyConflict, toastError, toastSuccess } from '../components/action-feedback.ts';
import { ConflictAlert } from '../components/conflict-alert.tsx';
import { DetailFrame } from '../components/detail-frame.tsx';
import { DetailQuery } from '../components/detail-query.tsx';
import {
  GuestSection,
  HistorySection,
  MessageSection,
  QuoteSection,
  StaySection,
} from '../components/detail-sections.tsx';
import { MatchSection } from '../components/match-badge.tsx';
import { RejectRequestDialog } from '../components/reject-request-dialog.tsx';
import { ReservationStatusBadge } from '../components/reservation-status-badge.tsx';
import { RespondBy } from '../components/respond-by.tsx';
import { listPath } from '../list-paths.ts';

/** /booking-request-details/{id}: the request, and Confirm or Reject while it waits. */
export default function BookingRequestDetailsRoute() {
  const { bookingId = '' } = useParams();
  const query = useBookingRequest(bookingId);
  return <DetailQuery query={query}>{(request) => <RequestDetails request={request} />}</DetailQuery>;
}

function RequestDetails({ request }: { request: BookingRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useAppContext();
  usePageTitle(t('reservations.detail.requestTitle', { name: request.customer.name }));
  const confirm = useConfirmBookingRequest(request.id);
  const [rejectOpen, rejectDialog] = useDisclosure(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const can = (action: BookingRequest['availableActions'][number]) =>
    request.availableActions.includes(action);

  const onConfirm = () => {
    setConflict(null);
    confirm.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t('reservations.confirm.requestDone'));
        navigate(build.bookingRequestConfirmation(request.id));
      },
      onError: (error) => {
        if (isOccupancyConflict(error)) setConflict(error.message);
        toastError(error, t);
      },
    });
  };

  return (
    <DetailFrame
      back={listPath('requests', settings.features.alternateReservations)}
      reservationId={request.id}
      backLabel={t('reservations.detail.backToRequests')}
      title={t('reservations.detail.requestTitle', { name: request.customer.name })}
      status={<ReservationStatusBadge kind="booking_request" status={request.status} />}
    >
      {conflict !== null && <ConflictAlert detail={conflict} onClose={() => setConflict(null)} />}
      {(can('confirm') || can('reject')) && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {request.status === 'REQUESTED' && <RespondBy until={request.expiresAt} size="md" />}
            <Group gap="sm">
              {can('confirm') && (
                <Button
                  leftSection={<IconCheck size={16} aria-hidden="true" />}
                  onClick={onConfirm}
                  loading={confirm.isPending}
                >
                  {t('reservations.actions.confirm')}
                </Button>
              )}
              {can('reject') && (
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden="true" />}
                  onClick={rejectDialog.open}
                  disabled={confirm.isPending}
                >
                  {t('reservations.actions.reject')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      {request.bookingId && (
        <Text>
          <Link to={build.bookingDetails(request.bookingId)}>{t('reservations.confirmation.toBooking')}</Link>
        </Text>
      )}
      {request.rejection && (
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>{t(`reservations.rejectReason.${request.rejection.reason}`)}</Text>
          {request.rejection.subReason && <Text size="sm">{request.rejection.subReason}</Text>}
          {request.rejection.explanation && <Text size="sm">{request.rejection.explanation}</Text>}
        </Paper>
      )}
      <MatchSection match={request.match} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GuestSection customer={request.customer} />
        <StaySection reservation={request} />
      </SimpleGrid>
      <MessageSection message={request.message} />
      <QuoteSection quote={request.quote} />
      <HistorySection kind="booking_request" history={request.history} />
      <RejectRequestDialog requestId={request.id} opened={rejectOpen} onClose={rejectDialog.close} />
    </DetailFrame>
  );
}

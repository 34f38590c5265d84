import type { Inquiry } from '@host-portal/contracts/reservations';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useConfirmInquiry } from '../api/confirm-inquiry.ts';
import { useInquiry } from '../api/get-inquiry.ts';
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
import { OverlappingSection } from '../components/overlapping-section.tsx';
import { RejectInquiryDialog } from '../components/reject-inquiry-dialog.tsx';
import { ReservationStatusBadge } from '../components/reservation-status-badge.tsx';
import { RespondBy } from '../components/respond-by.tsx';
import { listPath } from '../list-paths.ts';
import { awaitsAnswer } from '../reservation-status.ts';

/** /inquiries/{id}: the inquiry, the stays it overlaps, and Confirm or Reject while it waits. */
export default function InquiryDetailsRoute() {
  const { inquiryId = '' } = useParams();
  const query = useInquiry(inquiryId);
  return <DetailQuery query={query}>{(inquiry) => <InquiryDetails inquiry={inquiry} />}</DetailQuery>;
}

function InquiryDetails({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const { settings } = useAppContext();
  usePageTitle(t('reservations.detail.inquiryTitle', { name: inquiry.customer.name }));
  const confirm = useConfirmInquiry(inquiry.id);
  const [rejectOpen, rejectDialog] = useDisclosure(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const can = (action: Inquiry['availableActions'][number]) => inquiry.availableActions.includes(action);
  const answering = can('confirm') || can('reject');

  const onConfirm = () => {
    setConflict(null);
    confirm.mutate(undefined, {
      onSuccess: () => toastSuccess(t('reservations.confirm.inquiryDone')),
      onError: (error) => {
        if (isOccupancyConflict(error)) setConflict(error.message);
        toastError(error, t);
      },
    });
  };

  return (
    <DetailFrame
      back={listPath('inquiries', settings.features.alternateReservations)}
      reservationId={inquiry.id}
      backLabel={t('reservations.detail.backToInquiries')}
      title={t('reservations.detail.inquiryTitle', { name: inquiry.customer.name })}
      status={<ReservationStatusBadge kind="inquiry" status={inquiry.status} />}
    >
      {conflict !== null && <ConflictAlert detail={conflict} onClose={() => setConflict(null)} />}
      {answering && <OverlappingSection inquiryId={inquiry.id} />}
      {answering && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {awaitsAnswer(inquiry.status) && <RespondBy until={inquiry.actionNeededAt} size="md" />}
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
      {inquiry.rejection && (
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>{t(`reservations.rejectReason.${inquiry.rejection.reason}`)}</Text>
          {inquiry.rejection.explanation && <Text size="sm">{inquiry.rejection.explanation}</Text>}
          {inquiry.rejection.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {inquiry.rejection.message}
            </Text>
          )}
        </Paper>
      )}
      <MessageSection message={inquiry.message} />
      <MatchSection match={inquiry.match} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GuestSection customer={inquiry.customer} />
        <StaySection reservation={inquiry} />
      </SimpleGrid>
      <QuoteSection quote={inquiry.quote} />
      <HistorySection kind="inquiry" history={inquiry.history} />
      <RejectInquiryDialog inquiryId={inquiry.id} opened={rejectOpen} onClose={rejectDialog.close} />
    </DetailFrame>
  );
}

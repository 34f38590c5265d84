import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { listPath } from '../../../features/reservations/list-paths.ts';
import { awaitsAnswer } from '../../../features/reservations/reservation-status.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { HomeSection, SectionEmpty, SectionSkeleton } from './home-section.tsx';
import { ReservationLines } from './reservation-line.tsx';
import { listCriteria, useReservationPages } from './use-reservation-pages.ts';

/** How many waiting requests and inquiries the overview lists; the rest are in the lists. */
export const HOME_WAITING_LIMIT = 5;

/**
 * Booking requests and inquiries that wait for the host's answer, the soonest to run out first,
 * each with the time left. Requests come sorted by expiry from the server (one page is plenty);
 * the open inquiries are read whole and narrowed to those that still need an answer.
 */
export function NeedsAnswerSection({ bookings, inquiries }: { bookings: boolean; inquiries: boolean }) {
  const { t } = useTranslation();
  const { settings } = useAppContext();
  const alternate = settings.features.alternateReservations;
  const requests = useReservationPages(listCriteria('requests'), { enabled: bookings, maxPages: 1 });
  const open = useReservationPages(listCriteria('inquiries'), { enabled: inquiries });
  const sources = [...(bookings ? [requests] : []), ...(inquiries ? [open] : [])];

  const waitingInquiries = open.items.filter((item) => awaitsAnswer(item.status));
  const waiting = [...(bookings ? requests.items : []), ...(inquiries ? waitingInquiries : [])].sort((a, b) =>
    (a.respondBy ?? '').localeCompare(b.respondBy ?? ''),
  );
  const total = (bookings ? requests.total : 0) + (inquiries ? waitingInquiries.length : 0);
  const failed = sources.find((source) => source.status === 'error');
  const loading = sources.some((source) => source.status === 'pending');

  const footer = (
    <Group gap="md">
      {bookings && (
        <Anchor component={Link} to={listPath('requests', alternate)} size="sm">
          {t('pages.home.needsAnswer.toRequests')}
        </Anchor>
      )}
      {inquiries && (
        <Anchor component={Link} to={listPath('inquiries', alternate)} size="sm">
          {t('pages.home.needsAnswer.toInquiries')}
        </Anchor>
      )}
    </Group>
  );

  return (
    <HomeSection
      id="home-needs-answer"
      title={t('pages.home.needsAnswer.title')}
      aside={
        !failed &&
        !loading &&
        total > 0 && (
          <>
            <Badge color="red.9" variant="filled" aria-hidden="true">
              {total}
            </Badge>
            <VisuallyHidden>{t('pages.home.needsAnswer.count', { count: total })}</VisuallyHidden>
          </>
        )
      }
      footer={footer}
    >
      {failed ? (
        <ErrorState
          error={failed.error}
          onRetry={() => {
            for (const source of sources) source.retry();
          }}
        />
      ) : loading ? (
        <SectionSkeleton />
      ) : waiting.length === 0 ? (
        <SectionEmpty
          icon={<IconMessageCheck size={28} stroke={1.5} aria-hidden="true" />}
          title={t('pages.home.needsAnswer.emptyTitle')}
          description={t('pages.home.needsAnswer.emptyDescription')}
        />
      ) : (
        <>
          <ReservationLines items={waiting.slice(0, HOME_WAITING_LIMIT)} awaiting />
          {total > HOME_WAITING_LIMIT && (
            <Text size="sm" c="dimmed">
              {t('pages.home.needsAnswer.more', { count: total - HOME_WAITING_LIMIT })}
            </Text>
          )}
        </>
      )}
    </HomeSection>
  );
}

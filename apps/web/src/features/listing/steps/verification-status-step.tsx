import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconCircleCheck, IconClock, IconInfoCircle, IconX } from '@tabler/icons-react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCalendarVerification } from '../api/get-calendar-verification.ts';
import { useListingStep } from '../components/step-context.tsx';
import { StepLayout } from '../components/step-layout.tsx';

const LOOK = {
  verified: { color: 'green', Icon: IconCircleCheck },
  validated: { color: 'green', Icon: IconCircleCheck },
  pending: { color: 'blue', Icon: IconClock },
  not_started: { color: 'gray', Icon: IconInfoCircle },
  failed: { color: 'red', Icon: IconX },
} as const;

/** Where the calendar verification stands; verified and validated both count as done. */
export default function VerificationStatusStep() {
  const { t } = useTranslation();
  const { unit } = useListingStep();
  const query = useCalendarVerification(unit.id);
  // "No" (not listed elsewhere) is validated on the server, but nothing was checked: say so, in grey
  const notListed = query.data?.status === 'validated' && query.data.isListed === false;
  const status = notListed ? 'notListed' : query.data?.status;
  const look = notListed ? LOOK.not_started : query.data ? LOOK[query.data.status] : null;
  return (
    <StepLayout
      title={t('listing.verificationStatus.title')}
      description={t('listing.verificationStatus.description')}
      hideContinue={!query.data}
    >
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={64} />
        </Stack>
      )}
      {status && look && (
        <Alert
          color={look.color}
          icon={<look.Icon aria-hidden="true" />}
          title={t(`listing.verificationStatus.${status}`)}
          role="status"
        >
          {t(`listing.verificationStatus.${status}Description`)}
        </Alert>
      )}
    </StepLayout>
  );
}

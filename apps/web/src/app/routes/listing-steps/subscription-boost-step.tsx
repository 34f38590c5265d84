import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useSubscription } from '../../../features/subscriptions/api/subscriptions-api.ts';
import { BoostForm } from '../../../features/subscriptions/components/boost-form.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * subscription/boost (000 section 2; ADR 34, 35): boost this unit from the subscription's boost
 * credits, or go on without one (a boost is optional and can be booked later from the unit).
 */
export default function SubscriptionBoostStep() {
  const { t } = useTranslation();
  const { step, unit } = useListingStep();
  const subscription = useSubscription();
  const boost = subscription.data?.boost;
  return (
    <StepLayout title={t(`listing.step.${step.name}`)} description={t('subscriptions.step.boostText')}>
      {subscription.isPending ? (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={140} />
        </Stack>
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : subscription.data.subscription && boost?.enabled && boost.quota > 0 ? (
        <BoostForm unitId={unit.id} boost={boost} />
      ) : (
        <Text>{t('subscriptions.step.noBoosts')}</Text>
      )}
    </StepLayout>
  );
}

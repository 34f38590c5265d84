import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useSubscription } from '../../../features/subscriptions/api/subscriptions-api.ts';
import { CheckoutReturnNotice } from '../../../features/subscriptions/components/checkout-return-notice.tsx';
import { PlanPicker, planFamily } from '../../../features/subscriptions/components/plan-picker.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The plan steps of the listing flow (commercial-model/plan in the onboarding, subscription/plan
 * after it; ADR 34, 35): the subscription that will publish this unit, with its publications
 * left, or the plans and the hosted checkout, which comes back to this step.
 */
export default function SubscriptionPlanStep() {
  const { t } = useTranslation();
  const { step } = useListingStep();
  const { pathname } = useLocation();
  const subscription = useSubscription();
  const live = subscription.data?.subscription ?? null;
  const publications = subscription.data?.unitPublish;

  return (
    <StepLayout title={t(`listing.step.${step.name}`)} description={t('subscriptions.step.planText')}>
      <CheckoutReturnNotice onCheckAgain={() => void subscription.refetch()} />
      {subscription.isPending ? (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={160} />
        </Stack>
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <>
          {live && publications && (
            <Alert
              color={publications.isEmpty ? 'red' : 'blue'}
              variant="light"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              title={t('subscriptions.current', { plan: t(`subscriptions.plan.${planFamily(live.planId)}`) })}
            >
              <Text size="sm">
                {publications.isEmpty
                  ? t('subscriptions.step.noPublications')
                  : t('subscriptions.step.publications', { remaining: publications.remaining })}
              </Text>
            </Alert>
          )}
          {!live && <Text>{t('subscriptions.step.choose')}</Text>}
          {(!live || publications?.isEmpty) && (
            <PlanPicker current={live?.planId ?? null} returnPath={pathname} />
          )}
        </>
      )}
    </StepLayout>
  );
}

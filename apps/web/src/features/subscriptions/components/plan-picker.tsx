import type { Plan } from '@host-portal/contracts/subscriptions';
import {
  Alert,
  Badge,
  Button,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { usePlans, useStartCheckout } from '../api/subscriptions-api.ts';

export const planFamily = (planId: string) => planId.split('-')[0] as Plan['family'];

const errorText = (error: unknown, fallback: string) =>
  isApiError(error) ? (Object.values(error.fieldErrors)[0] ?? error.message ?? fallback) : fallback;

/**
 * The monthly plans with a coupon; choosing one opens the hosted checkout, which sends the host
 * back to `returnPath` (the payment tab by default).
 */
export function PlanPicker({ current, returnPath }: { current: string | null; returnPath?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const plans = usePlans();
  const checkout = useStartCheckout();
  const [coupon, setCoupon] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const couponError =
    checkout.error && isApiError(checkout.error) ? checkout.error.fieldErrors.couponCode : undefined;

  const choose = (planId: string) => {
    setChosen(planId);
    checkout.mutate(
      {
        planId,
        ...(coupon.trim() ? { couponCode: coupon.trim() } : {}),
        ...(returnPath ? { returnPath } : {}),
      },
      { onSuccess: (answer) => window.location.assign(answer.url) },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="plans-heading">
      <Title order={2} fz="lg" id="plans-heading">
        {t(current ? 'subscriptions.plans.change' : 'subscriptions.plans.choose')}
      </Title>
      <TextInput
        label={t('subscriptions.plans.coupon')}
        value={coupon}
        onChange={(e) => setCoupon(e.currentTarget.value)}
        error={couponError}
        maw={320}
        autoComplete="off"
      />
      {checkout.error && !couponError && (
        <Alert color="red" role="alert">
          {errorText(checkout.error, t('commons.errorOccuredPleaseTryAgain'))}
        </Alert>
      )}
      {plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : !plans.data ? (
        <Skeleton height={180} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {plans.data.plans.map((plan) => (
            <Paper
              key={plan.id}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-labelledby={`plan-${plan.id}`}
            >
              <Stack gap="xs">
                <Title order={3} fz="md" id={`plan-${plan.id}`}>
                  {t(`subscriptions.plan.${plan.family}`)}
                </Title>
                <Text fw={700} fz="xl">
                  {t('subscriptions.plans.perMonth', { amount: format.money(plan.price, plan.currency) })}
                </Text>
                <Text size="sm">
                  {t('subscriptions.plans.publications', { count: plan.quotas.unitPublish })}
                </Text>
                <Text size="sm">{t('subscriptions.plans.leads', { count: plan.quotas.leads })}</Text>
                <Text size="sm">{t('subscriptions.plans.boosts', { count: plan.quotas.boost })}</Text>
                {plan.id === current ? (
                  <Badge variant="dot">{t('subscriptions.plans.current')}</Badge>
                ) : (
                  <Button
                    onClick={() => choose(plan.id)}
                    loading={checkout.isPending && chosen === plan.id}
                    disabled={checkout.isPending && chosen !== plan.id}
                    aria-label={t('subscriptions.plans.chooseLabel', {
                      plan: t(`subscriptions.plan.${plan.family}`),
                    })}
                  >
                    {t('subscriptions.plans.chooseAction')}
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t('subscriptions.plans.vat')}
      </Text>
    </Stack>
  );
}

import type { SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCancelSubscription, usePaymentSource, useSubscription } from '../api/subscriptions-api.ts';
import { CheckoutReturnNotice } from '../components/checkout-return-notice.tsx';
import { CreditSummary } from '../components/credit-summary.tsx';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PlanPicker, planFamily } from '../components/plan-picker.tsx';
import { ServicesPanel } from '../components/services-editor.tsx';

const errorText = (error: unknown, fallback: string) =>
  isApiError(error) ? (Object.values(error.fieldErrors)[0] ?? error.message ?? fallback) : fallback;

/**
 * /account/payment (shown when subscription checkout is available): the subscription with its
 * credits and warnings, the stored card, the plans with a coupon and the hosted checkout, the
 * return from it (in progress, then confirmed), and the cancellation with a reason.
 */
export default function PaymentRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.payment'));
  const subscription = useSubscription();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.payment')}</Title>
      <CheckoutReturnNotice onCheckAgain={() => void subscription.refetch()} />
      {subscription.isPending ? (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={140} />
          <Skeleton height={220} />
        </Stack>
      ) : subscription.isError ? (
        <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <>
          <CurrentSubscription data={subscription.data} />
          {subscription.data.subscription && !subscription.data.subscription.isExpired && (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="services-heading">
              <Stack gap="sm">
                <Title order={2} fz="lg" id="services-heading">
                  {t('subscriptions.services.title')}
                </Title>
                <Text size="sm">{t('subscriptions.services.intro')}</Text>
                <ServicesPanel />
              </Stack>
            </Paper>
          )}
          <PaymentCard />
          <InvoiceList />
          <PlanPicker current={subscription.data.subscription?.planId ?? null} />
        </>
      )}
    </Stack>
  );
}

function CurrentSubscription({ data }: { data: SubscriptionV2 }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [cancelling, setCancelling] = useState(false);
  const sub = data.subscription;
  if (!sub) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text>{t('subscriptions.none')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="subscription-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="subscription-heading">
            {t('subscriptions.current', { plan: t(`subscriptions.plan.${planFamily(sub.planId)}`) })}
          </Title>
          <Badge
            color={sub.isCancellationScheduled ? 'orange' : sub.status === 'in_trial' ? 'blue' : 'green'}
            variant="dot"
          >
            {t(`subscriptions.status.${sub.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t(sub.isCancellationScheduled ? 'subscriptions.endsOn' : 'subscriptions.renewsOn', {
            date: format.date(sub.expirationDate),
          })}
        </Text>
        {sub.isExpired && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
            {t('subscriptions.expired')}
          </Alert>
        )}
        {sub.isAboutToExpire && !sub.isCancellationScheduled && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
            {t('subscriptions.aboutToExpire', { date: format.date(sub.expirationDate) })}
          </Alert>
        )}
        <CreditSummary data={data} />
        {!sub.isCancellationScheduled && (
          <Group>
            <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
              {t('subscriptions.cancel.action')}
            </Button>
          </Group>
        )}
      </Stack>
      {cancelling && <CancelDialog subscriptionId={sub.id} onClose={() => setCancelling(false)} />}
    </Paper>
  );
}

function CancelDialog({ subscriptionId, onClose }: { subscriptionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog opened onClose={onClose} title={t('subscriptions.cancel.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setMissing(true);
          cancel.mutate({ subscriptionId, reason: reason.trim() }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('subscriptions.cancel.text')}</Text>
          <Textarea
            label={t('subscriptions.cancel.reason')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('forms.errors.required') : undefined}
          />
          {cancel.error && (
            <Alert color="red" role="alert">
              {errorText(cancel.error, t('commons.errorOccuredPleaseTryAgain'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('subscriptions.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('subscriptions.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

function PaymentCard() {
  const { t } = useTranslation();
  const source = usePaymentSource();
  if (!source.data || source.data.status === 'missing') return null;
  const card = source.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="card-heading">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCreditCard aria-hidden="true" />
        <Stack gap={2}>
          <Title order={2} fz="md" id="card-heading">
            {t('subscriptions.card.title')}
          </Title>
          <Text size="sm">
            {t('subscriptions.card.details', {
              brand: card.brand?.toUpperCase() ?? '',
              last4: card.last4 ?? '',
              // strings: the translator would write numbers with thousands separators
              month: String(card.expMonth).padStart(2, '0'),
              year: String(card.expYear ?? ''),
            })}
          </Text>
          {card.status !== 'valid' && (
            <Text size="sm" c={card.status === 'expired' ? 'red.8' : undefined} fw={700}>
              {t(`subscriptions.card.${card.status}`)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

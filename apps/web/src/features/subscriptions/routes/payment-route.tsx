import type { Plan, SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  useCancelSubscription,
  usePaymentSource,
  usePlans,
  useStartCheckout,
  useSubscription,
} from '../api/subscriptions-api.ts';
import { useCheckoutReturn } from '../components/checkout-return.ts';

/** Alert titles in the text colour: the light alerts' coloured titles miss the WCAG contrast. */
const readable = { title: { color: 'var(--mantine-color-text)' } };

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
  const back = useCheckoutReturn();
  const subscription = useSubscription();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.payment')}</Title>
      {back.state === 'confirming' && (
        <Alert color="blue" role="status" styles={readable} title={t('subscriptions.return.confirming')}>
          {t('subscriptions.return.confirmingText')}
        </Alert>
      )}
      {back.state === 'active' && (
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck aria-hidden="true" />}
          styles={readable}
          title={t('subscriptions.return.active')}
        >
          {t('subscriptions.return.activeText')}
        </Alert>
      )}
      {back.state === 'pending' && (
        <Alert color="yellow" role="status" styles={readable} title={t('subscriptions.return.pending')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('subscriptions.return.pendingText')}</Text>
            <Button size="xs" variant="light" onClick={() => void subscription.refetch()}>
              {t('subscriptions.return.checkAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {back.state === 'cancelled' && (
        <Alert color="gray" role="status" styles={readable} title={t('subscriptions.return.cancelled')}>
          {t('subscriptions.return.cancelledText')}
        </Alert>
      )}
      {back.state === 'failed' && (
        <Alert color="red" role="alert" styles={readable} title={t('subscriptions.return.failed')}>
          {t('subscriptions.return.failedText')}
        </Alert>
      )}
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
          <PaymentCard />
          <Plans current={subscription.data.subscription?.planId ?? null} />
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
  const counters = [
    { key: 'unitPublish', credit: data.unitPublish },
    { key: 'leads', credit: data.leads },
    { key: 'boost', credit: data.boost },
  ] as const;
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {counters.map(({ key, credit }) => (
            <Stack key={key} gap={4}>
              <Text size="sm" fw={600}>
                {t(`subscriptions.credits.${key}`)}
              </Text>
              <Text
                size="sm"
                c={credit.isEmpty ? 'red.8' : undefined}
                fw={credit.isEmpty || credit.isLow ? 700 : undefined}
              >
                {t('subscriptions.credits.left', { remaining: credit.remaining, quota: credit.quota })}
              </Text>
              <Progress
                value={credit.quota ? (credit.remaining / credit.quota) * 100 : 0}
                color={credit.isEmpty ? 'red' : credit.isLow ? 'orange' : 'blue'}
                aria-label={t(`subscriptions.credits.${key}`)}
                size="sm"
              />
              {credit.isEmpty && (
                <Text size="xs" c="red.8">
                  {t('subscriptions.credits.empty')}
                </Text>
              )}
              {credit.isLow && (
                <Text size="xs" fw={700}>
                  {t('subscriptions.credits.low')}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
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

const planFamily = (planId: string) => planId.split('-')[0] as Plan['family'];

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

function Plans({ current }: { current: string | null }) {
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
      { planId, ...(coupon.trim() ? { couponCode: coupon.trim() } : {}) },
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

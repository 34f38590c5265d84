import { type Plan, planById, type SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRocket } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useFormatters } from '../../../lib/format.ts';
import { build, type UnitPage } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSubscription } from '../api/subscriptions-api.ts';
import { type SubscriptionInfo, useUnitSubscriptionInfo } from '../api/unit-boosts-api.ts';
import { BoostForm } from '../components/boost-form.tsx';
import { CreditSummary } from '../components/credit-summary.tsx';

type Page = Extract<UnitPage, 'subscription-and-boosters' | 'manage-subscription' | 'boosters'>;
const pageOf = (pathname: string): Page =>
  pathname.replace(/\/$/, '').endsWith('/boosters')
    ? 'boosters'
    : pathname.replace(/\/$/, '').endsWith('/manage-subscription')
      ? 'manage-subscription'
      : 'subscription-and-boosters';

/** The calendar day before `day`: boosts end on a day that is not boosted ([start, end)). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const familyOf = (planId: string): Plan['family'] | null => planById(planId)?.family ?? null;

/**
 * The unit's subscription pages (001 section 2): subscription-and-boosters and manage-subscription
 * show the plan the unit is listed under and the account's credits; boosters books a boost of the
 * unit from boost credits and lists its booked periods.
 */
export default function UnitSubscriptionRoute() {
  const { t } = useTranslation();
  const { propertyId = '', unitId = '' } = useParams();
  const page = pageOf(useLocation().pathname);
  const user = useCurrentUser();
  const subscription = useSubscription();
  const info = useUnitSubscriptionInfo(unitId);
  const heading = t(`subscriptions.unit.title.${page}`);

  if (user && !user.appFeatures?.subscriptionApplicable) {
    return (
      <Section heading={heading}>
        <Text>{t('subscriptions.unit.notApplicable')}</Text>
      </Section>
    );
  }
  const failed = subscription.isError ? subscription : info.isError ? info : null;
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!subscription.data || !info.data) {
    return (
      <Stack role="status" aria-label={t('commons.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  const sub = subscription.data;
  return (
    <Stack gap="lg">
      <Section heading={heading}>
        {page === 'boosters' ? (
          <Boosters unitId={unitId} data={sub} />
        ) : (
          <PlanAndCredits info={info.data} data={sub} />
        )}
        {page === 'subscription-and-boosters' && sub.subscription && (
          <Group gap="sm">
            <Button
              component={Link}
              to={build.unit(propertyId, unitId, 'boosters')}
              leftSection={<IconRocket size={18} aria-hidden="true" />}
            >
              {t('subscriptions.unit.bookBoostLink')}
            </Button>
            <Button component={Link} variant="default" to={build.manageSubscription(propertyId, unitId)}>
              {t('subscriptions.unit.manageLink')}
            </Button>
          </Group>
        )}
        {page === 'manage-subscription' && sub.subscription && (
          <Group>
            <Button component={Link} variant="default" to={build.accountTab('payment')}>
              {t('subscriptions.unit.changePlan')}
            </Button>
          </Group>
        )}
      </Section>
      {page !== 'manage-subscription' && <BookedBoosts info={info.data} />}
    </Stack>
  );
}

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="unit-subscription-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="unit-subscription-heading">
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The plan this unit is listed under, then the account's credits; no plan: where to choose one. */
function PlanAndCredits({ info, data }: { info: SubscriptionInfo; data: SubscriptionV2 }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const plan = info.currentPlan;
  if (!plan) return <NoPlan text={t('subscriptions.unit.noPlan')} />;
  const family = familyOf(plan.planId);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700}>
          {t('subscriptions.current', { plan: family ? t(`subscriptions.plan.${family}`) : plan.planId })}
        </Text>
        <Badge
          color={
            plan.isCancellationScheduled
              ? 'orange'
              : plan.subscriptionStatus === 'in_trial'
                ? 'blue'
                : 'green'
          }
          variant="dot"
        >
          {t(`subscriptions.status.${plan.subscriptionStatus}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {t(plan.isCancellationScheduled ? 'subscriptions.endsOn' : 'subscriptions.renewsOn', {
          date: format.date(plan.expirationDate),
        })}
      </Text>
      {data.subscription?.isExpired && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('subscriptions.expired')}
        </Alert>
      )}
      {data.subscription?.isAboutToExpire && !plan.isCancellationScheduled && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('subscriptions.aboutToExpire', { date: format.date(plan.expirationDate) })}
        </Alert>
      )}
      <Title order={3} fz="md">
        {t('subscriptions.unit.credits')}
      </Title>
      <CreditSummary data={data} />
    </Stack>
  );
}

function NoPlan({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{text}</Text>
      <Button component={Link} to={build.accountTab('payment')}>
        {t('subscriptions.unit.choosePlan')}
      </Button>
    </Stack>
  );
}

/** Booking a boost needs a live subscription with boost credits left. */
function Boosters({ unitId, data }: { unitId: string; data: SubscriptionV2 }) {
  const { t } = useTranslation();
  if (!data.subscription) return <NoPlan text={t('subscriptions.boost.noSubscription')} />;
  if (!data.boost.enabled || data.boost.remaining <= 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('subscriptions.boost.noCredits')}</Text>
        <Anchor component={Link} to={build.accountTab('payment')}>
          {t('subscriptions.unit.changePlan')}
        </Anchor>
      </Stack>
    );
  }
  return <BoostForm unitId={unitId} boost={data.boost} />;
}

/** The unit's boosts that are not over yet, each from its first to its last day. */
function BookedBoosts({ info }: { info: SubscriptionInfo }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booked-boosts-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="booked-boosts-heading">
          {t('subscriptions.boost.periods')}
        </Title>
        {info.boosts.length === 0 ? (
          <Text c="dimmed">{t('subscriptions.boost.noPeriods')}</Text>
        ) : (
          <List aria-labelledby="booked-boosts-heading">
            {info.boosts.map((b) => (
              <List.Item key={b.startDate}>
                {format.stayRange(b.startDate, dayBefore(b.expirationDate))}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

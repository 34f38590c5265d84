import { FEE_MODEL_RULES, feeModelOf } from '@host-portal/contracts/fee-models';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * /account/pricing (shown by 001 section 2's rule): the account's billing mode and fee model from
 * the one table of fee models (ADR 35): what the platform keeps of each booking, and whether a
 * subscription is paid on top.
 */
export default function PricingRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  usePageTitle(t('account.tabs.pricing'));
  const user = useCurrentUser();
  if (!user) return null;
  const model = feeModelOf(user.commercialModel, user.biddingTag);
  const rule = FEE_MODEL_RULES[model];
  const percent = format.number(rule.hostCommissionBasisPoints / 100, { maximumFractionDigits: 1 });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.pricing')}</Title>
      <Paper withBorder p="md" radius="md" maw={640} component="section" aria-labelledby="pricing-model">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="pricing-model">
            {t(`account.pricing.mode.${rule.billingMode}`)}
          </Title>
          <List spacing="xs">
            <List.Item>{t('account.pricing.commission', { percent })}</List.Item>
            <List.Item>
              {t(rule.subscription ? 'account.pricing.withSubscription' : 'account.pricing.noSubscription')}
            </List.Item>
            <List.Item>{t('account.pricing.payout')}</List.Item>
          </List>
          {rule.subscription && (
            <Anchor component={Link} to={build.accountTab('payment')}>
              {t('account.pricing.toPayment')}
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            {t('account.pricing.change')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

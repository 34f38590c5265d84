import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { businessDetailsQueryOptions, individualDetailsQueryOptions } from '../api/billing-details.ts';
import { BusinessDetailsForm } from '../components/billing/business-details-form.tsx';
import { IndividualDetailsForm } from '../components/billing/individual-details-form.tsx';

/** /account/billing: an individual's or a company's details, by the account type (001 section 1). */
export default function BillingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.billing'));
  const user = useCurrentUser();
  const company = user?.type === 'company';
  const individual = useQuery({ ...individualDetailsQueryOptions(), enabled: user != null && !company });
  const business = useQuery({ ...businessDetailsQueryOptions(), enabled: company });
  const query = company ? business : individual;
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.billing')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t(company ? 'account.billing.companyHeading' : 'account.billing.individualHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.billing.intro')}
          </Text>
          {query.isPending ? (
            <Stack gap="sm" role="status" aria-label={t('commons.loading')} aria-busy>
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={120} />
            </Stack>
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <>
              {query.data.updatedAt === null && (
                <Alert color="blue" variant="light">
                  {t('account.billing.notSavedYet')}
                </Alert>
              )}
              {company && business.data ? (
                <BusinessDetailsForm details={business.data} />
              ) : individual.data ? (
                <IndividualDetailsForm details={individual.data} />
              ) : null}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

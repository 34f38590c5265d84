import type { NotEligibleReason } from '@host-portal/contracts/onboarding';
import { Button, List, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { toBcp47 } from '../../../lib/locale.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useOnboardingConfiguration } from '../api/get-onboarding-configuration.ts';

const REASON_KEYS: Record<NotEligibleReason, string> = {
  countryNotSupported: 'listing.notEligible.reasons.countryNotSupported',
  hostTypeNotAllowed: 'listing.notEligible.reasons.hostTypeNotAllowed',
  accountExpired: 'listing.notEligible.reasons.accountExpired',
};

/** Country names in the UI's language, sorted by name. */
function countryNames(codes: string[], uiLocale: string) {
  const names = new Intl.DisplayNames([toBcp47(uiLocale)], { type: 'region' });
  return codes
    .map((code) => names.of(code) ?? code)
    .sort((a, b) => a.localeCompare(b, toBcp47(uiLocale)))
    .join(', ');
}

/** /listing/onboarding-not-eligible: why the host may not list, in words, and what to do. */
export default function NotEligibleRoute() {
  const { t, i18n } = useTranslation();
  const { settings } = useAppContext();
  usePageTitle(t('listing.notEligible.title'));
  const configuration = useOnboardingConfiguration();

  if (configuration.isError) {
    return (
      <PageContainer>
        <ErrorState error={configuration.error} onRetry={() => void configuration.refetch()} />
      </PageContainer>
    );
  }
  if (!configuration.data) {
    return (
      <Stack align="center" p="xl" role="status" aria-label={t('commons.loading')}>
        <Loader />
      </Stack>
    );
  }
  const { eligibility, country, supportedCountries } = configuration.data;
  // nothing stands in the way (any more): the check sends the host on
  if (eligibility.eligible) return <Navigate to={paths.listingCheckEligibility} replace />;
  const subject = t('listing.notEligible.mailSubject');
  return (
    <StatusPage
      icon={<IconLock size={56} stroke={1.4} aria-hidden="true" />}
      title={t('listing.notEligible.title')}
      description={t('listing.notEligible.description')}
      actions={
        <>
          <Button
            component="a"
            href={`mailto:${settings.supportEmail}?subject=${encodeURIComponent(subject)}`}
          >
            {t('listing.notEligible.contactSupport')}
          </Button>
          <Button component={Link} to={paths.properties} variant="default">
            {t('pages.notAvailable.toProperties')}
          </Button>
        </>
      }
    >
      <List ta="start" spacing="sm" aria-label={t('listing.notEligible.reasonsLabel')}>
        {eligibility.reasons.map((reason) => (
          <List.Item key={reason}>
            <Text>
              {t(REASON_KEYS[reason], {
                country: country ? countryNames([country], i18n.language) : '',
              })}
            </Text>
            {reason === 'countryNotSupported' && (
              <Text size="sm" c="dimmed" mt={4}>
                {t('listing.notEligible.supportedCountries', {
                  countries: countryNames(supportedCountries, i18n.language),
                })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </StatusPage>
  );
}

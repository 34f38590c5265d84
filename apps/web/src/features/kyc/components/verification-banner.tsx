import type { VerificationStatus } from '@host-portal/contracts/kyc';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppContext } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useKycStatus } from '../api/get-kyc-status.ts';

type Shown = Exclude<VerificationStatus, 'COMPLETED'>;

const BANNER: Record<Shown, { text: string; action: string | null; color: string }> = {
  VERIFICATION_NEVER_STARTED: {
    text: 'kyc.banner.VERIFICATION_NEVER_STARTED',
    action: 'kyc.bannerAction.start',
    color: 'blue',
  },
  REQUIRED: { text: 'kyc.banner.REQUIRED', action: 'kyc.bannerAction.verify', color: 'orange' },
  COLLECTING_DATA: { text: 'kyc.banner.COLLECTING_DATA', action: 'kyc.bannerAction.continue', color: 'blue' },
  IN_PROGRESS: { text: 'kyc.banner.IN_PROGRESS', action: null, color: 'gray' },
  FAILED: { text: 'kyc.banner.FAILED', action: 'kyc.bannerAction.retry', color: 'red' },
  EXPIRED: { text: 'kyc.banner.EXPIRED', action: 'kyc.contactSupport', color: 'orange' },
};

/**
 * Which banner a status shows on a page (001 section 4): none when completed, none inside the
 * verification itself, and "never started" only off the account pages.
 */
export function bannerFor(tier: VerificationStatus, pathname: string): Shown | null {
  if (tier === 'COMPLETED') return null;
  if (pathname === paths.verification || pathname.startsWith(`${paths.verification}/`)) return null;
  const onAccount = pathname === paths.account || pathname.startsWith(`${paths.account}/`);
  if (tier === 'VERIFICATION_NEVER_STARTED' && onAccount) return null;
  return tier;
}

/** The expired verification's call to action: an e-mail to support about the verification. */
export const supportMailto = (address: string, subject: string) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}`;

/**
 * The verification banner of the shell, driven by the status call; expired opens the support
 * e-mail (the public settings' `supportEmail`).
 */
export function VerificationBanner({
  enabled,
  pathname,
}: {
  /** false when KYC does not apply to the host, or for staff (no status call then) */
  enabled: boolean;
  pathname: string;
}) {
  const { t } = useTranslation();
  const { settings } = useAppContext();
  const { data } = useKycStatus(enabled);
  if (!enabled || !data?.applicable) return null;
  const shown = bannerFor(data.tier, pathname);
  if (!shown) return null;
  const banner = BANNER[shown];
  return (
    <Alert
      color={banner.color}
      variant="light"
      radius={0}
      role="region"
      aria-label={t('kyc.banner.label')}
      icon={<IconShieldCheck aria-hidden="true" />}
      py="xs"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t(banner.text)}</Text>
        {banner.action &&
          (shown === 'EXPIRED' ? (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={supportMailto(settings.supportEmail, t('kyc.supportMailSubject'))}
            >
              {t(banner.action)}
            </Button>
          ) : (
            <Button size="xs" variant="default" component={Link} to={paths.verification}>
              {t(banner.action)}
            </Button>
          ))}
      </Group>
    </Alert>
  );
}

import { useLocation } from 'react-router';
import { VerificationBanner } from '../../features/kyc/components/verification-banner.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

/**
 * The verification banner of the shell (001 section 4) for hosts KYC applies to; staff are not
 * verified, so they never see it (nor ask for a status).
 */
export function VerificationBannerSlot() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return null;
  return (
    <VerificationBanner enabled={user.appFeatures.isKYCApplicable && !user.isStaff} pathname={pathname} />
  );
}

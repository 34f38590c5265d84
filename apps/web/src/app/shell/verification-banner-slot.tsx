import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { VerificationBanner } from '../../features/kyc/components/verification-banner.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

// the help area's contact form, loaded only when the host asks for support
const ContactSupportModal = lazy(() =>
  import('../../features/help/components/contact-support-modal.tsx').then((m) => ({
    default: m.ContactSupportModal,
  })),
);

/**
 * The verification banner of the shell (001 section 4) for hosts KYC applies to; an expired
 * verification's call to action opens the contact-support form (support reopens it).
 */
export function VerificationBannerSlot() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [contact, setContact] = useState(false);
  if (!user) return null;
  return (
    <>
      <VerificationBanner
        enabled={user.appFeatures.isKYCApplicable}
        pathname={pathname}
        onContactSupport={() => setContact(true)}
      />
      {contact && (
        <Suspense fallback={null}>
          <ContactSupportModal opened onClose={() => setContact(false)} pageId="verification" />
        </Suspense>
      )}
    </>
  );
}

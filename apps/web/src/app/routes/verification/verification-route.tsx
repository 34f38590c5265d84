import { lazy, Suspense, useState } from 'react';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { VerificationHub } from '../../../features/kyc/components/verification-hub.tsx';

const ContactSupportModal = lazy(() =>
  import('../../../features/help/components/contact-support-modal.tsx').then((m) => ({
    default: m.ContactSupportModal,
  })),
);

/** /verification: the verification's state, with the help area's contact form for an expired one. */
export default function VerificationRoute() {
  const [contact, setContact] = useState(false);
  return (
    <PageContainer>
      <VerificationHub onContactSupport={() => setContact(true)} />
      {contact && (
        <Suspense fallback={null}>
          <ContactSupportModal opened onClose={() => setContact(false)} pageId="verification" />
        </Suspense>
      )}
    </PageContainer>
  );
}

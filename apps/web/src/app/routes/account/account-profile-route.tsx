import { Stack } from '@mantine/core';
import ProfileRoute from '../../../features/account/routes/profile-route.tsx';
import { PrivacySection } from '../../../features/privacy/components/privacy-section.tsx';

/** /account/profile: the profile (account feature) with the privacy section below it. */
export default function AccountProfileRoute() {
  return (
    <Stack gap="lg">
      <ProfileRoute />
      <PrivacySection />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import ProfileRoute from '../../../features/account/routes/profile-route.tsx';
import { PrivacySection } from '../../../features/privacy/components/privacy-section.tsx';
import { StaffAccessSection } from '../../../features/staff-access/components/staff-access-section.tsx';

/** /account/profile: the profile (account feature), the privacy section and the staff access log (ADR 41). */
export default function AccountProfileRoute() {
  return (
    <Stack gap="lg">
      <ProfileRoute />
      <PrivacySection />
      <StaffAccessSection />
    </Stack>
  );
}

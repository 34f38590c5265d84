import { Stack } from '@mantine/core';
import BillingRoute from '../../../features/account/routes/billing-route.tsx';
import { Dac7Section } from '../../../features/dac7/components/dac7-section.tsx';

/** /account/billing: the billing details (account feature) with the DAC7 tax report below them. */
export default function AccountBillingRoute() {
  return (
    <Stack gap="lg">
      <BillingRoute />
      <Dac7Section />
    </Stack>
  );
}

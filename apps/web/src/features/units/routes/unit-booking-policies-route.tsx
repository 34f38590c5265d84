import { Button, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import { SwitchToInstantBookingModal } from '../components/switch-to-instant-booking-modal.tsx';
import { BookingPoliciesForm } from '../forms/booking-policies-form.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';

/** /properties/:propertyId/units/:unitId/booking-policies, with the switch-all offer for on-request units. */
export default function UnitBookingPoliciesRoute() {
  const { unit } = useUnitOutlet();
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  return (
    <Stack gap="md">
      {unit.bookingType === 'onRequest' && (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-blue-light)">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('units.switchInstant.bannerTitle')}</Text>
            <Text size="sm">{t('units.switchInstant.bannerText')}</Text>
            <Button
              leftSection={<IconBolt size={16} aria-hidden="true" />}
              onClick={modal.open}
              aria-haspopup="dialog"
            >
              {t('units.switchInstant.open')}
            </Button>
          </Stack>
        </Paper>
      )}
      <BookingPoliciesForm unit={unit} />
      <SwitchToInstantBookingModal opened={opened} onClose={modal.close} />
    </Stack>
  );
}

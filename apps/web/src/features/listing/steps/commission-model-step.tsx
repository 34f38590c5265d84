import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingStep } from '../components/step-context.tsx';
import { StepLayout } from '../components/step-layout.tsx';

/** commission-model (onboarding, commission applies): how the host is paid and what comes next. */
export default function CommissionModelStep() {
  const { t } = useTranslation();
  const { steps } = useListingStep();
  // the steps this model adds later in the flow, named as the step list names them
  const ahead = steps.filter((s) =>
    /^(verification|identity-and-payout-details|payout|personal-details)\//.test(s.name),
  );
  return (
    <StepLayout title={t('onboarding.commission.title')} description={t('onboarding.commission.description')}>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" color="green" variant="light">
            <IconCheck size={14} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <List.Item>{t('onboarding.commission.point.noFixedCost')}</List.Item>
        <List.Item>{t('onboarding.commission.point.onlinePayment')}</List.Item>
        <List.Item>{t('onboarding.commission.point.payout')}</List.Item>
        <List.Item>{t('onboarding.commission.point.verification')}</List.Item>
      </List>
      {ahead.length > 0 && (
        <>
          <Text fw={600}>{t('onboarding.commission.next')}</Text>
          <List spacing="xs">
            {ahead.map((s) => (
              <List.Item key={s.name}>{t(`listing.step.${s.name}`)}</List.Item>
            ))}
          </List>
        </>
      )}
    </StepLayout>
  );
}

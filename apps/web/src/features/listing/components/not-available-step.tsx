import { Alert } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingStep } from './step-context.tsx';
import { StepLayout } from './step-layout.tsx';

/** The honest page for onboarding steps whose pages come later: the host may skip to the next step. */
export default function NotAvailableStep() {
  const { t } = useTranslation();
  const { step } = useListingStep();
  return (
    <StepLayout title={t(`listing.step.${step.name}`)} submitLabel={t('listing.actions.skip')}>
      <Alert icon={<IconBarrierBlock aria-hidden="true" />} title={t('pages.notAvailable.title')}>
        {t('listing.notAvailable.description')}
      </Alert>
    </StepLayout>
  );
}

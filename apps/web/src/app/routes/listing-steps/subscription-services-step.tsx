import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useSubscriptionServices } from '../../../features/subscriptions/api/services-api.ts';
import { ServicesPanel } from '../../../features/subscriptions/components/services-editor.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * commercial-model/plan-services (001 section 2; ADR 39): the services the chosen plan includes,
 * switched on or off, with the inquiry message. Save and continue saves them and goes on; without
 * a plan the step says so and lets the host go on.
 */
export default function SubscriptionServicesStep() {
  const { t } = useTranslation();
  const { step, complete } = useListingStep();
  const services = useSubscriptionServices();
  const editing = Boolean(services.data?.planFamily);
  return (
    <StepLayout
      title={t(`listing.step.${step.name}`)}
      description={t('subscriptions.services.stepText')}
      hideContinue={editing}
    >
      <ServicesPanel submitLabel={t('listing.actions.saveAndContinue')} onSaved={complete} />
    </StepLayout>
  );
}

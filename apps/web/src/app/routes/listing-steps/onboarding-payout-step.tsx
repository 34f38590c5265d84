import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useBankAccounts } from '../../../features/payout/api/get-bank-accounts.ts';
import { BankAccountsPanel } from '../../../features/payout/components/bank-accounts-panel.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The onboarding's payout details (payout/info, identity-and-payout-details/payout): the account's
 * bank accounts, the same panel and password confirmation; Continue once there is one to pay to.
 */
export default function OnboardingPayoutStep() {
  const { t } = useTranslation();
  const { step } = useListingStep();
  const accounts = useBankAccounts();
  const none = !accounts.data?.bankAccounts.length;
  return (
    <StepLayout
      title={t(`listing.step.${step.name}`)}
      description={t('onboarding.payout.description')}
      continueDisabled={none}
    >
      <BankAccountsPanel description={false} />
    </StepLayout>
  );
}

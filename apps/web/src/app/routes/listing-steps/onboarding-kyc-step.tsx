import type { KycStatus } from '@host-portal/contracts/kyc';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useStartKyc, useSubmitKyc } from '../../../features/kyc/api/change-kyc.ts';
import { useKycStatus } from '../../../features/kyc/api/get-kyc-status.ts';
import { kycKeys } from '../../../features/kyc/api/kyc-keys.ts';
import { CheckCard } from '../../../features/kyc/components/check-card.tsx';
import { type AccountType, checkOpen, type KycStep, stepsFor } from '../../../features/kyc/kyc-steps.ts';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import type { StepName } from '../../../features/listing/engine/steps.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The verification steps of the onboarding flow, as the /verification flow's steps (by their slugs). */
const SLUGS: Partial<Record<StepName, Record<AccountType, readonly string[]>>> = {
  'verification/info': { individual: ['identity'], company: ['identity/info'] },
  'verification/owner': { individual: [], company: ['owner/info'] },
  'verification/upload': { individual: ['upload-id'], company: ['document-upload', 'owner-upload/id'] },
  'identity-and-payout-details/upload': { individual: ['upload-id'], company: ['upload-id'] },
  'identity-and-payout-details/payout-document': {
    individual: ['payout-upload'],
    company: ['payout-upload'],
  },
  'payout/upload': { individual: ['payout-upload'], company: ['payout-upload'] },
};

/** One KYC step for the listing step: several slugs (a company's documents and its owner's) become one page. */
export function onboardingKycStep(name: StepName, type: AccountType): KycStep | null {
  const slugs = SLUGS[name]?.[type] ?? [];
  const parts = stepsFor(type).filter((s) => slugs.includes(s.slug));
  const [first] = parts;
  if (!first) return null;
  if (parts.length === 1) return first;
  return {
    ...first,
    checks: [...new Set(parts.flatMap((s) => s.checks))],
    text: 'onboarding.kyc.companyUpload',
  };
}

/** Tiers in which (re)starting the verification is what Continue does. */
const NOT_STARTED: readonly KycStatus['tier'][] = [
  'VERIFICATION_NEVER_STARTED',
  'REQUIRED',
  'FAILED',
  'EXPIRED',
];

/**
 * The onboarding's verification steps (000 section 2: verification/*, identity-and-payout-details
 * upload and payout-document, payout/upload) on the KYC service: an explanation starts the
 * verification; an upload step takes its documents and moves on once none of its checks is open;
 * the upload that completes every check submits the verification for review.
 */
export default function OnboardingKycStep() {
  const { t } = useTranslation();
  const { step } = useListingStep();
  const query = useKycStatus();
  const title = t(`listing.step.${step.name}`);
  if (query.data) {
    const kycStep = onboardingKycStep(step.name, query.data.accountType);
    if (kycStep) return <KycStepBody key={kycStep.slug} status={query.data} kycStep={kycStep} />;
  }
  return (
    <StepLayout title={title} hideContinue={!query.isError && !query.data}>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        // a step for the other account type (the account changed type): nothing to do here
        <Text>{t('onboarding.kyc.nothingHere')}</Text>
      ) : (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={120} />
        </Stack>
      )}
    </StepLayout>
  );
}

function KycStepBody({ status, kycStep }: { status: KycStatus; kycStep: KycStep }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { complete } = useListingStep();
  const queryClient = useQueryClient();
  const start = useStartKyc();
  const submit = useSubmitKyc();
  const [failure, setFailure] = useState<unknown>(null);
  const collecting = status.tier === 'COLLECTING_DATA';
  const notStarted = NOT_STARTED.includes(status.tier);
  const checks = status.checks.filter((c) => kycStep.checks.includes(c.type));
  const upload = kycStep.kind === 'upload';
  const open = checks.some(checkOpen);
  const pending = start.isPending || submit.isPending;

  const onContinue = async () => {
    setFailure(null);
    try {
      if (notStarted) {
        await start.mutateAsync();
        // an upload step stays to show its drop areas once started; an explanation moves on
        if (upload) return;
      } else if (collecting && upload && status.canSubmit) {
        await submit.mutateAsync();
        // the banner and the later steps read the submitted status
        await queryClient.invalidateQueries({ queryKey: kycKeys.status() });
      }
    } catch (error) {
      setFailure(error);
      return;
    }
    await complete();
  };

  return (
    <StepLayout
      title={t(kycStep.title)}
      description={t(kycStep.text)}
      onContinue={onContinue}
      pending={pending}
      continueDisabled={collecting && upload && open}
      submitLabel={
        notStarted ? t('kyc.start') : collecting && upload && status.canSubmit ? t('kyc.submit') : undefined
      }
      error={
        failure
          ? isApiError(failure) && failure.message
            ? failure.message
            : t('commons.errorOccuredPleaseTryAgain')
          : undefined
      }
    >
      {collecting && status.expiresAt && (
        <Text size="sm" c="dimmed">
          {t('kyc.expiresAt', { date: format.date(status.expiresAt) })}
        </Text>
      )}
      {status.tier === 'IN_PROGRESS' && (
        <Alert color="blue" variant="light">
          {t('onboarding.kyc.inReview')}
        </Alert>
      )}
      {status.tier === 'COMPLETED' && (
        <Alert color="green" variant="light">
          {t('onboarding.kyc.verified')}
        </Alert>
      )}
      {upload &&
        (notStarted ? (
          <Alert color="blue" variant="light">
            {t('kyc.startFirst')}
          </Alert>
        ) : (
          checks.map((check) => (
            <CheckCard key={check.type} type={check.type} check={check} collecting={collecting} />
          ))
        ))}
      {upload && collecting && open && (
        <Text size="sm" c="dimmed">
          {t('onboarding.kyc.uploadToContinue')}
        </Text>
      )}
    </StepLayout>
  );
}

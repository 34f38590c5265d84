import type { KycStatus } from '@host-portal/contracts/kyc';
import { Alert, Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build, paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useStartKyc, useSubmitKyc } from '../api/change-kyc.ts';
import { type KycStep, stepDone, stepPath, stepsFor, uploadChecks } from '../kyc-steps.ts';
import { CheckCard } from './check-card.tsx';

const message = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** One step of the verification: progress, explanation, its documents, Back and Continue. */
export function StepPage({ status, step }: { status: KycStatus; step: KycStep }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const start = useStartKyc();
  const submit = useSubmitKyc();
  const steps = stepsFor(status.accountType);
  const index = steps.findIndex((s) => s.slug === step.slug);
  const previous = steps[index - 1];
  const next = steps[index + 1];
  const started = status.tier === 'COLLECTING_DATA';
  const position = t('kyc.progress', { step: index + 1, total: steps.length });
  usePageTitle(t(step.title));

  const goNext = () => navigate(next ? stepPath(status.accountType, next.slug) : paths.verificationSuccess);
  const onContinue = () => {
    // an upload step stays to show its drop areas once started; an explanation moves on
    if (!started)
      return start.mutate(undefined, { onSuccess: () => step.kind !== 'upload' && next && goNext() });
    if (!next) return submit.mutate(undefined, { onSuccess: () => goNext() });
    goNext();
  };
  const blocked = started && (next ? step.kind === 'upload' && !stepDone(step, status) : !status.canSubmit);
  const failure = start.error ?? submit.error;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {position}
        </Text>
        <Progress value={((index + 1) / steps.length) * 100} aria-label={position} size="sm" />
      </Stack>
      <Title order={1} fz="h2">
        {t(step.title)}
      </Title>
      <Text>{t(step.text)}</Text>
      {started && status.expiresAt && (
        <Text size="sm" c="dimmed">
          {t('kyc.expiresAt', { date: format.date(status.expiresAt) })}
        </Text>
      )}

      {step.kind === 'payout-info' && (
        <Anchor component={Link} to={build.accountTab('payout')} fw={600}>
          {t('kyc.payoutLink')}
        </Anchor>
      )}
      {step.kind === 'upload' &&
        (started ? (
          uploadChecks(step, status).map((type) => (
            <CheckCard
              key={type}
              type={type}
              check={status.checks.find((c) => c.type === type)}
              collecting={started}
            />
          ))
        ) : (
          <Alert color="blue" variant="light">
            {t('kyc.startFirst')}
          </Alert>
        ))}

      {!next && started && !status.canSubmit && (
        <Text size="sm" c="dimmed">
          {t('kyc.submitMissing')}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {message(failure, t('commons.errorOccuredPleaseTryAgain'))}
        </Alert>
      )}
      <Group justify="space-between">
        {previous ? (
          <Button component={Link} to={stepPath(status.accountType, previous.slug)} variant="default">
            {t('kyc.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onContinue} disabled={blocked} loading={start.isPending || submit.isPending}>
          {!started ? t('kyc.start') : next ? t('kyc.continue') : t('kyc.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

import type { KycVerificationDetail } from '@host-portal/contracts/kyc';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDecideVerification } from '../api/decide-verification.ts';
import { VerificationReasonForm } from './verification-reason-form.tsx';

/**
 * The decisions the API offers in the verification's status: a submitted one is approved,
 * rejected or sent back for another document; an expired one is reopened. Each is e-mailed.
 */
export function VerificationDecisions({ verification }: { verification: KycVerificationDetail }) {
  const { t } = useTranslation();
  const decide = useDecideVerification(verification.id);
  const failure =
    decide.error && ((isApiError(decide.error) && decide.error.message) || t('staff.kyc.decisionFailed'));

  const run = (kind: 'approve' | 'reopen') =>
    decide.mutate(
      { kind },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`staff.kyc.${kind}.done`, { email: verification.hostEmail }),
          }),
      },
    );

  if (verification.status !== 'IN_PROGRESS' && verification.status !== 'EXPIRED') {
    return (
      <section aria-labelledby="kyc-decision">
        <Title order={2} size="h4" id="kyc-decision" mb="xs">
          {t('staff.kyc.decision')}
        </Title>
        <Text c="dimmed">{t('staff.kyc.noDecision')}</Text>
      </section>
    );
  }

  const approving = verification.status === 'IN_PROGRESS';
  const kind = approving ? 'approve' : 'reopen';
  return (
    <section aria-labelledby="kyc-decision">
      <Title order={2} size="h4" id="kyc-decision" mb="xs">
        {t('staff.kyc.decision')}
      </Title>
      <Stack gap="sm">
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text size="sm">{t(`staff.kyc.${kind}.hint`, { email: verification.hostEmail })}</Text>
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                loading={decide.isPending}
                onClick={() => run(kind)}
                leftSection={
                  approving ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconRefresh size={16} aria-hidden="true" />
                  )
                }
              >
                {t(`staff.kyc.${kind}.submit`)}
              </Button>
            </Group>
          </Stack>
        </Card>
        {approving && (
          <>
            <VerificationReasonForm kind="request-document" verification={verification} />
            <VerificationReasonForm kind="reject" verification={verification} />
          </>
        )}
      </Stack>
    </section>
  );
}

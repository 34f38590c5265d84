import { ERASURE_GRACE_DAYS } from '@host-portal/contracts/privacy';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PasswordDialog } from '../../../components/ui/password-dialog.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { downloadExport } from '../api/download-export.ts';
import { useChangeErasure, useErasureStatus } from '../api/erasure.ts';

/**
 * The account page's privacy part: download everything held about you, and delete the account
 * (after the password, a grace period that can be cancelled, then erasure; ADR account erasure).
 */
export function PrivacySection() {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const status = useErasureStatus();
  const { request, cancel } = useChangeErasure();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long' }).format(new Date(iso));

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadExport();
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="privacy-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="privacy-heading">
          {t('privacy.heading')}
        </Title>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('privacy.export.text')}</Text>
          {downloadFailed && (
            <Alert color="red" role="alert">
              {t('privacy.export.failed')}
            </Alert>
          )}
          <Button variant="light" loading={downloading} onClick={download}>
            {t('privacy.export.action')}
          </Button>
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Title order={3} fz="md">
            {t('privacy.erasure.heading')}
          </Title>
          {status.isPending && <Loader size="sm" aria-label={t('commons.loading')} />}
          {status.isError && (
            <Alert color="red" role="alert">
              {t('privacy.erasure.loadError')}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => status.refetch()}>
                {t('commons.retry')}
              </Button>
            </Alert>
          )}
          {status.data?.status === 'none' && (
            <>
              <Text size="sm">{t('privacy.erasure.text', { days: ERASURE_GRACE_DAYS })}</Text>
              <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
                {t('privacy.erasure.action')}
              </Button>
            </>
          )}
          {status.data?.status === 'pending' && status.data.eraseAfter && (
            <Alert color="orange" role="status" title={t('privacy.erasure.pendingTitle')} w="100%">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('privacy.erasure.pending', { date: day(status.data.eraseAfter) })}</Text>
                <Group>
                  <Button
                    loading={cancel.isPending}
                    onClick={async () => {
                      try {
                        await cancel.mutateAsync();
                        notifications.show({ color: 'green', message: t('privacy.erasure.cancelled') });
                      } catch {
                        notifications.show({
                          color: 'red',
                          message: t('commons.errorOccuredPleaseTryAgain'),
                        });
                      }
                    }}
                  >
                    {t('privacy.erasure.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Stack>
      <PasswordDialog
        opened={confirming}
        title={t('privacy.erasure.confirmTitle')}
        description={t('privacy.erasure.confirm', { days: ERASURE_GRACE_DAYS })}
        confirmLabel={t('privacy.erasure.action')}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={async (password) => {
          await request.mutateAsync(password);
          setConfirming(false);
        }}
      />
    </Paper>
  );
}

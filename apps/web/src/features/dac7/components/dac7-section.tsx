import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { downloadDac7Report } from '../api/download-dac7-report.ts';
import { useDac7Availability } from '../api/get-dac7-availability.ts';

/**
 * The yearly tax report (DAC7) of the account's billing tab: one download per year with
 * reportable stays, newest first. Offered only when commission does not apply (000 section 6);
 * otherwise nothing is shown and nothing is asked.
 */
export function Dac7Section() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const offered = user?.appFeatures.commissionApplicable === false;
  const availability = useDac7Availability(offered);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  if (!offered) return null;

  const download = async (year: number) => {
    setDownloading(year);
    setFailed(null);
    try {
      await downloadDac7Report(year);
    } catch {
      setFailed(year);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dac7-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="dac7-heading">
          {t('dac7.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dac7.intro')}
        </Text>
        {availability.isPending ? (
          <Group gap="sm" role="status" aria-label={t('commons.loading')} aria-busy>
            <Skeleton height={36} width={140} />
            <Skeleton height={36} width={140} />
          </Group>
        ) : availability.isError ? (
          <ErrorState error={availability.error} onRetry={() => void availability.refetch()} />
        ) : availability.data.years.length === 0 ? (
          <Text size="sm">{t('dac7.empty')}</Text>
        ) : (
          <Stack gap="xs" align="flex-start">
            {failed !== null && (
              <Alert color="red" role="alert" w="100%">
                {t('dac7.downloadFailed', { year: String(failed) })}
              </Alert>
            )}
            <Group gap="sm">
              {availability.data.years.map((year) => (
                <Button
                  key={year}
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  loading={downloading === year}
                  disabled={downloading !== null && downloading !== year}
                  onClick={() => void download(year)}
                >
                  {t('dac7.download', { year: String(year) })}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

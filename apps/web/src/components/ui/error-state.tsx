import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** An inline "could not load" box with a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message =
    isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('pages.errorFailedToLoad.title')}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('commons.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useChatSocketReconnect, useChatSocketStatus } from '../../../../lib/chat-socket-provider.tsx';
import { useTranslation } from '../../../../lib/translation.tsx';

/**
 * What the inbox says when the live connection is down (001 section 8: a chat failure shows an
 * error state): the messages still load and send over HTTP, only live updates wait.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const { status } = useChatSocketStatus();
  const reconnect = useChatSocketReconnect();
  if (status === 'error') {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconPlugConnectedX size={18} aria-hidden="true" />}
        radius={0}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('messaging.connection.error')}</Text>
          <Button size="compact-xs" variant="default" onClick={reconnect}>
            {t('commons.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (status === 'reconnecting') {
    return (
      <Group gap={6} px="md" py={4} role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="xs" c="dimmed">
          {t('messaging.connection.reconnecting')}
        </Text>
      </Group>
    );
  }
  return null;
}

import { ActionIcon, Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';
import type { UploadItem } from './use-photo-uploads.ts';

/** One row per file: its progress bar while it uploads, or why it was refused. */
export function UploadList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('photos.uploads')}>
      {items.map((item) =>
        item.status === 'error' ? (
          <li key={item.key}>
            <Alert
              color="red"
              variant="light"
              p="xs"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" role="alert" style={{ overflowWrap: 'anywhere' }}>
                  <strong>{item.name}</strong>: {item.message}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('photos.dismiss', { name: item.name })}
                  onClick={() => onDismiss(item.key)}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Alert>
          </li>
        ) : (
          <li key={item.key}>
            <Text size="sm" truncate="end">
              {item.name}
            </Text>
            <Progress
              value={Math.round(item.progress * 100)}
              animated={item.status === 'uploading'}
              aria-label={t('photos.uploading', { name: item.name })}
            />
          </li>
        ),
      )}
    </Stack>
  );
}

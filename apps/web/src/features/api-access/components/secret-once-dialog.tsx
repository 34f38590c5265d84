import { Alert, Button, CopyButton, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

interface Props {
  /** the secret to show; null: the dialog is closed (and the secret forgotten by its owner) */
  secret: string | null;
  title: string;
  onClose: () => void;
}

/**
 * A new API key or signing secret, shown this once: the server keeps only a fingerprint (or never
 * shows it again), so the owner drops it when the dialog closes.
 */
export function SecretOnceDialog({ secret, title, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog opened={secret !== null} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('apiAccess.secret.once')}
        </Alert>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {/* wrapped, not scrolled: the whole secret is in view on a phone too */}
          <Textarea
            label={t('apiAccess.secret.label')}
            value={secret ?? ''}
            readOnly
            autosize
            minRows={1}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                wordBreak: 'break-all',
                resize: 'none',
              },
            }}
            style={{ flex: 1, minWidth: 0 }}
            data-autofocus
          />
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )
                }
                onClick={copy}
                aria-live="polite"
              >
                {copied ? t('apiAccess.secret.copied') : t('apiAccess.secret.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('apiAccess.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useRotateExport } from '../../api/calendar-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { toastDone, toastError } from './sync-feedback.ts';

type CopyState = 'idle' | 'copied' | 'selected';

/** Copies with the clipboard API; where that is missing or refused, selects the text to copy by hand. */
async function copyText(input: HTMLInputElement | null, text: string): Promise<Exclude<CopyState, 'idle'>> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    input?.focus();
    input?.select();
    // the old way still copies a selection where the clipboard API is missing (plain http)
    try {
      if (input && typeof document.execCommand === 'function' && document.execCommand('copy'))
        return 'copied';
    } catch {
      // not allowed: the selection stays for Ctrl+C
    }
    return 'selected';
  }
}

/** The unit's secret iCal address for other platforms, with copy and renew. */
export function ExportAddress({ unitId, exportUrl }: { unitId: string; exportUrl: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateExport(unitId);

  // "Copied" goes back to "Copy" after a while; a new address is not copied yet
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the address changes
  useEffect(() => setCopy('idle'), [exportUrl]);

  const confirmRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toastDone(t('calendar.sync.export.rotated'));
      },
      onError: (error) => toastError(error, t),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('calendar.sync.export.title')}
        </Title>
        <Text size="sm">{t('calendar.sync.export.explanation')}</Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            ref={inputRef}
            label={t('calendar.sync.export.label')}
            value={exportUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
            style={{ flex: '1 1 16rem' }}
            miw={0}
          />
          <Button
            variant={copy === 'copied' ? 'light' : 'filled'}
            color={copy === 'copied' ? 'green' : undefined}
            leftSection={
              copy === 'copied' ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )
            }
            onClick={async () => setCopy(await copyText(inputRef.current, exportUrl))}
          >
            {copy === 'copied' ? t('calendar.sync.export.copied') : t('calendar.sync.export.copy')}
          </Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite" c={copy === 'selected' ? undefined : 'dimmed'}>
          {copy === 'copied' && t('calendar.sync.export.copiedMessage')}
          {copy === 'selected' && t('calendar.sync.export.selectedMessage')}
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            {t('calendar.sync.export.rotate')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmRotate}
        title={t('calendar.sync.export.rotateTitle')}
        confirmLabel={t('calendar.sync.export.rotateConfirm')}
        pending={rotate.isPending}
        danger
      >
        {t('calendar.sync.export.rotateBody')}
      </ConfirmDialog>
    </Paper>
  );
}

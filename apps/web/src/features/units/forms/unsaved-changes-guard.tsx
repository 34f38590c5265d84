import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * Keeps unsaved edits from vanishing: leaving for another page (a tab, the back button, a link) asks
 * first, and a reload or closing the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only with a return value
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog opened={blocked} onClose={() => blocker.reset?.()} title={t('units.unsaved.title')} centered>
      <Stack gap="md">
        <Text>{t('units.unsaved.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('units.unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('units.unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

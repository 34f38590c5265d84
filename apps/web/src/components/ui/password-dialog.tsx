import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { Dialog } from './dialog.tsx';

export const PASSWORD_INCORRECT = 'password_incorrect';

interface Props {
  opened: boolean;
  title: string;
  /** what is about to happen, e.g. "Delete the account ending in 3000?" */
  description: string;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** Runs the change with the password; a wrong password keeps the dialog open with its message. */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks for the current password again before a change (payout details, account erasure: the account-takeover
 * path). The password lives only in this dialog's state and is cleared when it closes.
 */
export function PasswordDialog({
  opened,
  title,
  description,
  confirmLabel,
  danger,
  onClose,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) {
      setPassword('');
      setError(null);
      setFailure(null);
    }
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('forms.errors.required'));
      return;
    }
    setBusy(true);
    setError(null);
    setFailure(null);
    try {
      await onConfirm(password);
    } catch (e) {
      if (isApiError(e) && e.code === PASSWORD_INCORRECT) setError(t('passwordDialog.incorrect'));
      else setFailure(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t('passwordDialog.label')}
            description={t('passwordDialog.why')}
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            error={error}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('commons.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

import type { BankAccount } from '@host-portal/contracts/payout';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PasswordDialog } from '../../../components/ui/password-dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDeleteBankAccount, useSetDefaultBankAccount } from '../api/change-bank-accounts.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { BankAccountCard } from './bank-account-card.tsx';
import { BankAccountForm } from './bank-account-form.tsx';

type Dialog =
  | { kind: 'form'; account?: BankAccount }
  | { kind: 'default'; account: BankAccount }
  | { kind: 'delete'; account: BankAccount };

/**
 * The bank accounts the host is paid to, with add, change, default and delete (each confirmed by the
 * password): the account's payout tab and the onboarding's payout steps.
 */
export function BankAccountsPanel({ description = true }: { description?: boolean }) {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const makeDefault = useSetDefaultBankAccount();
  const remove = useDeleteBankAccount();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const last4 = dialog && dialog.kind !== 'form' ? dialog.account.iban.slice(-4) : '';

  const list = accounts.data?.bankAccounts;
  return (
    <Stack gap="lg">
      {description && (
        <Text size="sm" c="dimmed">
          {t('payout.description')}
        </Text>
      )}
      {accounts.isPending && (
        <Group justify="center" p="lg">
          <Loader aria-label={t('commons.loading')} />
        </Group>
      )}
      {accounts.isError && (
        <Alert color="red" role="alert" title={t('payout.loadError')}>
          <Button variant="light" color="red" mt="sm" onClick={() => accounts.refetch()}>
            {t('commons.retry')}
          </Button>
        </Alert>
      )}
      {list && list.length === 0 && (
        <Stack align="flex-start" gap="sm">
          <Text>{t('payout.empty')}</Text>
          <Button onClick={() => setDialog({ kind: 'form' })}>{t('payout.add.action')}</Button>
        </Stack>
      )}
      {list && list.length > 0 && (
        <Stack gap="sm">
          {list.map((account) => (
            <BankAccountCard
              key={account.id}
              account={account}
              onEdit={() => setDialog({ kind: 'form', account })}
              onMakeDefault={() => setDialog({ kind: 'default', account })}
              onDelete={() => setDialog({ kind: 'delete', account })}
            />
          ))}
          <Group>
            <Button variant="light" onClick={() => setDialog({ kind: 'form' })}>
              {t('payout.add.action')}
            </Button>
          </Group>
        </Stack>
      )}
      {dialog?.kind === 'form' && (
        <BankAccountForm key={dialog.account?.id ?? 'new'} account={dialog.account} opened onClose={close} />
      )}
      <PasswordDialog
        opened={dialog?.kind === 'default'}
        title={t('payout.confirm.title')}
        description={t('payout.confirm.default', { last4 })}
        confirmLabel={t('payout.makeDefaultAction')}
        onClose={close}
        onConfirm={async (password) => {
          if (dialog?.kind !== 'default') return;
          await makeDefault.mutateAsync({ id: dialog.account.id, password });
          notifications.show({ color: 'green', message: t('payout.defaultSaved') });
          close();
        }}
      />
      <PasswordDialog
        opened={dialog?.kind === 'delete'}
        title={t('payout.confirm.title')}
        description={t('payout.confirm.delete', { last4 })}
        confirmLabel={t('payout.delete.action')}
        danger
        onClose={close}
        onConfirm={async (password) => {
          if (dialog?.kind !== 'delete') return;
          await remove.mutateAsync({ id: dialog.account.id, password });
          notifications.show({ color: 'green', message: t('payout.deleted') });
          close();
        }}
      />
    </Stack>
  );
}

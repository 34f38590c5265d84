import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BankAccount,
  type BankAccountFields,
  type BankAccountValues,
  bankAccountFieldsSchema,
  groupIban,
  PAYOUT_CURRENCIES,
} from '@host-portal/contracts/payout';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PASSWORD_INCORRECT, PasswordDialog } from '../../../components/ui/password-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { zodMessages } from '../../../lib/zod-messages.ts';
import { useSaveBankAccount } from '../api/change-bank-accounts.ts';

const FIELDS = ['holderName', 'iban', 'bic', 'currency', 'documentReference', 'isDefault'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  /** the account being changed; absent: a new one */
  account?: BankAccount | undefined;
  opened: boolean;
  onClose: () => void;
}

const valuesOf = (account?: BankAccount): BankAccountFields => ({
  holderName: account?.holderName ?? '',
  iban: account ? groupIban(account.iban) : '',
  bic: account?.bic ?? '',
  currency: account?.currency ?? 'EUR',
  documentReference: account?.documentReference ?? '',
  isDefault: account?.isDefault ?? false,
});

/**
 * Add or change a bank account: the fields are checked by the same contract as on the server
 * (IBAN country length and checksum, BIC, currency); Save asks for the password, then saves.
 * The server's field errors land on the fields and the typed values stay.
 */
export function BankAccountForm({ account, opened, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveBankAccount();
  const [pending, setPending] = useState<BankAccountValues | null>(null);
  const form = useForm<BankAccountFields, unknown, BankAccountValues>({
    resolver: zodResolver(bankAccountFieldsSchema, zodMessages(t)) as never,
    defaultValues: valuesOf(account),
  });
  const { errors } = form.formState;
  // the contract's own messages are translation keys (payout.iban.checksum, …)
  const message = (text?: string) => (text?.startsWith('payout.') ? t(text) : text);

  const confirm = async (password: string) => {
    if (!pending) return;
    try {
      await save.mutateAsync({
        password,
        ...(account ? { id: account.id } : {}),
        bankAccount: { ...pending, documentReference: pending.documentReference || null },
      });
    } catch (error) {
      if (!isApiError(error) || error.code === PASSWORD_INCORRECT || !Object.keys(error.fieldErrors).length)
        throw error;
      setPending(null);
      for (const [name, text] of Object.entries(error.fieldErrors)) {
        const field = name.replace(/^(body\.)?bankAccount\./, '') as Field;
        if (FIELDS.includes(field))
          form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
        else form.setError('root.server', { type: 'server', message: text });
      }
      return;
    }
    setPending(null);
    notifications.show({ color: 'green', message: t('payout.saved') });
    onClose();
  };

  return (
    <>
      <Dialog
        opened={opened && !pending}
        onClose={onClose}
        title={account ? t('payout.edit.title') : t('payout.add.title')}
        size="lg"
      >
        <form onSubmit={form.handleSubmit((values) => setPending(values))} noValidate>
          <Stack gap="md">
            {errors.root?.server && (
              <Alert color="red" role="alert">
                {errors.root.server.message}
              </Alert>
            )}
            <TextInput
              label={t('payout.holderName')}
              required
              autoComplete="name"
              error={message(errors.holderName?.message)}
              {...form.register('holderName')}
            />
            <TextInput
              label={t('payout.iban.label')}
              description={t('payout.iban.hint')}
              required
              spellCheck={false}
              error={message(errors.iban?.message)}
              {...form.register('iban')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('payout.bic.label')}
                required
                spellCheck={false}
                error={message(errors.bic?.message)}
                {...form.register('bic')}
              />
              <Controller
                control={form.control}
                name="currency"
                render={({ field }) => (
                  <Select
                    label={t('payout.currency.label')}
                    required
                    allowDeselect={false}
                    data={[...new Set([...PAYOUT_CURRENCIES, field.value])]}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'EUR')}
                    error={message(errors.currency?.message)}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label={t('payout.document.label')}
              description={t('payout.document.hint')}
              error={message(errors.documentReference?.message)}
              {...form.register('documentReference')}
            />
            <Checkbox
              label={t('payout.makeDefault')}
              disabled={account?.isDefault}
              {...form.register('isDefault')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('commons.cancel')}
              </Button>
              <Button type="submit">{t('commons.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
      <PasswordDialog
        opened={opened && !!pending}
        title={t('payout.confirm.title')}
        description={t('payout.confirm.save')}
        confirmLabel={t('commons.save')}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}

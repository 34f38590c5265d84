import { type BankAccount, maskIban } from '@host-portal/contracts/payout';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

interface Props {
  account: BankAccount;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One bank account: holder, IBAN masked but for its last four characters, BIC, currency, actions. */
export function BankAccountCard({ account, onEdit, onMakeDefault, onDelete }: Props) {
  const { t } = useTranslation();
  const last4 = account.iban.slice(-4);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('payout.card.label', { last4 })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{account.holderName}</Text>
          {account.isDefault && (
            <Badge color="green" variant="dot">
              {t('payout.default')}
            </Badge>
          )}
        </Group>
        <Text
          ff="monospace"
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('payout.card.iban', { last4 })}
        >
          {maskIban(account.iban)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('payout.card.details', { bic: account.bic, currency: account.currency })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('payout.card.edit', { last4 })}>
            {t('payout.edit.action')}
          </Button>
          {!account.isDefault && (
            <Button
              size="xs"
              variant="light"
              onClick={onMakeDefault}
              aria-label={t('payout.card.makeDefault', { last4 })}
            >
              {t('payout.makeDefaultAction')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('payout.card.delete', { last4 })}
          >
            {t('payout.delete.action')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

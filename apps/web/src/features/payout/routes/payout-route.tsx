import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { BankAccountsPanel } from '../components/bank-accounts-panel.tsx';

/** /account/payout (commission accounts): the bank accounts the host is paid to. */
export default function PayoutRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.payout'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.payout')}</Title>
      <BankAccountsPanel />
    </Stack>
  );
}

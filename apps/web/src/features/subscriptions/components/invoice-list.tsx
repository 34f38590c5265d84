import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { downloadInvoice, type Invoice, useInvoices } from '../api/invoices-api.ts';

const familyOf = (planId: string) => planId.split('-')[0] ?? planId;

/**
 * The host's invoices (issue 12, ADR 38), newest first, each downloadable as a PDF through the
 * bearer token. Loading, empty and error states; the table scrolls sideways on narrow screens.
 */
export function InvoiceList() {
  const { t } = useTranslation();
  const format = useFormatters();
  const invoices = useInvoices();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (invoice: Invoice) => {
    setBusy(invoice.id);
    setFailed(false);
    try {
      await downloadInvoice(invoice);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="invoices-title">
      <Title order={2} fz="lg" id="invoices-title">
        {t('subscriptions.invoices.title')}
      </Title>
      {invoices.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('subscriptions.invoices.loading')}</Text>
        </Group>
      ) : invoices.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('subscriptions.invoices.error')}</Text>
            <Button size="xs" variant="light" onClick={() => void invoices.refetch()}>
              {t('subscriptions.invoices.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : invoices.data.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscriptions.invoices.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('subscriptions.invoices.number')}</Table.Th>
                <Table.Th scope="col">{t('subscriptions.invoices.date')}</Table.Th>
                <Table.Th scope="col">{t('subscriptions.invoices.plan')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('subscriptions.invoices.amount')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('subscriptions.invoices.vat')}
                </Table.Th>
                <Table.Th scope="col">
                  <span className="hp-visually-hidden">{t('subscriptions.invoices.download')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Th scope="row" fw={500}>
                    {invoice.invoiceNumber}
                  </Table.Th>
                  <Table.Td>{format.date(invoice.date)}</Table.Td>
                  <Table.Td>{t(`subscriptions.plan.${familyOf(invoice.planId)}`)}</Table.Td>
                  <Table.Td ta="right">{format.money(invoice.amount, invoice.currency)}</Table.Td>
                  <Table.Td ta="right">{format.money(invoice.vatAmount, invoice.currency)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={busy === invoice.id}
                      aria-label={t('subscriptions.invoices.downloadLabel', {
                        number: invoice.invoiceNumber,
                      })}
                      onClick={() => void download(invoice)}
                    >
                      {t('subscriptions.invoices.download')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('subscriptions.invoices.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}

import type { Invoice } from '@host-portal/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-file.ts';

export type { Invoice };

export const INVOICES_PATH = '/api/app/subscription/invoices';

/** Query keys of the invoices; the list is refetched when a payment or a renewal adds one. */
export const invoiceKeys = {
  all: ['subscriptions', 'invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
};

/** GET /api/app/subscription/invoices: the host's invoices, newest first. */
export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.list(),
    queryFn: ({ signal }) => api.get<{ invoices: Invoice[] }>(INVOICES_PATH, { signal }),
  });
export const useInvoices = () => useQuery(invoicesQueryOptions());

/** The invoice's PDF, saved under the name the server gives it (its invoice number). */
export const downloadInvoice = (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
  downloadWithToken(
    buildUrl(`${INVOICES_PATH}/${invoice.id}.pdf`),
    (response) =>
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      `${invoice.invoiceNumber}.pdf`,
  );

import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { downloadEarningsCsv } from '../api/download-earnings-csv.ts';
import type { EarningsFilter } from '../api/earnings-keys.ts';
import { useEarnings } from '../api/get-earnings.ts';
import { EarningsFilters, type FilterName } from '../components/earnings-filters.tsx';
import { EarningsList } from '../components/earnings-list.tsx';
import { EarningsTotals } from '../components/earnings-totals.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The filter as the address holds it; anything unreadable is left out. */
function filterFrom(params: URLSearchParams): EarningsFilter {
  const status = params.get('status');
  return {
    dateFrom: day(params.get('dateFrom')),
    dateTo: day(params.get('dateTo')),
    unitId: params.get('unitId') ?? '',
    status: status === 'confirmed' || status === 'completed' ? status : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/**
 * /account/earnings (earnings available): what the host's bookings earned, with the totals over
 * the filter, the bookings page by page and a CSV of the filter. The filter lives in the address.
 */
export default function EarningsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.earnings'));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const query = useEarnings(filter);
  const [downloading, setDownloading] = useState(false);
  const filtered = Boolean(filter.dateFrom || filter.dateTo || filter.unitId || filter.status);

  const update = (next: Partial<EarningsFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    for (const key of ['dateFrom', 'dateTo', 'unitId', 'status'] as const) {
      if (merged[key]) search.set(key, merged[key]);
    }
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadEarningsCsv(filter);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) && error.message ? error.message : t('earnings.downloadFailed'),
      });
    } finally {
      setDownloading(false);
    }
  };
  const data = query.data;
  const pages = data?.pagination.pages ?? 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('account.tabs.earnings')}</Title>
          <Text c="dimmed">{t('earnings.intro')}</Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={downloading}
          disabled={!data || data.pagination.total === 0}
          onClick={() => void download()}
        >
          {t('earnings.download')}
        </Button>
      </Group>
      <EarningsFilters
        values={filter}
        onChange={(name: FilterName, value: string) => update({ [name]: value })}
        onClear={() => update({ dateFrom: '', dateTo: '', unitId: '', status: '' })}
      />
      {query.isPending && (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={84} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      )}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {data && data.pagination.total === 0 && (
        <EmptyState
          title={t(filtered ? 'earnings.empty.filteredTitle' : 'earnings.empty.title')}
          description={t(filtered ? 'earnings.empty.filteredDescription' : 'earnings.empty.description')}
        />
      )}
      {data && data.pagination.total > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('earnings.count', { count: data.pagination.total })}
          </Text>
          <EarningsTotals totals={data.totals} />
          <EarningsList rows={data.items} />
          {pages > 1 && (
            <Group justify="center">
              <PagePagination total={pages} value={filter.page} onChange={(page) => update({ page })} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

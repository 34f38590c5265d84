import { WEB_VITAL_METRICS, type WebVitalMetric } from '@host-portal/contracts/web-vitals-rules';
import { SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useWebVitals } from '../api/get-web-vitals.ts';
import { StaffNav } from '../components/staff-nav.tsx';

const RANGES = ['7', '28', '90'] as const;

/** How a p75 reads: milliseconds, and CLS back from its × 1000 integer. */
export function formatVital(metric: WebVitalMetric, p75: number): string {
  return metric === 'CLS' ? (p75 / 1000).toFixed(3) : `${p75} ms`;
}

/**
 * /staff/web-vitals: the 75th percentile of LCP, CLS, INP and TTFB per page (route template) of
 * real sessions, over the last 7, 28 or 90 days, with the number of samples behind each.
 */
export default function WebVitalsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = RANGES.find((r) => r === params.get('days')) ?? '28';
  const query = useWebVitals(Number(range));
  const refused = query.isError && isApiError(query.error) && [403, 404].includes(query.error.status);
  usePageTitle(refused ? t('pages.notFound.title') : t('webVitals.title'));
  if (refused) return <NotFoundView />;

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="webVitals" />
        <Stack gap={4}>
          <Title order={1}>{t('webVitals.title')}</Title>
          <Text c="dimmed">{t('webVitals.intro')}</Text>
        </Stack>
        <SegmentedControl
          aria-label={t('webVitals.range')}
          value={range}
          onChange={(days) => setParams({ days })}
          data={RANGES.map((days) => ({ value: days, label: t('webVitals.days', { count: Number(days) }) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {query.isPending && (
          <Skeleton height={160} radius="md" role="status" aria-label={t('commons.loading')} />
        )}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && query.data.pages.length === 0 && (
          <EmptyState title={t('webVitals.empty.title')} description={t('webVitals.empty.description')} />
        )}
        {query.data && query.data.pages.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Caption>
                {t('webVitals.caption', { from: query.data.from, to: query.data.to })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('webVitals.page')}</Table.Th>
                  {WEB_VITAL_METRICS.map((metric) => (
                    <Table.Th key={metric} scope="col">
                      {metric} p75
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.pages.map((row) => (
                  <Table.Tr key={row.page}>
                    <Table.Th scope="row">
                      <code>{row.page}</code>
                    </Table.Th>
                    {WEB_VITAL_METRICS.map((metric) => {
                      const m = row.metrics.find((x) => x.metric === metric);
                      return (
                        <Table.Td key={metric}>
                          {m ? (
                            <>
                              {formatVital(metric, m.p75)}{' '}
                              <Text span c="dimmed" size="xs">
                                {t('webVitals.samples', { count: m.samples })}
                              </Text>
                            </>
                          ) : (
                            <Text span c="dimmed">
                              –
                            </Text>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </PageContainer>
  );
}

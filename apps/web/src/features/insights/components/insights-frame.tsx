import type { InsightsKind } from '@host-portal/contracts/insights';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { downloadInsightsCsv } from '../api/download-insights-csv.ts';
import type { InsightsFilter } from '../api/insights-keys.ts';
import { type MonthRange, presetRange, RangeControl } from './range-control.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The page's range from the address (?from=YYYY-MM&to=YYYY-MM), the last 12 months by default. */
export function useInsightsRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range: MonthRange =
    MONTH.test(from) && MONTH.test(to) && from <= to ? { from, to } : presetRange('last12', thisMonth());
  const setRange = (next: MonthRange) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('from', next.from);
        out.set('to', next.to);
        return out;
      },
      { replace: true },
    );
  return { range, setRange };
}

/**
 * The frame of an insights tab: its heading, the unit selector (composed by the app), the date
 * range and the CSV export above the tab's figures.
 */
export function InsightsFrame({
  kind,
  unitId,
  unitSelector,
  children,
}: {
  kind: Exclude<InsightsKind, 'reviews'>;
  unitId: string | null;
  unitSelector?: ReactNode;
  children: (filter: InsightsFilter) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(t(`insights.tab.${kind}`));
  const { range, setRange } = useInsightsRange();
  const filter: InsightsFilter = { ...range, unitId };
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInsightsCsv(kind, filter);
    } catch {
      notifications.show({ color: 'red', message: t('insights.export.failed') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t(`insights.tab.${kind}`)}</Title>
        <Text c="dimmed">{t(`insights.${kind}.intro`)}</Text>
      </Stack>
      {unitSelector}
      <Group justify="space-between" align="flex-end" gap="sm">
        <RangeControl range={range} thisMonth={thisMonth()} onChange={setRange} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('insights.export.csv')}
        </Button>
      </Group>
      {children(filter)}
    </Stack>
  );
}

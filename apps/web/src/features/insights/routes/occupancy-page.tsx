import type { OccupancyInsights } from '@host-portal/contracts/insights';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useInsights } from '../api/get-insights.ts';
import type { InsightsFilter } from '../api/insights-keys.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { InsightsFrame } from '../components/insights-frame.tsx';
import { monthLabel, QueryStates, Section } from '../components/query-states.tsx';
import { StatCards } from '../components/stat-cards.tsx';

const empty = (o: OccupancyInsights) =>
  o.totals.availableNights === 0 && o.totals.bookedNights === 0 && o.previous.bookedNights === 0;

function OccupancyFigures({ filter }: { filter: InsightsFilter }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useInsights('occupancy', filter);
  const percent = (n: number | null) =>
    n === null ? '–' : f.number(n, { style: 'percent', maximumFractionDigits: 1 });
  const nights = (n: number) => f.number(n);
  return (
    <QueryStates query={query} isEmpty={empty}>
      {(o) => {
        const months = o.byMonth.map((m) => monthLabel(f.date, m.month));
        return (
          <Stack gap="md">
            <StatCards
              stats={[
                {
                  label: t('insights.occupancy.rate'),
                  value: percent(o.totals.rate),
                  current: o.totals.rate,
                  previous: o.previous.rate,
                },
                {
                  label: t('insights.occupancy.booked'),
                  value: nights(o.totals.bookedNights),
                  current: o.totals.bookedNights,
                  previous: o.previous.bookedNights,
                },
                {
                  label: t('insights.occupancy.blocked'),
                  value: nights(o.totals.blockedNights),
                  current: o.totals.blockedNights,
                  previous: o.previous.blockedNights,
                },
                {
                  label: t('insights.occupancy.available'),
                  value: nights(o.totals.availableNights),
                  current: o.totals.availableNights,
                  previous: o.previous.availableNights,
                },
              ]}
            />
            <Section title={t('insights.occupancy.rateByMonth')}>
              <BarChart
                title={t('insights.occupancy.rateByMonth')}
                description={t('insights.occupancy.rateDescription', { rate: percent(o.totals.rate) })}
                categoryLabel={t('insights.chart.month')}
                categories={months}
                series={[
                  {
                    key: 'rate',
                    label: t('insights.occupancy.rate'),
                    values: o.byMonth.map((m) => m.rate ?? 0),
                    color: 'var(--mantine-color-teal-7)',
                  },
                ]}
                format={(n) => percent(n)}
              />
            </Section>
            <Section title={t('insights.occupancy.nightsByMonth')}>
              <BarChart
                title={t('insights.occupancy.nightsByMonth')}
                description={t('insights.occupancy.nightsDescription', {
                  booked: o.totals.bookedNights,
                  blocked: o.totals.blockedNights,
                  available: o.totals.availableNights,
                })}
                categoryLabel={t('insights.chart.month')}
                categories={months}
                series={[
                  {
                    key: 'booked',
                    label: t('insights.occupancy.booked'),
                    values: o.byMonth.map((m) => m.bookedNights),
                    color: 'var(--mantine-color-teal-7)',
                  },
                  {
                    key: 'blocked',
                    label: t('insights.occupancy.blocked'),
                    values: o.byMonth.map((m) => m.blockedNights),
                    color: 'var(--mantine-color-gray-6)',
                  },
                  {
                    key: 'available',
                    label: t('insights.occupancy.available'),
                    values: o.byMonth.map((m) => m.availableNights),
                    color: 'var(--mantine-color-teal-2)',
                  },
                ]}
                format={nights}
              />
            </Section>
            {o.byUnit.length > 0 && (
              <Section title={t('insights.occupancy.byUnit')}>
                <BarChart
                  title={t('insights.occupancy.byUnit')}
                  description={t('insights.byUnitDescription', {
                    shown: o.byUnit.length,
                    count: o.unitsCount,
                  })}
                  categoryLabel={t('insights.chart.unit')}
                  categories={o.byUnit.map((u) => u.title || t('unitPicker.untitled'))}
                  series={[
                    {
                      key: 'rate',
                      label: t('insights.occupancy.rate'),
                      values: o.byUnit.map((u) => u.rate ?? 0),
                      color: 'var(--mantine-color-teal-7)',
                    },
                  ]}
                  format={(n) => percent(n)}
                />
              </Section>
            )}
          </Stack>
        );
      }}
    </QueryStates>
  );
}

/** /insights/occupancy/:id?: booked nights against available nights, blocked nights apart. */
export function OccupancyPage({ unitId, unitSelector }: { unitId: string | null; unitSelector?: ReactNode }) {
  return (
    <InsightsFrame kind="occupancy" unitId={unitId} unitSelector={unitSelector}>
      {(filter) => <OccupancyFigures filter={filter} />}
    </InsightsFrame>
  );
}

import type { EarningsInsights } from '@host-portal/contracts/insights';
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

const empty = (e: EarningsInsights) =>
  e.currencies.every((c) => c.totals.bookings === 0 && c.previous.bookings === 0);

function EarningsFigures({ filter }: { filter: InsightsFilter }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useInsights('earnings', filter);
  return (
    <QueryStates query={query} isEmpty={empty}>
      {(e) => (
        <Stack gap="md">
          {e.currencies.map((c) => {
            const money = (n: number) => f.money(n, c.currency);
            const months = c.byMonth.map((m) => monthLabel(f.date, m.month));
            return (
              <Stack gap="md" key={c.currency}>
                <StatCards
                  stats={[
                    {
                      label: t('insights.earnings.gross'),
                      value: money(c.totals.gross),
                      current: c.totals.gross,
                      previous: c.previous.gross,
                    },
                    {
                      label: t('insights.earnings.fees'),
                      value: money(c.totals.fees),
                      current: c.totals.fees,
                      previous: c.previous.fees,
                    },
                    {
                      label: t('insights.earnings.net'),
                      value: money(c.totals.net),
                      current: c.totals.net,
                      previous: c.previous.net,
                    },
                    {
                      label: t('insights.earnings.bookings'),
                      value: f.number(c.totals.bookings),
                      current: c.totals.bookings,
                      previous: c.previous.bookings,
                    },
                  ]}
                />
                <Section title={t('insights.earnings.byMonth', { currency: c.currency })}>
                  <BarChart
                    title={t('insights.earnings.byMonth', { currency: c.currency })}
                    description={t('insights.earnings.byMonthDescription', {
                      gross: money(c.totals.gross),
                      net: money(c.totals.net),
                    })}
                    categoryLabel={t('insights.chart.month')}
                    categories={months}
                    series={[
                      {
                        key: 'gross',
                        label: t('insights.earnings.gross'),
                        values: c.byMonth.map((m) => m.gross),
                        color: 'var(--mantine-color-blue-3)',
                      },
                      {
                        key: 'net',
                        label: t('insights.earnings.net'),
                        values: c.byMonth.map((m) => m.net),
                        color: 'var(--mantine-color-blue-8)',
                      },
                    ]}
                    format={money}
                  />
                </Section>
                {c.byUnit.length > 0 && (
                  <Section title={t('insights.earnings.byUnit')}>
                    <BarChart
                      title={t('insights.earnings.byUnit')}
                      description={t('insights.byUnitDescription', {
                        shown: c.byUnit.length,
                        count: c.unitsCount,
                      })}
                      categoryLabel={t('insights.chart.unit')}
                      categories={c.byUnit.map((u) => u.title || t('unitPicker.untitled'))}
                      series={[
                        {
                          key: 'net',
                          label: t('insights.earnings.net'),
                          values: c.byUnit.map((u) => u.net),
                          color: 'var(--mantine-color-blue-8)',
                        },
                      ]}
                      format={money}
                    />
                  </Section>
                )}
                <Section title={t('insights.earnings.byChannel')}>
                  <BarChart
                    title={t('insights.earnings.byChannel')}
                    description={t('insights.earnings.byChannelDescription')}
                    categoryLabel={t('insights.chart.channel')}
                    categories={c.byChannel.map((ch) => t(`insights.channel.${ch.channel}`))}
                    series={[
                      {
                        key: 'gross',
                        label: t('insights.earnings.gross'),
                        values: c.byChannel.map((ch) => ch.gross),
                        color: 'var(--mantine-color-blue-3)',
                      },
                      {
                        key: 'net',
                        label: t('insights.earnings.net'),
                        values: c.byChannel.map((ch) => ch.net),
                        color: 'var(--mantine-color-blue-8)',
                      },
                    ]}
                    format={money}
                  />
                </Section>
              </Stack>
            );
          })}
        </Stack>
      )}
    </QueryStates>
  );
}

/** /insights/earnings/:id?: gross, fees and net by month, unit and channel. */
export function EarningsPage({ unitId, unitSelector }: { unitId: string | null; unitSelector?: ReactNode }) {
  return (
    <InsightsFrame kind="earnings" unitId={unitId} unitSelector={unitSelector}>
      {(filter) => <EarningsFigures filter={filter} />}
    </InsightsFrame>
  );
}

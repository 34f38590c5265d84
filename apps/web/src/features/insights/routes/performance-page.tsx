import type { PerformanceInsights } from '@host-portal/contracts/insights';
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

const empty = (p: PerformanceInsights) =>
  [p.totals, p.previous].every((x) => x.views + x.impressions + x.bookings + x.requests + x.inquiries === 0);

function PerformanceFigures({ filter }: { filter: InsightsFilter }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useInsights('performance', filter);
  const reviews = useInsights('reviews', filter);
  const count = (n: number) => f.number(n);
  const percent = (n: number | null) =>
    n === null ? '–' : f.number(n, { style: 'percent', maximumFractionDigits: 1 });
  const stars = (n: number) => f.number(n, { maximumFractionDigits: 2 });
  return (
    <QueryStates query={query} isEmpty={empty}>
      {(p) => {
        const months = p.byMonth.map((m) => monthLabel(f.date, m.month));
        const r = reviews.data;
        return (
          <Stack gap="md">
            <StatCards
              stats={[
                {
                  label: t('insights.performance.views'),
                  value: count(p.totals.views),
                  current: p.totals.views,
                  previous: p.previous.views,
                },
                {
                  label: t('insights.performance.impressions'),
                  value: count(p.totals.impressions),
                  current: p.totals.impressions,
                  previous: p.previous.impressions,
                },
                {
                  label: t('insights.performance.conversion'),
                  value: percent(p.totals.conversion),
                  current: p.totals.conversion,
                  previous: p.previous.conversion,
                },
                {
                  label: t('insights.performance.responseRate'),
                  value: percent(p.totals.responseRate),
                  current: p.totals.responseRate,
                  previous: p.previous.responseRate,
                },
                {
                  label: t('insights.performance.bookings'),
                  value: count(p.totals.bookings),
                  current: p.totals.bookings,
                  previous: p.previous.bookings,
                },
                {
                  label: t('insights.performance.requests'),
                  value: count(p.totals.requests),
                  current: p.totals.requests,
                  previous: p.previous.requests,
                },
                {
                  label: t('insights.performance.inquiries'),
                  value: count(p.totals.inquiries),
                  current: p.totals.inquiries,
                  previous: p.previous.inquiries,
                },
                {
                  label: t('insights.performance.responseTime'),
                  value: p.totals.responseMinutes === null ? '–' : f.minutes(p.totals.responseMinutes),
                  current: p.totals.responseMinutes,
                  previous: p.previous.responseMinutes,
                  lowerIsBetter: true,
                },
              ]}
            />
            <Section title={t('insights.performance.visibility')}>
              <BarChart
                title={t('insights.performance.visibility')}
                description={t('insights.performance.visibilityDescription', {
                  views: p.totals.views,
                  impressions: p.totals.impressions,
                })}
                categoryLabel={t('insights.chart.month')}
                categories={months}
                series={[
                  {
                    key: 'impressions',
                    label: t('insights.performance.impressions'),
                    values: p.byMonth.map((m) => m.impressions),
                    color: 'var(--mantine-color-violet-3)',
                  },
                  {
                    key: 'views',
                    label: t('insights.performance.views'),
                    values: p.byMonth.map((m) => m.views),
                    color: 'var(--mantine-color-violet-8)',
                  },
                ]}
                format={count}
              />
            </Section>
            <Section title={t('insights.performance.demand')}>
              <BarChart
                title={t('insights.performance.demand')}
                description={t('insights.performance.demandDescription', {
                  bookings: p.totals.bookings,
                  requests: p.totals.requests,
                  inquiries: p.totals.inquiries,
                })}
                categoryLabel={t('insights.chart.month')}
                categories={months}
                series={[
                  {
                    key: 'bookings',
                    label: t('insights.performance.bookings'),
                    values: p.byMonth.map((m) => m.bookings),
                    color: 'var(--mantine-color-blue-8)',
                  },
                  {
                    key: 'requests',
                    label: t('insights.performance.requests'),
                    values: p.byMonth.map((m) => m.requests),
                    color: 'var(--mantine-color-blue-4)',
                  },
                  {
                    key: 'inquiries',
                    label: t('insights.performance.inquiries'),
                    values: p.byMonth.map((m) => m.inquiries),
                    color: 'var(--mantine-color-orange-6)',
                  },
                ]}
                format={count}
              />
            </Section>
            {p.matchMix && (
              <Section title={t('insights.performance.matchMix')}>
                <BarChart
                  title={t('insights.performance.matchMix')}
                  description={t('insights.performance.matchMixDescription')}
                  categoryLabel={t('insights.chart.match')}
                  categories={p.matchMix.map((m) => t(`reservations.match.level.${m.level}`))}
                  series={[
                    {
                      key: 'count',
                      label: t('insights.performance.askers'),
                      values: p.matchMix.map((m) => m.count),
                      color: 'var(--mantine-color-grape-7)',
                    },
                  ]}
                  format={count}
                />
              </Section>
            )}
            {r && r.totals.reviews + r.previous.reviews > 0 && (
              <Section title={t('insights.reviews.title')}>
                <Stack gap="md">
                  <StatCards
                    stats={[
                      {
                        label: t('insights.reviews.average'),
                        value: r.totals.average === null ? '–' : stars(r.totals.average),
                        current: r.totals.average,
                        previous: r.previous.average,
                      },
                      {
                        label: t('insights.reviews.count'),
                        value: count(r.totals.reviews),
                        current: r.totals.reviews,
                        previous: r.previous.reviews,
                      },
                      {
                        label: t('insights.reviews.replyRate'),
                        value: percent(r.totals.replyRate),
                        current: r.totals.replyRate,
                        previous: r.previous.replyRate,
                      },
                    ]}
                  />
                  <BarChart
                    title={t('insights.reviews.byMonth')}
                    description={t('insights.reviews.byMonthDescription')}
                    categoryLabel={t('insights.chart.month')}
                    categories={months}
                    series={(
                      [
                        'average',
                        'cleanliness',
                        'accuracy',
                        'communication',
                        'location',
                        'checkIn',
                        'value',
                      ] as const
                    ).map((k, i) => ({
                      key: k,
                      label: k === 'average' ? t('insights.reviews.average') : t(`reviews.category.${k}`),
                      values: r.byMonth.map((m) => m[k] ?? 0),
                      color: `var(--mantine-color-yellow-${9 - i})`,
                    }))}
                    format={stars}
                    ticks={[0, 1, 2, 3, 4, 5]}
                  />
                </Stack>
              </Section>
            )}
          </Stack>
        );
      }}
    </QueryStates>
  );
}

/**
 * /insights/performance/:id?: views and impressions of the public pages, what guests asked and
 * booked, conversion, the host's answers, the match mix, and the reviews' figures.
 */
export function PerformancePage({
  unitId,
  unitSelector,
}: {
  unitId: string | null;
  unitSelector?: ReactNode;
}) {
  return (
    <InsightsFrame kind="performance" unitId={unitId} unitSelector={unitSelector}>
      {(filter) => <PerformanceFigures filter={filter} />}
    </InsightsFrame>
  );
}

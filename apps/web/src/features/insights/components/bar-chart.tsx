import { Button, Stack, Table } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './bar-chart.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
  /** a CSS colour (theme variables included) */
  color: string;
}

export interface BarChartProps {
  /** the chart's accessible name and caption */
  title: string;
  /** what the chart shows, read by screen readers */
  description: string;
  /** the bars' labels (months, units, channels) */
  categories: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** the first column's heading in the table */
  categoryLabel: string;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };

/**
 * A bar chart drawn as SVG by hand (grouped bars, one group per category), with an accessible name
 * and description (role="img", <title>, <desc>) and the same numbers as a table behind a "Show as
 * table" button, so that the figures are there for keyboards, screen readers and copying.
 */
export function BarChart({ title, description, categories, series, format, categoryLabel }: BarChartProps) {
  const { t } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  // drawn at the width it is shown at, so that the labels keep their size on a phone
  const { ref, width } = useElementSize();
  const WIDTH = Math.max(280, Math.round(width) || 640);
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const top = max > 0 ? max : 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const group = plotW / Math.max(1, categories.length);
  // bars at most 40 px wide, a group centred in its slot
  const bar = Math.max(1, Math.min(40, (group * 0.8) / Math.max(1, series.length)));
  const inset = (group - bar * series.length) / 2;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  // at most about eight labels under the axis, so that 24 months stay legible on a phone
  const every = Math.max(1, Math.ceil(categories.length / Math.max(3, Math.floor(plotW / 64))));
  const ticks = [0, 0.5, 1].map((f) => f * top);

  return (
    <Stack gap="xs">
      <div ref={ref}>
        <svg
          className={classes.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className={classes.grid} />
              <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className={classes.axis}>
                {max > 0 || v === 0 ? format(v) : ''}
              </text>
            </g>
          ))}
          {categories.map((category, i) => (
            <g key={category}>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0;
                const x = PAD.left + i * group + inset + j * bar;
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={y(v)}
                    width={bar}
                    height={Math.max(0, PAD.top + plotH - y(v))}
                    fill={s.color}
                    rx={1}
                  >
                    <title>{`${category}, ${s.label}: ${format(v)}`}</title>
                  </rect>
                );
              })}
              {i % every === 0 && (
                <text
                  x={PAD.left + i * group + group / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className={classes.axis}
                >
                  {category}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      {series.length > 1 && (
        <ul className={classes.legend}>
          {series.map((s) => (
            <li key={s.key}>
              <span className={classes.swatch} style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconTable size={16} aria-hidden="true" />}
          aria-expanded={asTable}
          aria-controls={`${id}-table`}
          onClick={() => setAsTable((open) => !open)}
        >
          {asTable ? t('insights.chart.hideTable') : t('insights.chart.showTable')}
        </Button>
      </div>
      <div id={`${id}-table`} hidden={!asTable}>
        {asTable && (
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder>
              <caption className={classes.caption}>{title}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{categoryLabel}</Table.Th>
                  {series.map((s) => (
                    <Table.Th scope="col" key={s.key} ta="end">
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {categories.map((category, i) => (
                  <Table.Tr key={category}>
                    <Table.Th scope="row" fw="normal">
                      {category}
                    </Table.Th>
                    {series.map((s) => (
                      <Table.Td key={s.key} ta="end">
                        {format(s.values[i] ?? 0)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
    </Stack>
  );
}

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
  /** where the grid lines go, when the scale is known (ratings: 0 to 5); round values otherwise */
  ticks?: number[];
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28 };
/** About how wide a character of the 12 px axis labels is drawn. */
const CHAR_PX = 7;

/**
 * Grid lines at a round step (1, 2, 2.5 or 5 times a power of ten), about three of them, up to the
 * first line at or above `max`; whole steps when the values are counts.
 */
export function niceTicks(max: number, whole = false): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const round = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const step = whole ? Math.max(1, Math.ceil(round)) : round;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** A label cut to `chars` characters with an ellipsis (the whole label is in the table). */
const fit = (label: string, chars: number) =>
  label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;

/**
 * A bar chart drawn as SVG by hand (grouped bars, one group per category), with an accessible name
 * and description (role="img", <title>, <desc>) and the same numbers as a table behind a "Show as
 * table" button, so that the figures are there for keyboards, screen readers and copying.
 */
export function BarChart({
  title,
  description,
  categories,
  series,
  format,
  categoryLabel,
  ticks: fixedTicks,
}: BarChartProps) {
  const { t } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  // drawn at the width it is shown at, so that the labels keep their size on a phone
  const { ref, width } = useElementSize();
  const WIDTH = Math.max(280, Math.round(width) || 640);
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks =
    fixedTicks ??
    niceTicks(
      max,
      series.every((s) => s.values.every(Number.isInteger)),
    );
  const top = ticks[ticks.length - 1] ?? 1;
  const tickLabels = ticks.map((v) => format(v));
  // the left margin fits the longest value under the axis
  const left = Math.max(32, 10 + CHAR_PX * Math.max(...tickLabels.map((l) => l.length)));
  const plotW = WIDTH - left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const group = plotW / Math.max(1, categories.length);
  // bars at most 40 px wide, a group centred in its slot
  const bar = Math.max(1, Math.min(40, (group * 0.8) / Math.max(1, series.length)));
  const inset = (group - bar * series.length) / 2;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  // at most about eight labels under the axis, so that 24 months stay legible on a phone
  const every = Math.max(1, Math.ceil(categories.length / Math.max(3, Math.floor(plotW / 64))));
  // a label has the width of the slots it stands for; longer ones are cut (whole in the table)
  const labelChars = Math.max(3, Math.floor((group * every - 4) / CHAR_PX));

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
          {ticks.map((v, i) => (
            <g key={v}>
              <line x1={left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className={classes.grid} />
              <text x={left - 6} y={y(v) + 4} textAnchor="end" className={classes.axis}>
                {max > 0 || v === 0 ? tickLabels[i] : ''}
              </text>
            </g>
          ))}
          {categories.map((category, i) => (
            <g key={category}>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0;
                const x = left + i * group + inset + j * bar;
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
                  x={left + i * group + group / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className={classes.axis}
                >
                  {fit(category, labelChars)}
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

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { BarChart, niceTicks } from './bar-chart.tsx';

const chart = (
  <BarChart
    title="Earnings by month (EUR)"
    description="Gross and net by month of check-in"
    categoryLabel="Month"
    categories={['Jan 2026', 'Feb 2026', 'Mar 2026']}
    series={[
      { key: 'gross', label: 'Gross', values: [120000, 0, 45000], color: 'blue' },
      { key: 'net', label: 'Net', values: [102000, 0, 38250], color: 'navy' },
    ]}
    format={(n) => `€${(n / 100).toFixed(2)}`}
  />
);

describe('the bar chart', () => {
  it('is an image named by its title and described, with a bar per value', async () => {
    const { container } = renderRoute(chart);
    const img = await screen.findByRole('img', { name: /Earnings by month \(EUR\)/ });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img).toHaveAccessibleName('Earnings by month (EUR) Gross and net by month of check-in');
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(6);
    // the tallest bar is the biggest value, a zero has no height
    const heights = [...bars].map((b) => Number(b.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[0]);
    expect(heights[2]).toBe(0);
    expect(bars[4]?.querySelector('title')?.textContent).toBe('Mar 2026, Gross: €450.00');
  });

  it('shows the same numbers as a table from a keyboard-reachable toggle', async () => {
    renderRoute(chart);
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // a native button: in the tab order, Enter and Space press it
    expect(toggle.tagName).toBe('BUTTON');
    toggle.focus();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Earnings by month (EUR)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'MonthGrossNet',
      'Jan 2026€1200.00€1020.00',
      'Feb 2026€0.00€0.00',
      'Mar 2026€450.00€382.50',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws its grid at round values that reach the biggest bar', async () => {
    expect(niceTicks(120000, true)).toEqual([0, 50000, 100000, 150000]);
    expect(niceTicks(754840, true)).toEqual([0, 500000, 1000000]);
    expect(niceTicks(3241152, true)).toEqual([0, 2000000, 4000000]);
    expect(niceTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, true)).toEqual([0, 1]);
    expect(niceTicks(0.42)).toEqual([0, 0.2, 0.4, 0.6]);
    expect(niceTicks(0)).toEqual([0, 1]);
    const { container } = renderRoute(chart);
    await screen.findByRole('img', { name: /Earnings by month/ });
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['€0.00', '€500.00', '€1000.00', '€1500.00']));
  });

  it('cuts a long category label to its slot and keeps it whole in the table and the bar', async () => {
    const name = 'Apartment Romarin with the long garden view';
    const { container } = renderRoute(
      <BarChart
        title="Net earnings by unit"
        description="Net by unit"
        categoryLabel="Unit"
        categories={[name, 'Villa Azzurra', 'Studio', 'Loft', 'Chalet', 'Barn']}
        series={[{ key: 'net', label: 'Net', values: [5, 4, 3, 2, 1, 1], color: 'navy' }]}
        format={String}
      />,
    );
    await screen.findByRole('img', { name: /Net earnings by unit/ });
    const axis = [...container.querySelectorAll('svg > g > text')].map((t) => t.textContent ?? '');
    const cut = axis.find((l) => l.startsWith('Apartment'));
    expect(cut).toMatch(/…$/);
    expect(cut!.length).toBeLessThan(name.length);
    expect(container.querySelector('rect title')?.textContent).toBe(`${name}, Net: 5`);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('rowheader', { name })).toBeInTheDocument();
  });

  it('draws its grid where it is told when the scale is known (ratings from 0 to 5)', async () => {
    const { container } = renderRoute(
      <BarChart
        title="Ratings by month"
        description="Average rating"
        categoryLabel="Month"
        categories={['Jan 2026', 'Feb 2026']}
        series={[{ key: 'average', label: 'Average', values: [4.5, 3.8], color: 'gold' }]}
        format={String}
        ticks={[0, 1, 2, 3, 4, 5]}
      />,
    );
    await screen.findByRole('img', { name: /Ratings by month/ });
    const grid = [...container.querySelectorAll('svg > g > text')].map((t) => t.textContent);
    expect(grid.slice(0, 6)).toEqual(['0', '1', '2', '3', '4', '5']);
    // a 4.5 is nine tenths of the full height
    const [first] = [...container.querySelectorAll('rect')];
    const plot = 220 - 12 - 28;
    expect(Number(first!.getAttribute('height'))).toBeCloseTo(plot * 0.9, 5);
  });
});

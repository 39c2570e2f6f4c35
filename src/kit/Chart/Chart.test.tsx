import { render, screen, within } from '@testing-library/react';
import { Chart, moneySeries } from './Chart';
import { formatAxisTick } from './formatAxisTick';
import { formatSeriesValue, seriesStyle } from './formatSeriesValue';

const data = [
  { age: 62, monthly: 1800, total: 21600, rate: 4.5 },
  { age: 67, monthly: 2400, total: 28800, rate: 5 },
  { age: 70, monthly: 2976, total: 35712, rate: 6.25 },
];

const series = [
  { key: 'monthly', label: 'Monthly benefit', format: { style: 'currency' } as const },
  { key: 'rate', label: 'Rate', format: { style: 'percent' } as const },
];

function renderChart(props: Partial<Parameters<typeof Chart>[0]> = {}) {
  return render(
    <Chart
      title="Benefit by claiming age"
      summary="Waiting until 70 raises the monthly benefit by about two thirds."
      kind="line"
      data={data}
      xKey="age"
      xLabel="Claiming age"
      series={series}
      {...props}
    />,
  );
}

describe('formatAxisTick', () => {
  it('shortens dollar ticks from $100,000 up so they fit the 96 px axis, and leaves the rest as the table shows them', () => {
    expect(formatAxisTick(1_600_000, { style: 'currency' })).toBe('$1.6M');
    expect(formatAxisTick(850_000, { style: 'currency' })).toBe('$850K');
    expect(formatAxisTick(-250_000, { style: 'currency' })).toBe('-$250K');
    expect(formatAxisTick(99_999, { style: 'currency' })).toBe('$99,999');
    expect(formatAxisTick(1_600_000, { style: 'number' })).toBe('1,600,000');
    expect(formatAxisTick(22, { style: 'percent' })).toBe('22%');
  });
});

describe('formatSeriesValue', () => {
  it('uses the kit formatters', () => {
    expect(formatSeriesValue(250000, { style: 'currency' })).toBe('$250,000');
    expect(formatSeriesValue(6.25, { style: 'percent' })).toBe('6.3%');
    expect(formatSeriesValue(22, { style: 'percent' })).toBe('22%');
    expect(formatSeriesValue(1234567)).toBe('1,234,567');
    expect(formatSeriesValue(undefined, { style: 'currency' })).toBe('No data');
    expect(formatSeriesValue('n/a')).toBe('n/a');
  });

  it('gives neighbouring series different dash patterns and markers', () => {
    expect(seriesStyle(0).marker).not.toBe(seriesStyle(1).marker);
    expect(seriesStyle(0).dash).not.toBe(seriesStyle(1).dash);
    expect(seriesStyle(4)).toEqual(seriesStyle(0));
  });
});

describe('moneySeries', () => {
  it('gives every series, in order, the currency format, as the table and tooltip print it', () => {
    const series = moneySeries(['before', 'Before'], ['after', 'After']);
    expect(series).toEqual([
      { key: 'before', label: 'Before', format: { style: 'currency' } },
      { key: 'after', label: 'After', format: { style: 'currency' } },
    ]);
    expect(formatSeriesValue(1234, series[1]?.format)).toBe('$1,234');
  });
});

describe('Chart', () => {
  it('is a region named by its h3 title and described by its takeaway', () => {
    renderChart();
    const region = screen.getByRole('region', { name: 'Benefit by claiming age' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Benefit by claiming age' })).toBeInTheDocument();
    expect(region).toHaveAccessibleDescription('Waiting until 70 raises the monthly benefit by about two thirds.');
  });

  it('always shows the same numbers as a table with caption and scoped headers', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Benefit by claiming age: the numbers' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Claiming age', 'Monthly benefit', 'Rate']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(['62', '67', '70']);
    rowHeaders.forEach((h) => expect(h).toHaveAttribute('scope', 'row'));
    const lastRow = within(table).getAllByRole('row')[3]!;
    // Cells are named by their value alone: the column label shown in the stacked layout is aria-hidden.
    expect(within(lastRow).getAllByRole('cell')).toEqual([
      within(lastRow).getByRole('cell', { name: '$2,976' }),
      within(lastRow).getByRole('cell', { name: '6.3%' }),
    ]);
  });

  it('hides the drawing from assistive technology and reserves its height', () => {
    renderChart({ height: 280, kind: 'bar' });
    const region = screen.getByRole('region', { name: 'Benefit by claiming age' });
    const drawing = region.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(drawing).not.toBeNull();
    // The key and the box the drawing fills, both hidden: the table names every series.
    expect(drawing.querySelector('[data-chart-legend]')).not.toBeNull();
    expect(drawing.querySelector<HTMLElement>('[style*="height"]')?.style.height).toBe('280px');
  });

  it('uses the kit DataTable, which fits without a scroll box or an extra tab stop', () => {
    const { container } = renderChart({ kind: 'area' });
    expect(screen.queryByRole('region', { name: 'Benefit by claiming age: the numbers' })).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
    expect(screen.getByRole('table').closest('[data-layout]')).toHaveAttribute('data-layout', 'auto');
  });

  it('renders an empty table body rather than failing on no data', () => {
    renderChart({ data: [] });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });
});

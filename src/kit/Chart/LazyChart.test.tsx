import { render, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LazyChart, loadChart, resetChartForTests } from './LazyChart';

const chart = (
  <LazyChart
    title="Balance by year"
    summary="The balance grows."
    kind="bar"
    data={[
      { year: 2026, balance: 100 },
      { year: 2027, balance: 110 },
    ]}
    xKey="year"
    xLabel="Year"
    series={[{ key: 'balance', label: 'Balance', format: { style: 'currency' } }]}
    height={200}
    className="mine"
  />
);

describe('LazyChart (the Chart’s code fetched at idle or near the viewport)', () => {
  beforeEach(() => resetChartForTests());
  afterAll(async () => {
    await loadChart();
  });

  it('holds the chart’s place with a box of about its height, then draws the chart once its code arrives', async () => {
    const { container } = render(chart);
    const box = container.querySelector<HTMLElement>('[data-chart-loading]');
    expect(box).not.toBeNull();
    expect(box).toHaveClass('mine');
    // The drawing's 200 px, and two rows, the caption and the heading row of 2.75 em each, and 8 em for the heading, takeaway and key.
    expect(box?.style.minHeight).toBe('calc(19em + 200px)');
    expect(screen.queryByRole('heading', { name: 'Balance by year' })).toBeNull();
    // jsdom has no IntersectionObserver: the box counts as near, so the code is fetched at once.
    expect(await screen.findByRole('heading', { name: 'Balance by year' })).toBeInTheDocument();
    expect(screen.getByText('The balance grows.')).toBeInTheDocument();
    expect(container.querySelector('[data-chart-loading]')).toBeNull();
  });

  it('draws at once, with no box, once the code has arrived', async () => {
    await loadChart();
    const { container } = render(chart);
    expect(screen.getByRole('heading', { name: 'Balance by year' })).toBeInTheDocument();
    expect(container.querySelector('[data-chart-loading]')).toBeNull();
  });
});

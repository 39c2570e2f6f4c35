import { render, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DataTable, loadDataTable, resetDataTableForTests } from './LazyDataTable';

const table = (
  <DataTable
    caption="Balances"
    columns={[
      { header: 'Year', cell: (row: number) => String(row) },
      { header: 'Balance', numeric: true, cell: (row: number) => `$${row * 10}` },
    ]}
    rows={[2026, 2027, 2028]}
    rowKey={(row) => String(row)}
  />
);

describe('DataTable as pages use it (code fetched at idle or near the viewport)', () => {
  beforeEach(() => resetDataTableForTests());
  afterAll(async () => {
    await loadDataTable();
  });

  it('holds the table’s place with a box of about its height, then draws the table once its code arrives', async () => {
    const { container } = render(table);
    const box = container.querySelector<HTMLElement>('[data-table-loading]');
    expect(box).not.toBeNull();
    // Three rows, the caption and the heading row, about 2.75 em each.
    expect(box?.style.minHeight).toBe('13.75em');
    expect(screen.queryByRole('table')).toBeNull();
    // jsdom has no IntersectionObserver: the box counts as near, so the code is fetched at once.
    expect(await screen.findByRole('table', { name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /\$20270/ })).toBeInTheDocument();
    expect(container.querySelector('[data-table-loading]')).toBeNull();
  });

  it('draws at once, with no box, once the code has arrived', async () => {
    await loadDataTable();
    const { container } = render(table);
    expect(screen.getByRole('table', { name: 'Balances' })).toBeInTheDocument();
    expect(container.querySelector('[data-table-loading]')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { DataTable, headerWordWidthEm, keepUnitsTogether, stackThresholdEm, type DataTableColumn } from './DataTable';
import { STACK_THRESHOLDS_EM } from './DataTable.css';
import * as s from './DataTable.css';

interface Year {
  year: number;
  age: number;
  income: string;
  tax: string;
  left: string;
}

const years: Year[] = [
  { year: 1, age: 65, income: '$60,000', tax: '$1,650', left: '$480,000' },
  { year: 2, age: 66, income: '$61,800', tax: '$1,700', left: '$455,000' },
];

const columns: readonly DataTableColumn<Year>[] = [
  { header: 'Year and age', cell: (r) => `Year ${r.year} · age ${r.age}` },
  { header: 'Income', numeric: true, cell: (r) => r.income },
  { header: 'Tax', numeric: true, cell: (r) => r.tax },
  { header: 'Savings left', numeric: true, cell: (r) => r.left },
];

function renderYears(props: Partial<Parameters<typeof DataTable<Year>>[0]> = {}) {
  return render(
    <DataTable caption="Year-by-year plan" columns={columns} rows={years} rowKey={(r) => String(r.year)} {...props} />,
  );
}

describe('DataTable', () => {
  it('is one real table: caption, scoped column headings, row headings and cells', () => {
    renderYears();
    const table = screen.getByRole('table', { name: 'Year-by-year plan' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Year and age', 'Income', 'Tax', 'Savings left']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(['Year 1 · age 65', 'Year 2 · age 66']);
    rowHeaders.forEach((h) => expect(h).toHaveAttribute('scope', 'row'));
    const secondRow = within(table).getAllByRole('row')[2]!;
    expect(within(secondRow).getAllByRole('cell')).toEqual([
      within(secondRow).getByRole('cell', { name: '$61,800' }),
      within(secondRow).getByRole('cell', { name: '$1,700' }),
      within(secondRow).getByRole('cell', { name: '$455,000' }),
    ]);
  });

  it('writes every table role out, so WebKit keeps the semantics when the stacked layout changes CSS display', () => {
    const { container } = renderYears({ layout: 'stacked' });
    const expected: Record<string, string> = {
      table: 'table',
      thead: 'rowgroup',
      tbody: 'rowgroup',
      tr: 'row',
      td: 'cell',
    };
    for (const [tag, role] of Object.entries(expected)) {
      const elements = [...container.querySelectorAll(tag)];
      expect(elements.length, tag).toBeGreaterThan(0);
      elements.forEach((element) => expect(element, tag).toHaveAttribute('role', role));
    }
    container.querySelectorAll('th[scope="col"]').forEach((th) => expect(th).toHaveAttribute('role', 'columnheader'));
    container.querySelectorAll('th[scope="row"]').forEach((th) => expect(th).toHaveAttribute('role', 'rowheader'));
  });

  it('shows each value with its column heading for the stacked layout, hidden from screen readers', () => {
    renderYears();
    const cell = screen.getByRole('cell', { name: '$1,650' });
    const label = cell.querySelector('[aria-hidden="true"]');
    expect(label).toHaveTextContent('Tax');
    expect(label).toHaveClass(s.cellLabel);
    // The label is visible text in the cell, yet the cell's accessible name is the value alone.
    expect(cell).toHaveTextContent('Tax$1,650');
  });

  it('reads each heading once with a screen reader (virtual screen reader transcript)', async () => {
    const { container } = renderYears({ layout: 'stacked' });
    await virtual.start({ container });
    try {
      for (let i = 0; i < 80 && !(await virtual.lastSpokenPhrase()).startsWith('end of table'); i++) {
        await virtual.next();
      }
      const log = await virtual.spokenPhraseLog();
      expect(log).toContain('table, Year-by-year plan');
      expect(log).toContain('columnheader, Tax');
      expect(log).toContain('rowheader, Year 1 · age 65');
      // Each cell is announced by its value alone: the column heading shown in front of it on
      // screen (aria-hidden) is not read a second time.
      expect(log.filter((phrase) => phrase.startsWith('cell, '))).toEqual([
        'cell, $60,000',
        'cell, $1,650',
        'cell, $480,000',
        'cell, $61,800',
        'cell, $1,700',
        'cell, $455,000',
      ]);
      expect(log.some((phrase) => /(Income|Tax|Savings left)\s*\$/.test(phrase))).toBe(false);
    } finally {
      await virtual.stop();
    }
  });

  it('adds no tab stop of its own: keyboard focus moves straight past it, to links inside cells', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <DataTable
          caption="Sources"
          columns={[
            { header: 'Figure', cell: (r: { name: string }) => r.name },
            { header: 'Source', cell: (r: { name: string }) => <a href={`#${r.name}`}>IRS</a> },
          ]}
          rows={[{ name: 'limit' }]}
          rowKey={(r) => r.name}
        />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'IRS' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('stacks an auto table only when its box is narrower than its columns need', () => {
    const { container } = renderYears();
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-layout', 'auto');
    // 4 columns × 6.5 em = 26 em: the 26 em threshold class.
    expect(root).toHaveClass(s.stackBelow[26]);
    expect(root).not.toHaveClass(s.stacked);
    expect(root).not.toHaveClass(s.fitByWrapping);
  });

  it('forces a layout when asked', () => {
    const { container, rerender } = renderYears({ layout: 'stacked' });
    expect(container.firstElementChild).toHaveClass(s.stacked);
    rerender(
      <DataTable
        caption="Year-by-year plan"
        columns={columns}
        rows={years}
        rowKey={(r) => String(r.year)}
        layout="table"
      />,
    );
    const root = container.firstElementChild!;
    expect(root).not.toHaveClass(s.stacked);
    expect(root).toHaveClass(s.fitByWrapping);
    STACK_THRESHOLDS_EM.forEach((em) => expect(root).not.toHaveClass(s.stackBelow[em]));
  });

  it('picks thresholds from the column count: 2 columns or fewer never stack; 3 stack below 20 em', () => {
    expect(stackThresholdEm(2)).toBeNull();
    expect(stackThresholdEm(3)).toBe(20); // 3 × 6.5 = 19.5 em
    // A heading with a long word widens its column: "Contribution" (12 letters) needs 12 × 0.62 + 1.5 = 8.94 em.
    expect(headerWordWidthEm('Yearly Contribution')).toBeCloseTo(8.94, 2);
    expect(stackThresholdEm(4, 6.5, [headerWordWidthEm('Year'), headerWordWidthEm('Contribution'), 0, 0])).toBe(30); // 6.5 + 8.94 + 6.5 + 6.5 = 28.44
    expect(keepUnitsTogether('50 % of 20 years')).toBe('50\u00a0% of 20\u00a0years');
    expect(stackThresholdEm(4)).toBe(26);
    expect(stackThresholdEm(10, 5.5)).toBe(56);
    expect(stackThresholdEm(11)).toBe(72); // 71.5 em rounds up to the next threshold
    expect(stackThresholdEm(40)).toBe(112); // wider than any threshold: stacked below the widest
  });

  it('puts foot rows in tfoot and marks total rows', () => {
    const { container } = render(
      <DataTable
        caption="Costs"
        columns={[
          { header: 'Cost', cell: (r: { label: string; amount: string }) => r.label },
          { header: 'Per year', numeric: true, cell: (r: { label: string; amount: string }) => r.amount },
        ]}
        rows={[{ label: 'Part B', amount: '$2,435' }]}
        footRows={[{ label: 'Total', amount: '$2,435' }]}
        isTotalRow={(r) => r.label === 'Total'}
        rowKey={(r) => r.label}
      />,
    );
    const foot = container.querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(foot.querySelector('tr')).toHaveClass(s.totalRow);
  });

  it('renders a one-row summary without row headings, and an empty body without failing', () => {
    const { rerender } = render(
      <DataTable
        caption="Mix"
        columns={[
          { header: 'Stocks', cell: () => '60%' },
          { header: 'Bonds', cell: () => '40%' },
        ]}
        rows={[1]}
        rowKey={() => 'mix'}
        rowHeaders={false}
      />,
    );
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getAllByRole('cell')).toHaveLength(2);
    rerender(
      <DataTable caption="Mix" columns={[{ header: 'Stocks', cell: () => '60%' }]} rows={[]} rowKey={() => 'mix'} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCurrency } from '../format';
import { DataTable, type DataTableColumn } from './DataTable';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

interface PlanYear {
  year: number;
  age: number;
  traditional: number;
  roth: number;
  tax: number;
  afterTax: number;
  balance: number;
}

const planYears: PlanYear[] = [
  { year: 1, age: 65, traditional: 20000, roth: 0, tax: 1650, afterTax: 58350, balance: 1180000 },
  { year: 2, age: 66, traditional: 22000, roth: 0, tax: 1890, afterTax: 58110, balance: 1153400 },
  { year: 3, age: 67, traditional: 24000, roth: 5000, tax: 2130, afterTax: 57870, balance: 1121350 },
  { year: 4, age: 68, traditional: 26000, roth: 5000, tax: 2370, afterTax: 57630, balance: 1087120 },
];

const planColumns: readonly DataTableColumn<PlanYear>[] = [
  { header: 'Year and age', cell: (r) => `Year ${r.year} · age ${r.age}` },
  { header: 'From traditional', numeric: true, cell: (r) => formatCurrency(r.traditional) },
  { header: 'From Roth', numeric: true, cell: (r) => formatCurrency(r.roth) },
  { header: 'Tax', numeric: true, cell: (r) => formatCurrency(r.tax) },
  { header: 'After tax', numeric: true, cell: (r) => formatCurrency(r.afterTax) },
  { header: 'Savings left', numeric: true, cell: (r) => formatCurrency(r.balance) },
];

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<PlanYear>,
  argTypes: {
    ...withControl('text', 'caption'),
    layout: { control: 'inline-radio', options: ['auto', 'table', 'stacked'] },
    columnWidthEm: { control: { type: 'range', min: 4, max: 12, step: 0.5 } },
    ...withControl('boolean', 'rowHeaders'),
    ...withControl('object', 'rows', 'footRows'),
    columns: { control: false },
    rowKey: { control: false },
    isTotalRow: { control: false },
    ...hiddenFromTable('captionId', 'className'),
  },
  args: {
    caption: 'Year-by-year plan',
    columns: planColumns,
    rows: planYears,
    rowKey: (r: PlanYear) => String(r.year),
  },
} satisfies Meta<typeof DataTable<PlanYear>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a table while its box is wide enough, one labelled group per row when it is not. Resize the canvas to see it switch. */
export const Auto: Story = {};

/** Table layout: the same six columns in a box wide enough for them. */
export const TableLayout: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '60rem' }}>{Story()}</div>],
};

/** Stacked layout, as on a phone: the same table in a 320 px box. Each row is a group headed "Year 3 · age 67"; each value carries its column heading. */
export const StackedInNarrowBox: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}>{Story()}</div>],
};

/** Always stacked, whatever the width: on a wide screen the values of a row share lines. */
export const StackedAlways: Story = { args: { layout: 'stacked' } };

interface CostLine {
  label: string;
  monthly: number;
  annual: number;
}
const costColumns: readonly DataTableColumn<CostLine>[] = [
  { header: 'Cost', cell: (r) => r.label },
  { header: 'Per month', numeric: true, cell: (r) => formatCurrency(r.monthly) },
  { header: 'Per year', numeric: true, cell: (r) => formatCurrency(r.annual) },
];

/** Three columns or fewer never stack: in a 320 px box the headings wrap and the table fits. A total line sits in the table foot. */
export const ThreeColumnsFit: StoryObj<typeof DataTable<CostLine>> = {
  render: () => (
    <div style={{ maxWidth: '320px' }}>
      <DataTable<CostLine>
        caption="What each person pays in 2026"
        columns={costColumns}
        rows={[
          { label: 'Part B premium', monthly: 202.9, annual: 2434.8 },
          { label: 'Part D premium (average)', monthly: 38.99, annual: 467.88 },
        ]}
        footRows={[{ label: 'Total per person', monthly: 241.89, annual: 2902.68 }]}
        isTotalRow={(r) => r.label === 'Total per person'}
        rowKey={(r) => r.label}
      />
    </div>
  ),
};

/** A one-row summary without row headings (rowHeaders={false}). */
export const NoRowHeaders: StoryObj<typeof DataTable<{ stocks: string; bonds: string; cash: string }>> = {
  render: () => (
    <DataTable
      caption="Suggested mix for age 55"
      columns={[
        { header: 'Stocks', cell: (r) => r.stocks },
        { header: 'Bonds', cell: (r) => r.bonds },
        { header: 'Cash', cell: (r) => r.cash },
      ]}
      rows={[{ stocks: '50–70%', bonds: '20–40%', cash: '5–10%' }]}
      rowKey={() => 'mix'}
      rowHeaders={false}
    />
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Auto, play: undefined, name: 'En español', globals: { locale: 'es' } };

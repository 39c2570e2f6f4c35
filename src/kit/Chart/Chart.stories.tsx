import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart } from './Chart';
import { withControl } from '../testing/fieldStories';

const claiming = [
  { age: 62, benefit: 1400 },
  { age: 65, benefit: 1733 },
  { age: 67, benefit: 2000 },
  { age: 70, benefit: 2480 },
];

const balances = [
  { year: 2026, traditional: 500000, roth: 100000, taxable: 150000 },
  { year: 2027, traditional: 470000, roth: 108000, taxable: 140000 },
  { year: 2028, traditional: 438000, roth: 116000, taxable: 128000 },
  { year: 2029, traditional: 404000, roth: 125000, taxable: 115000 },
  { year: 2030, traditional: 368000, roth: 135000, taxable: 101000 },
];

const meta = {
  title: 'Kit/Chart',
  component: Chart,
  argTypes: {
    ...withControl('text', 'title', 'summary', 'xKey', 'xLabel'),
    kind: { control: 'inline-radio', options: ['line', 'bar', 'area'] },
    ...withControl('object', 'data', 'series'),
    height: { control: { type: 'range', min: 200, max: 600, step: 20 } },
  },
  args: {
    title: 'Monthly benefit by claiming age',
    summary: 'Waiting from 62 to 70 raises the monthly benefit by about three quarters.',
    kind: 'bar',
    data: claiming,
    xKey: 'age',
    xLabel: 'Claiming age',
    series: [{ key: 'benefit', label: 'Monthly benefit', format: { style: 'currency' } }],
  },
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {};

export const LineSeveralSeries: Story = {
  args: {
    kind: 'line',
    title: 'Account balances over five years',
    summary: 'The traditional IRA shrinks as you draw from it first while the Roth keeps growing.',
    data: balances,
    xKey: 'year',
    xLabel: 'Year',
    series: [
      { key: 'traditional', label: 'Traditional IRA', format: { style: 'currency' } },
      { key: 'roth', label: 'Roth IRA', format: { style: 'currency' } },
      { key: 'taxable', label: 'Taxable account', format: { style: 'currency' } },
    ],
  },
};

export const BarSeveralSeries: Story = { args: { ...LineSeveralSeries.args, kind: 'bar' } };

export const Area: Story = {
  args: {
    kind: 'area',
    title: 'Effective tax rate by income',
    summary: 'Your average tax rate rises slowly even as the top bracket jumps.',
    data: [
      { income: '$40k', rate: 4.1 },
      { income: '$60k', rate: 6.8 },
      { income: '$80k', rate: 8.9 },
      { income: '$100k', rate: 10.6 },
    ],
    xKey: 'income',
    xLabel: 'Income',
    series: [{ key: 'rate', label: 'Effective tax rate', format: { style: 'percent' } }],
    height: 260,
  },
};

/** No rows yet: the title, takeaway and table headings still appear. */
export const Empty: Story = { args: { data: [], summary: 'Enter your details to see the chart.' } };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Bar, play: undefined, name: 'En español', globals: { locale: 'es' } };

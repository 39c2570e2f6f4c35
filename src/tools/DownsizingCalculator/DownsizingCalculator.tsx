import { useMemo } from 'react';
import {
  Chart,
  DataTable,
  HowCalculated,
  ResultCard,
  ResultList,
  formatCurrency,
  type DataTableColumn,
} from '../../kit';
import { calculateDownsizing } from '../../finance';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  [
    'Your current home',
    [
      'currentHomeValue',
      'currentMortgageBalance',
      'currentMortgagePayment',
      'sellingCostPercent',
      'currentPropertyTaxRate',
      'currentInsurance',
      'currentUtilities',
      'currentHoa',
    ],
  ],
  [
    'Your new home',
    [
      'newHomePrice',
      'newMortgagePayment',
      'buyingCostPercent',
      'newPropertyTaxRate',
      'newInsurance',
      'newUtilities',
      'newHoa',
    ],
  ],
  ['Moving and upkeep', ['movingCosts', 'maintenancePercent']],
];

/** Rows of the comparison that are monthly costs by category (not the home value, not the total). */
const CATEGORY_ROWS = new Set([
  'Mortgage payment',
  'Property tax',
  'Insurance',
  'Utilities',
  'Maintenance',
  'HOA dues',
]);

type ComparisonRow = ReturnType<typeof calculateDownsizing>['comparison'][number];

const COMPARISON_COLUMNS: readonly DataTableColumn<ComparisonRow>[] = [
  { header: 'Item', cell: (row) => row.label },
  { header: 'Current home', numeric: true, cell: (row) => formatCurrency(row.current) },
  { header: 'New home', numeric: true, cell: (row) => formatCurrency(row.new) },
  { header: 'Difference', numeric: true, cell: (row) => formatCurrency(row.difference) },
];

function breakEvenWords(months: number | null): string {
  if (months === null) return 'Never at these figures';
  if (months === 0) return 'Right away: the move frees cash';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** Downsizing calculator (docs/methodology.md): live results on every change. */
export function DownsizingCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const result = useMemo(() => calculateDownsizing(form.inputs), [form.inputs]);

  const chartData = result.comparison
    .filter((row) => CATEGORY_ROWS.has(row.label))
    .map((row) => ({ category: row.label, current: Math.round(row.current), next: Math.round(row.new) }));
  const frees = result.cashFreed >= 0;
  const saves = result.monthlySavings >= 0;

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="What downsizing could mean for you"
      summary={`${frees ? 'The move frees' : 'You would need to add'} ${formatCurrency(Math.abs(result.cashFreed))}. Housing costs ${saves ? 'fall' : 'rise'} by ${formatCurrency(Math.abs(result.monthlySavings))} a month.`}
      detailsTitle="Before and after"
      details={
        <DataTable
          caption="Home value and monthly costs (difference = current home − new home)"
          columns={COMPARISON_COLUMNS}
          rows={result.comparison}
          rowKey={(row) => row.label}
          isTotalRow={(row) => row.label === 'Total monthly cost'}
        />
      }
    >
      <ResultCard
        label={frees ? 'Cash freed by the move' : 'Cash you would need to add'}
        value={Math.abs(result.cashFreed)}
        emphasis="primary"
        description={
          frees
            ? 'What is left from the sale after paying off the mortgage, buying the new home and moving.'
            : 'The sale would not cover the mortgage payoff, the new home and the moving costs.'
        }
      />
      <ResultList
        items={[
          { label: 'Monthly housing cost now', value: result.monthlyBefore.total },
          { label: 'Monthly housing cost after the move', value: result.monthlyAfter.total },
          {
            label: saves ? 'Monthly savings' : 'Extra cost each month',
            value: Math.abs(result.monthlySavings),
            description: saves
              ? `${formatCurrency(result.annualSavings)} a year.`
              : 'The new home would cost more to run each month.',
          },
          {
            label: 'Break-even',
            value: breakEvenWords(result.breakEvenMonths),
            description: 'How long the monthly savings take to repay any cash you add.',
          },
          {
            label: result.tenYearDifference >= 0 ? 'Better off over 10 years' : 'Worse off over 10 years',
            value: Math.abs(result.tenYearDifference),
            description: 'Cash freed plus ten years of monthly savings, with no price growth or inflation.',
          },
        ]}
      />
      <Chart
        title="Monthly costs: current home and new home"
        summary={`Running costs would go from ${formatCurrency(result.monthlyBefore.total)} to ${formatCurrency(result.monthlyAfter.total)} a month.`}
        kind="bar"
        data={chartData}
        xKey="category"
        xLabel="Cost"
        series={[
          { key: 'current', label: 'Current home', format: { style: 'currency' } },
          { key: 'next', label: 'New home', format: { style: 'currency' } },
        ]}
      />
      <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
    </LiveCalculator>
  );
}

import { useMemo } from 'react';
import { Chart, DataTable, HowCalculated, MoneyInput, NumberInput, ResultCard, ResultList, ResultsRegion, formatCurrency, type DataTableColumn } from '../../kit';
import { calculateDownsizing } from '../../finance';
import { DOWNSIZING_BOUNDS, DOWNSIZING_DEFAULTS } from '../../finance/downsizing';
import { Fieldset, ToolLayout } from '../shared/ToolLayout';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'downsizing';

/** Rows of the comparison that are monthly costs by category (not the home value, not the total). */
const CATEGORY_ROWS = new Set(['Mortgage payment', 'Property tax', 'Insurance', 'Utilities', 'Maintenance', 'HOA dues']);

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
  const { inputs, update, hintFor } = useToolInputs(TOOL_ID, { ...DOWNSIZING_DEFAULTS }, { myDetails: myDetailsFields.fields });
  const result = useMemo(() => calculateDownsizing(inputs), [inputs]);
  const m = { min: DOWNSIZING_BOUNDS.money.min, max: DOWNSIZING_BOUNDS.money.max, decimals: 0 } as const;
  const p = { min: DOWNSIZING_BOUNDS.percent.min, max: DOWNSIZING_BOUNDS.percent.max, step: DOWNSIZING_BOUNDS.percent.step, decimals: 1, unit: '%' } as const;

  const chartData = result.comparison
    .filter((row) => CATEGORY_ROWS.has(row.label))
    .map((row) => ({ category: row.label, current: Math.round(row.current), next: Math.round(row.new) }));
  const frees = result.cashFreed >= 0;
  const saves = result.monthlySavings >= 0;

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      inputs={
        <>
          <Fieldset legend="Your current home">
            <MoneyInput label="Expected sale price" hint={hintFor('currentHomeValue')} value={inputs.currentHomeValue} {...m} onValueChange={(v) => update('currentHomeValue', v)} />
            <MoneyInput label="Mortgage still owed" hint={hintFor('currentMortgageBalance', 'Enter 0 if the home is paid off.')} value={inputs.currentMortgageBalance} {...m} onValueChange={(v) => update('currentMortgageBalance', v)} />
            <MoneyInput label="Monthly mortgage payment" hint="Principal and interest only." value={inputs.currentMortgagePayment} {...m} onValueChange={(v) => update('currentMortgagePayment', v)} />
            <NumberInput label="Selling costs" hint="Agent commission and closing costs; about 6 percent is common." value={inputs.sellingCostPercent} {...p} onValueChange={(v) => update('sellingCostPercent', v)} />
            <NumberInput label="Property tax rate (per year, share of value)" value={inputs.currentPropertyTaxRate} {...p} onValueChange={(v) => update('currentPropertyTaxRate', v)} />
            <MoneyInput label="Home insurance (per year)" value={inputs.currentInsurance} {...m} onValueChange={(v) => update('currentInsurance', v)} />
            <MoneyInput label="Utilities (per month)" value={inputs.currentUtilities} {...m} onValueChange={(v) => update('currentUtilities', v)} />
            <MoneyInput label="HOA dues (per month)" hint="Enter 0 if none." value={inputs.currentHoa} {...m} onValueChange={(v) => update('currentHoa', v)} />
          </Fieldset>
          <Fieldset legend="Your new home">
            <MoneyInput label="Price of the new home" value={inputs.newHomePrice} {...m} onValueChange={(v) => update('newHomePrice', v)} />
            <MoneyInput label="New monthly mortgage payment" hint="Principal and interest. Enter 0 if you will buy outright." value={inputs.newMortgagePayment} {...m} onValueChange={(v) => update('newMortgagePayment', v)} />
            <NumberInput label="Buying costs" hint="Closing costs on the purchase; about 2 percent is common." value={inputs.buyingCostPercent} {...p} onValueChange={(v) => update('buyingCostPercent', v)} />
            <NumberInput label="New property tax rate (per year, share of value)" value={inputs.newPropertyTaxRate} {...p} onValueChange={(v) => update('newPropertyTaxRate', v)} />
            <MoneyInput label="New home insurance (per year)" value={inputs.newInsurance} {...m} onValueChange={(v) => update('newInsurance', v)} />
            <MoneyInput label="New utilities (per month)" value={inputs.newUtilities} {...m} onValueChange={(v) => update('newUtilities', v)} />
            <MoneyInput label="New HOA dues (per month)" hint="Enter 0 if none." value={inputs.newHoa} {...m} onValueChange={(v) => update('newHoa', v)} />
          </Fieldset>
          <Fieldset legend="Moving and upkeep">
            <MoneyInput label="Moving costs" value={inputs.movingCosts} {...m} onValueChange={(v) => update('movingCosts', v)} />
            <NumberInput label="Maintenance (per year, share of home value)" hint="About 1 percent a year is a common rule of thumb." value={inputs.maintenancePercent} {...p} onValueChange={(v) => update('maintenancePercent', v)} />
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title="What downsizing could mean for you"
          headingLevel={3}
          summary={`${frees ? 'The move frees' : 'You would need to add'} ${formatCurrency(Math.abs(result.cashFreed))}. Housing costs ${saves ? 'fall' : 'rise'} by ${formatCurrency(Math.abs(result.monthlySavings))} a month.`}
        >
          <ResultCard
            label={frees ? 'Cash freed by the move' : 'Cash you would need to add'}
            value={Math.abs(result.cashFreed)}
            displayType="currency"
            emphasis="primary"
            description={
              frees
                ? 'What is left from the sale after paying off the mortgage, buying the new home and moving.'
                : 'The sale would not cover the mortgage payoff, the new home and the moving costs.'
            }
          />
          <ResultList
            items={[
              { label: 'Monthly housing cost now', value: result.monthlyBefore.total, displayType: 'currency' },
              { label: 'Monthly housing cost after the move', value: result.monthlyAfter.total, displayType: 'currency' },
              {
                label: saves ? 'Monthly savings' : 'Extra cost each month',
                value: Math.abs(result.monthlySavings),
                displayType: 'currency',
                description: saves ? `${formatCurrency(result.annualSavings)} a year.` : 'The new home would cost more to run each month.',
              },
              {
                label: 'Break-even',
                value: breakEvenWords(result.breakEvenMonths),
                displayType: 'text',
                description: 'How long the monthly savings take to repay any cash you add.',
              },
              {
                label: result.tenYearDifference >= 0 ? 'Better off over 10 years' : 'Worse off over 10 years',
                value: Math.abs(result.tenYearDifference),
                displayType: 'currency',
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
              { key: 'current', label: 'Current home', format: 'currency' },
              { key: 'next', label: 'New home', format: 'currency' },
            ]}
          />
          <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
        </ResultsRegion>
      }
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
    />
  );
}

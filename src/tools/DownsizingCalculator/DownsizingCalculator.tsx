import {
  Chart,
  moneySeries,
  DataTable,
  HowCalculated,
  ResultCard,
  ResultList,
  formatCurrency,
  type DataTableColumn,
} from '../../kit';
import { calculateDownsizing } from '../../finance';
import { LiveCalculator, useLiveCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import type { DownsizingRowId } from '../../finance/home/downsizing';
import { DEFAULTS } from './fields';
import { assumptionWords, formulaWords, rowWords } from './downsizingWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** The form's fieldsets, each listing its fields in order, their legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [
    m.currentHome(),
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
    m.newHome(),
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
  [m.movingAndUpkeep(), ['movingCosts', 'maintenancePercent']],
];

/** Rows of the comparison that are monthly costs by category (not the home value, not the total). */
const CATEGORY_ROWS: ReadonlySet<DownsizingRowId> = new Set<DownsizingRowId>([
  'mortgage',
  'propertyTax',
  'insurance',
  'utilities',
  'maintenance',
  'hoa',
]);

type ComparisonRow = ReturnType<typeof calculateDownsizing>['comparison'][number];

/** The before-and-after table's columns, their headers read when shown. */
const comparisonColumns = (): readonly DataTableColumn<ComparisonRow>[] => [
  { header: m.columnItem(), cell: (row) => rowWords(row.id) },
  { header: m.columnCurrent(), numeric: true, cell: (row) => formatCurrency(row.current) },
  { header: m.columnNew(), numeric: true, cell: (row) => formatCurrency(row.new) },
  { header: m.columnDifference(), numeric: true, cell: (row) => formatCurrency(row.difference) },
];

function breakEvenWords(months: number | null): string {
  if (months === null) return m.breakEvenNever();
  if (months === 0) return m.breakEvenNow();
  return m.breakEvenMonths({ months });
}

/** Downsizing calculator (docs/methodology.md): live results on every change. */
export function DownsizingCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, calculateDownsizing);

  const chartData = result.comparison
    .filter((row) => CATEGORY_ROWS.has(row.id))
    .map((row) => ({ category: rowWords(row.id), current: Math.round(row.current), next: Math.round(row.new) }));
  const frees = result.cashFreed >= 0;
  const saves = result.monthlySavings >= 0;

  return (
    <LiveCalculator
      form={form}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      summary={m.summary({
        frees: frees ? 'yes' : 'no',
        cash: formatCurrency(Math.abs(result.cashFreed)),
        saves: saves ? 'yes' : 'no',
        monthly: formatCurrency(Math.abs(result.monthlySavings)),
      })}
      detailsTitle={m.detailsTitle()}
      details={
        <DataTable
          caption={m.tableCaption()}
          columns={comparisonColumns()}
          rows={result.comparison}
          rowKey={(row) => row.id}
          isTotalRow={(row) => row.id === 'total'}
        />
      }
    >
      <ResultCard
        label={frees ? m.cashFreedLabel() : m.cashNeededLabel()}
        value={Math.abs(result.cashFreed)}
        emphasis="primary"
        description={frees ? m.cashFreedDescription() : m.cashNeededDescription()}
      />
      <ResultList
        items={[
          { label: m.monthlyNowLabel(), value: result.monthlyBefore.total },
          { label: m.monthlyAfterLabel(), value: result.monthlyAfter.total },
          {
            label: saves ? m.savingsLabel() : m.extraCostLabel(),
            value: Math.abs(result.monthlySavings),
            description: saves
              ? m.savingsDescription({ annual: formatCurrency(result.annualSavings) })
              : m.extraCostDescription(),
          },
          {
            label: m.breakEvenLabel(),
            value: breakEvenWords(result.breakEvenMonths),
            description: m.breakEvenDescription(),
          },
          {
            label: result.tenYearDifference >= 0 ? m.betterOffLabel() : m.worseOffLabel(),
            value: Math.abs(result.tenYearDifference),
            description: m.tenYearDescription(),
          },
        ]}
      />
      <Chart
        title={m.chartTitle()}
        summary={m.chartSummary({
          before: formatCurrency(result.monthlyBefore.total),
          after: formatCurrency(result.monthlyAfter.total),
        })}
        kind="bar"
        data={chartData}
        xKey="category"
        xLabel={m.chartXLabel()}
        series={moneySeries(['current', m.columnCurrent()], ['next', m.columnNew()])}
      />
      <HowCalculated {...explained(result, assumptionWords, formulaWords)} />
    </LiveCalculator>
  );
}

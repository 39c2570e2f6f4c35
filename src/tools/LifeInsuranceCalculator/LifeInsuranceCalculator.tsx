import { useMemo } from 'react';
import { Chart, DataTable, HowCalculated, ResultCard, formatCurrency } from '../../kit';
import { calculateLifeInsuranceNeed } from '../../finance';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';

/** One line of the "how the need adds up" table, already formatted. */
interface NeedRow {
  label: string;
  amount: string;
  total?: boolean;
}

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['Income to replace', ['annualIncome', 'yearsOfIncome', 'incomeGrowthRate']],
  ['Debts and final expenses', ['totalDebts', 'mortgageBalance', 'finalExpenses']],
  ['Education', ['educationCosts']],
  ['What you already have', ['existingCoverage', 'liquidAssets']],
];

/** Life insurance needs calculator (DIME needs analysis, docs/methodology.md): live results. */
export function LifeInsuranceCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const result = useMemo(() => calculateLifeInsuranceNeed(inputs), [inputs]);

  const needs = result.breakdown.filter((row) => row.kind === 'need');
  const resources = result.breakdown.filter((row) => row.kind === 'resource');
  const chartData = result.breakdown.map((row) => ({ part: row.label, amount: Math.round(row.amount) }));
  const years = `${inputs.yearsOfIncome} ${inputs.yearsOfIncome === 1 ? 'year' : 'years'}`;

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your life insurance need"
      summary={
        result.surplus > 0
          ? `You need no extra life insurance: what you have covers the needs with ${formatCurrency(result.surplus)} to spare.`
          : `Extra life insurance to consider: ${formatCurrency(result.coverageNeeded)}. Your family’s needs are ${formatCurrency(result.totalNeeds)}, less ${formatCurrency(result.totalResources)} you already have.`
      }
    >
      <ResultCard
        label="Extra life insurance to consider"
        value={result.coverageNeeded}
        emphasis="primary"
        description={
          result.surplus > 0
            ? `What you already have covers the needs, with ${formatCurrency(result.surplus)} to spare.`
            : `Your family's needs of ${formatCurrency(result.totalNeeds)}, less the ${formatCurrency(result.totalResources)} you already have.`
        }
      />
      <DataTable
        caption="How the need adds up"
        columns={[
          { header: 'Item', cell: (row: NeedRow) => row.label },
          { header: 'Amount', numeric: true, cell: (row: NeedRow) => row.amount },
        ]}
        rows={[
          ...needs.map((row): NeedRow => ({ label: row.label, amount: formatCurrency(row.amount) })),
          { label: 'Total needs', amount: formatCurrency(result.totalNeeds), total: true },
          ...resources.map((row): NeedRow => ({
            label: `Less: ${row.label.toLowerCase()}`,
            amount: `−${formatCurrency(row.amount)}`,
          })),
          { label: 'Extra life insurance to consider', amount: formatCurrency(result.coverageNeeded), total: true },
        ]}
        rowKey={(row) => row.label}
        isTotalRow={(row) => row.total === true}
      />
      <Chart
        title="What makes up the need"
        summary={`Replacing income for ${years} is ${formatCurrency(result.incomeReplacement)} of the ${formatCurrency(result.totalNeeds)} total; what you already have covers ${formatCurrency(result.totalResources)}.`}
        kind="bar"
        data={chartData}
        xKey="part"
        xLabel="Part of the need"
        series={[{ key: 'amount', label: 'Amount', format: { style: 'currency' } }]}
      />
      <h4>About this method</h4>
      <p>
        This is a needs analysis often called DIME: it adds up the Debts your family would have to pay, the Income they
        would lose, the Mortgage and Education costs, plus funeral costs. From that total it takes away the life
        insurance and savings you already have. What is left is the extra cover to consider.
      </p>
      <p>
        Income is grown each year by the rise in living costs but not reduced for interest the money could earn, so the
        figure leans to the cautious side. Survivor benefits from Social Security are not counted.
      </p>
      <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
    </LiveCalculator>
  );
}

import { Chart, DataTable, HowCalculated, ResultCard, formatCurrency } from '../../kit';
import { calculateLifeInsuranceNeed } from '../../finance';
import { LiveCalculator, useLiveCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { DEFAULTS } from './fields';
import type { ToolProps } from '../types';
import { tool } from './tool';
import { assumptionWords, formulaWords, lineWords } from './lifeWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';

/** One line of the "how the need adds up" table, already formatted. */
interface NeedRow {
  label: string;
  amount: string;
  total?: boolean;
}

/** The form's fieldsets, each listing its fields in order. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetIncome(), ['annualIncome', 'yearsOfIncome', 'incomeGrowthRate']],
  [m.fieldsetDebts(), ['totalDebts', 'mortgageBalance', 'finalExpenses']],
  [m.fieldsetEducation(), ['educationCosts']],
  [m.fieldsetHave(), ['existingCoverage', 'liquidAssets']],
];

/** Life insurance needs calculator (DIME needs analysis, docs/methodology.md): live results. */
export function LifeInsuranceCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, calculateLifeInsuranceNeed);
  const { inputs } = form;

  const needs = result.breakdown.filter((row) => row.kind === 'need');
  const resources = result.breakdown.filter((row) => row.kind === 'resource');
  const chartData = result.breakdown.map((row) => ({ part: lineWords(row.id), amount: Math.round(row.amount) }));

  return (
    <LiveCalculator
      form={form}
      fieldsets={fieldsets()}
      title={m.resultsTitle()}
      summary={
        result.surplus > 0
          ? m.summarySurplus({ surplus: formatCurrency(result.surplus) })
          : m.summaryNeed({
              coverage: formatCurrency(result.coverageNeeded),
              needs: formatCurrency(result.totalNeeds),
              resources: formatCurrency(result.totalResources),
            })
      }
    >
      <ResultCard
        label={m.coverageNeededLabel()}
        value={result.coverageNeeded}
        emphasis="primary"
        description={
          result.surplus > 0
            ? m.cardSurplus({ surplus: formatCurrency(result.surplus) })
            : m.cardNeed({ needs: formatCurrency(result.totalNeeds), resources: formatCurrency(result.totalResources) })
        }
      />
      <DataTable
        caption={m.tableCaption()}
        columns={[
          { header: m.itemColumn(), cell: (row: NeedRow) => row.label },
          { header: m.amountColumn(), numeric: true, cell: (row: NeedRow) => row.amount },
        ]}
        rows={[
          ...needs.map((row): NeedRow => ({ label: lineWords(row.id), amount: formatCurrency(row.amount) })),
          { label: m.totalNeedsLabel(), amount: formatCurrency(result.totalNeeds), total: true },
          ...resources.map((row): NeedRow => ({
            label: m.lessRow({ item: lineWords(row.id).toLowerCase() }),
            amount: `−${formatCurrency(row.amount)}`,
          })),
          { label: m.coverageNeededLabel(), amount: formatCurrency(result.coverageNeeded), total: true },
        ]}
        rowKey={(row) => row.label}
        isTotalRow={(row) => row.total === true}
      />
      <Chart
        title={m.chartTitle()}
        summary={m.chartSummary({
          years: inputs.yearsOfIncome,
          income: formatCurrency(result.incomeReplacement),
          needs: formatCurrency(result.totalNeeds),
          resources: formatCurrency(result.totalResources),
        })}
        kind="bar"
        data={chartData}
        xKey="part"
        xLabel={m.chartAxis()}
        series={[{ key: 'amount', label: m.amountColumn(), format: { style: 'currency' } }]}
      />
      <h4>{m.methodHeading()}</h4>
      <p>{m.methodWhat()}</p>
      <p>{m.methodLimits()}</p>
      <HowCalculated {...explained(result, assumptionWords, formulaWords)} />
    </LiveCalculator>
  );
}

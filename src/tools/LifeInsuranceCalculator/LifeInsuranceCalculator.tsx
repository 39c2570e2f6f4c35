import { useMemo } from 'react';
import { Chart, HowCalculated, MoneyInput, NumberInput, ResultCard, ResultsRegion, formatCurrency, DataTable } from '../../kit';
import { calculateLifeInsuranceNeed } from '../../finance';
import { LIFE_INSURANCE_BOUNDS, LIFE_INSURANCE_DEFAULTS } from '../../finance/lifeInsurance';
import { Fieldset, ToolLayout } from '../shared/ToolLayout';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

/** One line of the "how the need adds up" table, already formatted. */
interface NeedRow {
  label: string;
  amount: string;
  total?: boolean;
}

const TOOL_ID = 'life-insurance';

/** Life insurance needs calculator (DIME needs analysis, docs/methodology.md): live results. */
export function LifeInsuranceCalculator(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs(TOOL_ID, { ...LIFE_INSURANCE_DEFAULTS }, { myDetails: myDetailsFields.fields });
  const result = useMemo(() => calculateLifeInsuranceNeed(inputs), [inputs]);
  const b = LIFE_INSURANCE_BOUNDS;
  const money = { min: b.money.min, max: b.money.max, decimals: 0 } as const;

  const needs = result.breakdown.filter((row) => row.kind === 'need');
  const resources = result.breakdown.filter((row) => row.kind === 'resource');
  const chartData = result.breakdown.map((row) => ({ part: row.label, amount: Math.round(row.amount) }));
  const years = `${inputs.yearsOfIncome} ${inputs.yearsOfIncome === 1 ? 'year' : 'years'}`;

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      inputs={
        <>
          <Fieldset legend="Income to replace">
            <MoneyInput label="Yearly income to replace" hint={hintFor('annualIncome', 'The take-home or gross income your family would lose, per year.')} value={inputs.annualIncome} {...money} onValueChange={(v) => update('annualIncome', v)} />
            <NumberInput label="Years of income needed" hint="For example, until the youngest child is grown or your partner retires." unit="years" value={inputs.yearsOfIncome} min={b.yearsOfIncome.min} max={b.yearsOfIncome.max} onValueChange={(v) => update('yearsOfIncome', v)} />
            <NumberInput label="Yearly rise in living costs" hint="Inflation has averaged about 3 percent a year." unit="%" decimals={1} step={b.incomeGrowthRate.step} value={inputs.incomeGrowthRate} min={b.incomeGrowthRate.min} max={b.incomeGrowthRate.max} onValueChange={(v) => update('incomeGrowthRate', v)} />
          </Fieldset>
          <Fieldset legend="Debts and final expenses">
            <MoneyInput label="Debts other than the mortgage" hint="Car loans, credit cards, personal loans." value={inputs.totalDebts} {...money} onValueChange={(v) => update('totalDebts', v)} />
            <MoneyInput label="Mortgage balance" hint={hintFor('mortgageBalance', 'Enter 0 if the home is paid off.')} value={inputs.mortgageBalance} {...money} onValueChange={(v) => update('mortgageBalance', v)} />
            <MoneyInput label="Funeral and final expenses" hint="A typical funeral and estate costs come to about $15,000." value={inputs.finalExpenses} {...money} onValueChange={(v) => update('finalExpenses', v)} />
          </Fieldset>
          <Fieldset legend="Education">
            <MoneyInput label="Education costs to fund" hint="College or school costs you want covered for children or grandchildren." value={inputs.educationCosts} {...money} onValueChange={(v) => update('educationCosts', v)} />
          </Fieldset>
          <Fieldset legend="What you already have">
            <MoneyInput label="Existing life insurance" hint="Total death benefit of policies you hold, including cover through work." value={inputs.existingCoverage} {...money} onValueChange={(v) => update('existingCoverage', v)} />
            <MoneyInput label="Savings and investments your family could use" value={inputs.liquidAssets} {...money} onValueChange={(v) => update('liquidAssets', v)} />
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title="Your life insurance need"
          headingLevel={3}
          summary={
            result.surplus > 0
              ? `You need no extra life insurance: what you have covers the needs with ${formatCurrency(result.surplus)} to spare.`
              : `Extra life insurance to consider: ${formatCurrency(result.coverageNeeded)}. Your family’s needs are ${formatCurrency(result.totalNeeds)}, less ${formatCurrency(result.totalResources)} you already have.`
          }
        >
          <ResultCard
            label="Extra life insurance to consider"
            value={result.coverageNeeded}
            displayType="currency"
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
              ...resources.map((row): NeedRow => ({ label: `Less: ${row.label.toLowerCase()}`, amount: `−${formatCurrency(row.amount)}` })),
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
            series={[{ key: 'amount', label: 'Amount', format: 'currency' }]}
          />
          <h4>About this method</h4>
          <p>
            This is a needs analysis often called DIME: it adds up the Debts your family would have to pay, the Income
            they would lose, the Mortgage and Education costs, plus funeral costs. From that total it takes away the life
            insurance and savings you already have. What is left is the extra cover to consider.
          </p>
          <p>
            Income is grown each year by the rise in living costs but not reduced for interest the money could earn, so
            the figure leans to the cautious side. Survivor benefits from Social Security are not counted.
          </p>
          <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
        </ResultsRegion>
      }
    />
  );
}

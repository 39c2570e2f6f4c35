import { useMemo } from 'react';
import { Chart, DataTable, HowCalculated, ResultCard, ResultList, formatCurrency, formatPercent } from '../../kit';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/Calculator';
import { DEFAULTS, FIELDS, FILING_STATUS_LABELS } from './fields';
import { computeTaxImpact, scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'tax-impact';
type BracketLine = ReturnType<typeof computeTaxImpact>['bracketBreakdown'][number];

const INCOME_FIELDS: ToolFieldset<typeof DEFAULTS> = ['Your yearly income', ['socialSecurity', 'pensionIncome', 'traditionalWithdrawals', 'rothWithdrawals', 'investmentIncome', 'otherIncome']];
/** The form's fieldsets, each listing its fields in order; the spouse's age is asked only on a joint return, where it counts. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [['About you', ['filingStatus', 'age', 'taxYear']], INCOME_FIELDS];
const JOINT_FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [['About you', ['filingStatus', 'age', 'spouseAge', 'taxYear']], INCOME_FIELDS];

const EMPTY_MESSAGE = 'Enter your income information to see tax calculations';

/** Retirement income tax impact calculator (SPEC §3, §5, §8, §9 "Tax impact"): live results. */
export function TaxImpactCalculator(_props: ToolProps) {
  const form = useCalculatorForm(TOOL_ID, DEFAULTS, FIELDS, scenario);
  const { inputs } = form;
  const result = useMemo(() => computeTaxImpact(inputs), [inputs]);
  const hasIncome = result.totalIncome > 0;
  const chartData = result.bracketBreakdown.map((line) => ({ bracket: formatPercent(line.rate), tax: Math.round(line.tax) }));

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={result.filingStatus === 'marriedJoint' ? JOINT_FIELDSETS : FIELDSETS} field={form.field} />}
      title={`Your ${result.taxYear} federal tax estimate`}
      status={hasIncome ? 'ready' : 'empty'}
      emptyMessage={EMPTY_MESSAGE}
      summary={
        hasIncome
          ? `Your ${result.taxYear} federal income tax is about ${formatCurrency(result.totalTax)}, ${formatPercent(result.effectiveRate, 1)} of your income of ${formatCurrency(result.totalIncome)}. Your top bracket is ${formatPercent(result.marginalRate)}.`
          : EMPTY_MESSAGE
      }
    >
      <ResultCard
        label="Federal income tax"
        value={result.totalTax}
        emphasis="primary"
        description={`About ${formatPercent(result.effectiveRate, 1)} of your total income of ${formatCurrency(result.totalIncome)}.`}
      />
      <ResultList
        items={[
          { label: 'Effective tax rate', value: formatPercent(result.effectiveRate, 1), description: 'Tax as a share of all your income, including Social Security and Roth withdrawals.' },
          { label: 'Marginal tax rate', value: formatPercent(result.marginalRate), description: 'The rate on your next dollar of taxable income.' },
          { label: 'Total income', value: result.totalIncome },
          { label: 'Adjusted gross income', value: result.adjustedGrossIncome },
          { label: 'Standard deduction', value: result.standardDeduction },
          { label: 'Taxable Social Security', value: result.taxableSocialSecurity, description: 'Up to 85% of benefits can be taxed, depending on your other income.' },
          { label: 'Taxable income', value: result.taxableIncome },
        ]}
      />
      <DataTable
        caption={`Tax by bracket (${FILING_STATUS_LABELS[result.filingStatus].toLowerCase()}, ${result.taxYear})`}
        columns={[
          { header: 'Rate', cell: (line: BracketLine) => formatPercent(line.rate) },
          { header: 'From', numeric: true, cell: (line: BracketLine) => formatCurrency(line.min) },
          { header: 'Up to', numeric: true, cell: (line: BracketLine) => (line.max === null ? 'No limit' : formatCurrency(line.max)) },
          { header: 'Income in bracket', numeric: true, cell: (line: BracketLine) => formatCurrency(line.taxableAmount) },
          { header: 'Tax', numeric: true, cell: (line: BracketLine) => formatCurrency(line.tax) },
        ]}
        rows={result.bracketBreakdown}
        rowKey={(line) => String(line.rate)}
      />
      <Chart
        title="Tax in each bracket"
        summary={`Your top bracket is ${formatPercent(result.marginalRate)}; in total you pay ${formatCurrency(result.totalTax)} of federal income tax.`}
        kind="bar"
        data={chartData}
        xKey="bracket"
        xLabel="Bracket"
        series={[{ key: 'tax', label: 'Tax', format: { style: 'currency' } }]}
      />
      <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.taxYear} />
    </LiveCalculator>
  );
}

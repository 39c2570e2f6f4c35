import { useMemo } from 'react';
import {
  Chart,
  HowCalculated,
  MoneyInput,
  NumberInput,
  ResultCard,
  ResultList,
  ResultsRegion,
  Select,
  formatCurrency,
  formatPercent,
  DataTable,
} from '../../kit';
import { calculateTaxImpact, type FilingStatus, type TaxYear } from '../../finance';
import { TAX_IMPACT_BOUNDS, TAX_IMPACT_DEFAULTS } from '../../finance/taxImpact';
import { Fieldset, ToolLayout } from '../shared/ToolLayout';
import { useToolInputs } from '../shared/useToolInputs';
import { myDetailsFields } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'tax-impact';
// Widened so a shared link can carry any text; calculateTaxImpact falls back on unknown choices.
const DEFAULTS = { ...TAX_IMPACT_DEFAULTS, filingStatus: TAX_IMPACT_DEFAULTS.filingStatus as string, taxYear: TAX_IMPACT_DEFAULTS.taxYear as number };

export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  single: 'Single',
  marriedJoint: 'Married filing jointly',
  marriedSeparate: 'Married filing separately',
  headOfHousehold: 'Head of household',
};

const b = TAX_IMPACT_BOUNDS;
type BracketLine = ReturnType<typeof calculateTaxImpact>['bracketBreakdown'][number];

const filingOptions = b.filingStatuses.map((value) => ({ value, label: FILING_STATUS_LABELS[value] }));
const yearOptions = b.taxYears.map((y) => ({ value: String(y), label: String(y) }));
const EMPTY_MESSAGE = 'Enter your income information to see tax calculations';

const INCOME_FIELDS = [
  { key: 'socialSecurity', label: 'Social Security benefits', hint: 'Your yearly benefits before any Medicare premium is taken off.' },
  { key: 'pensionIncome', label: 'Pension income', hint: 'Yearly pension or annuity payments.' },
  { key: 'traditionalWithdrawals', label: 'Traditional IRA and 401(k) withdrawals', hint: 'Taxed as ordinary income.' },
  { key: 'rothWithdrawals', label: 'Roth withdrawals', hint: 'Qualified Roth withdrawals are not taxed.' },
  { key: 'investmentIncome', label: 'Investment income', hint: 'Interest and dividends for the year.' },
  { key: 'otherIncome', label: 'Other income', hint: 'Wages, rent or anything else that is taxed.' },
] as const;

/** Retirement income tax impact calculator (SPEC §3, §5, §8, §9 "Tax impact"): live results. */
export function TaxImpactCalculator(_props: ToolProps) {
  const { inputs, update, hintFor } = useToolInputs(TOOL_ID, DEFAULTS, { myDetails: myDetailsFields.fields });
  const result = useMemo(
    () =>
      calculateTaxImpact({ ...inputs, filingStatus: inputs.filingStatus as FilingStatus, taxYear: inputs.taxYear as TaxYear }),
    [inputs],
  );
  const hasIncome = result.totalIncome > 0;
  const chartData = result.bracketBreakdown.map((line) => ({ bracket: formatPercent(line.rate), tax: Math.round(line.tax) }));

  return (
    <ToolLayout
      toolId={TOOL_ID}
      scenarios={{ ...scenario, inputs }}
      inputs={
        <>
          <Fieldset legend="About you">
            <Select label="Filing status" hint={hintFor('filingStatus', 'As on your federal tax return.')} options={filingOptions} value={inputs.filingStatus} onValueChange={(v) => update('filingStatus', v)} />
            <NumberInput label="Your age" unit="years" hint={hintFor('age', 'At 65 or over your standard deduction is larger.')} value={inputs.age} min={b.age.min} max={b.age.max} onValueChange={(v) => update('age', v)} />
            <Select label="Tax year" hint="Brackets and deductions change every year." options={yearOptions} value={String(inputs.taxYear)} onValueChange={(v) => update('taxYear', Number(v))} />
          </Fieldset>
          <Fieldset legend="Your yearly income">
            {INCOME_FIELDS.map((f) => (
              <MoneyInput
                key={f.key}
                label={f.label}
                hint={hintFor(f.key, f.hint)}
                decimals={0}
                step={b.income.step}
                value={inputs[f.key]}
                min={b.income.min}
                max={b.income.max}
                onValueChange={(v) => update(f.key, v)}
              />
            ))}
          </Fieldset>
        </>
      }
      results={
        <ResultsRegion
          title={`Your ${result.taxYear} federal tax estimate`}
          headingLevel={3}
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
              { label: 'Effective tax rate', value: formatPercent(result.effectiveRate, 1), displayType: 'text', description: 'Tax as a share of all your income, including Social Security and Roth withdrawals.' },
              { label: 'Marginal tax rate', value: formatPercent(result.marginalRate), displayType: 'text', description: 'The rate on your next dollar of taxable income.' },
              { label: 'Total income', value: result.totalIncome, displayType: 'currency' },
              { label: 'Adjusted gross income', value: result.adjustedGrossIncome, displayType: 'currency' },
              { label: 'Standard deduction', value: result.standardDeduction, displayType: 'currency' },
              { label: 'Taxable Social Security', value: result.taxableSocialSecurity, displayType: 'currency', description: 'Up to 85% of benefits can be taxed, depending on your other income.' },
              { label: 'Taxable income', value: result.taxableIncome, displayType: 'currency' },
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
            series={[{ key: 'tax', label: 'Tax', format: 'currency' }]}
          />
          <HowCalculated formulas={result.formulas} assumptions={result.assumptions} taxYear={result.taxYear} />
        </ResultsRegion>
      }
    />
  );
}

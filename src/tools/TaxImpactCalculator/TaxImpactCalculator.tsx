import { useMemo } from 'react';
import {
  Chart,
  DataTable,
  type DataTableColumn,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  formatCurrency,
  formatPercent,
} from '../../kit';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { DEFAULTS, FILING_STATUS_LABELS } from './fields';
import { computeTaxImpact } from './scenario';
import type { computeWidowsTax } from './widow';
import { widowPart } from './widowLoader';
import { useOnDemand } from '../shared/layout/onDemand';
import type { ToolProps } from '../types';
import { tool } from './tool';

type BracketLine = ReturnType<typeof computeTaxImpact>['bracketBreakdown'][number];

const INCOME_FIELDS: ToolFieldset<typeof DEFAULTS> = [
  'Your yearly income',
  ['socialSecurity', 'pensionIncome', 'traditionalWithdrawals', 'rothWithdrawals', 'investmentIncome', 'otherIncome'],
];
/** The form's fieldsets, each listing its fields in order; the spouse's age and "if one of us dies" are asked only on a joint return, where they count. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['About you', ['filingStatus', 'age', 'taxYear']],
  INCOME_FIELDS,
];
const JOINT_FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['About you', ['filingStatus', 'age', 'spouseAge', 'taxYear']],
  INCOME_FIELDS,
  ['If one of you dies (optional)', ['spouseSocialSecurity', 'deathYear']],
];

type Widow = NonNullable<ReturnType<typeof computeWidowsTax>>;
type WidowYear = Widow['years'][number];

const signed = (n: number) =>
  Math.round(n) === 0 ? formatCurrency(0) : `${n > 0 ? '+' : '−'}${formatCurrency(Math.abs(n))}`;
const rises = (n: number, what: string) =>
  Math.round(n) === 0
    ? `${what} stays the same`
    : `${what} ${n > 0 ? 'rises' : 'falls'} by ${formatCurrency(Math.abs(n))} a year`;
const RETURN_WORDS = { marriedJoint: 'joint', single: 'single' } as const;

const WIDOW_COLUMNS: readonly DataTableColumn<WidowYear>[] = [
  { header: 'Year', cell: (y) => String(y.year) },
  { header: 'Income', numeric: true, cell: (y) => signed(y.incomeChange) },
  { header: 'Tax', numeric: true, cell: (y) => signed(y.taxChange) },
  { header: 'Medicare surcharge', numeric: true, cell: (y) => signed(y.premiumChange) },
  { header: 'Premiums set by', cell: (y) => `${RETURN_WORDS[y.premiumsFromStatus]} return of ${y.premiumsFromYear}` },
];

/** The survivor's premiums in words: the tier and what it adds over the standard premiums. */
function premiumWords(y: WidowYear): string {
  if (!y.survivorOnMedicare) return 'no Medicare premiums yet (you are not yet on Medicare)';
  return y.survivorTier === 0
    ? 'the standard premiums, with no income-related surcharge'
    : `income tier ${y.survivorTier}, ${formatCurrency(y.survivorSurcharge)} a year over the standard premiums`;
}

/** "If one of us dies": the change in tax and premiums in plain words (issue H2, item 4). */
export function widowSentences(w: Widow): string[] {
  if (w.error) return [w.error];
  const lines = w.warning ? [w.warning] : [];
  const [first, second] = w.years;
  if (!first) return lines;
  const lostIncome = first.incomeChange < 0 ? `${formatCurrency(-first.incomeChange)} less income` : 'the same income';
  lines.push(
    `After a death in ${w.deathYear}, you file as single from ${first.year}: ${rises(first.taxChange, 'your tax')} on ${lostIncome}.`,
  );
  // A blank is not 0 (issue I6, item 2): the split was not given, so say which split was used.
  if (!w.spouseSocialSecurityEntered && w.ownSocialSecurity > 0)
    lines.push(
      'Your spouse’s part of the Social Security is blank, so we counted all of it as yours. Enter their part, or 0 if they get none.',
    );
  const extra = w.sameIncomeSingleTax - w.sameIncomeJointTax;
  if (Math.round(extra) > 0)
    lines.push(
      `Even with no income lost, the same ${formatCurrency(first.bothIncome)} would cost ${formatCurrency(extra)} more tax on a single return than on your joint return: the single brackets and standard deduction are narrower.`,
    );
  const single = w.years.find((y) => y.premiumsFromStatus === 'single');
  const jointYears = w.years.filter((y) => y.premiumsFromStatus === 'marriedJoint').map((y) => y.year);
  if (single)
    lines.push(
      `Medicare premiums follow the tax return of two years before: ${jointYears.length > 0 ? `in ${jointYears.join(' and ')} yours still follow your joint returns (joint thresholds); ` : ''}from ${single.year} they follow your single return of ${single.premiumsFromYear}: ${premiumWords(single)}.`,
    );
  const change = w.years.find((y) => Math.round(y.premiumChange) !== 0);
  if (change)
    lines.push(
      `From ${change.year} ${rises(change.premiumChange, 'the income-related surcharge').replace(' a year', ' a year against the two of you living')}.`,
    );
  lines.push(
    `With a dependent child you could file as a qualifying surviving spouse for ${first.year}${second ? ` and ${second.year}` : ''}, on the joint brackets and standard deduction; this estimate assumes no dependent child.`,
  );
  lines.push(
    'A spouse’s death is a life-changing event: form SSA-44 asks Social Security to set your premiums from your newer, lower income sooner.',
  );
  return lines;
}

const EMPTY_MESSAGE = 'Enter your income information to see tax calculations';

/** Retirement income tax impact calculator (SPEC §3 inputs and outputs, §5 bounds, §8 the empty message, §9 "Tax impact" brackets and deductions): live results. */
export function TaxImpactCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const result = useMemo(() => computeTaxImpact(inputs), [inputs]);
  // The widow's tax is worked out only for a joint return with a year of death; its calculation is
  // fetched when one is entered.
  const widowAsked = result.filingStatus === 'marriedJoint' && Math.floor(Number(inputs.deathYear)) > 0;
  const widowCalculation = useOnDemand(widowAsked, widowPart);
  const widow = useMemo(
    () => (widowCalculation ? widowCalculation.computeWidowsTax(inputs) : null),
    [widowCalculation, inputs],
  );
  const widowLines = widow ? widowSentences(widow) : [];
  // Any income entered, 0 included, is an answer: $0 of income gives a tax of $0 (issue I6, item 2).
  const hasIncome = result.incomeEntered;
  const chartData = result.bracketBreakdown.map((line) => ({
    bracket: formatPercent(line.rate),
    tax: Math.round(line.tax),
  }));

  return (
    <LiveCalculator
      form={form}
      inputs={
        <ToolFieldsets sets={result.filingStatus === 'marriedJoint' ? JOINT_FIELDSETS : FIELDSETS} field={form.field} />
      }
      title={`Your ${result.taxYear} federal tax estimate`}
      status={hasIncome ? 'ready' : 'empty'}
      emptyMessage={EMPTY_MESSAGE}
      summary={
        hasIncome
          ? `${
              result.totalIncome > 0
                ? `Your ${result.taxYear} federal income tax is about ${formatCurrency(result.totalTax)}, ${formatPercent(result.effectiveRate, 1)} of your income of ${formatCurrency(result.totalIncome)}.`
                : `With no income, your ${result.taxYear} federal income tax is ${formatCurrency(0)}.`
            } Your top bracket is ${formatPercent(result.marginalRate)}.${widow ? ` ${widowLines[widow.warning && !widow.error ? 1 : 0] ?? ''}`.trimEnd() : ''}`
          : EMPTY_MESSAGE
      }
    >
      <ResultCard
        label="Federal income tax"
        value={result.totalTax}
        emphasis="primary"
        description={
          result.totalIncome > 0
            ? `About ${formatPercent(result.effectiveRate, 1)} of your total income of ${formatCurrency(result.totalIncome)}.`
            : 'You entered no income, so there is no tax.'
        }
      />
      <ResultList
        items={[
          {
            label: 'Effective tax rate',
            value: formatPercent(result.effectiveRate, 1),
            description: 'Tax as a share of all your income, including Social Security and Roth withdrawals.',
          },
          {
            label: 'Marginal tax rate',
            value: formatPercent(result.marginalRate),
            description: 'The rate on your next dollar of taxable income.',
          },
          { label: 'Total income', value: result.totalIncome },
          { label: 'Adjusted gross income', value: result.adjustedGrossIncome },
          { label: 'Standard deduction', value: result.standardDeduction },
          {
            label: 'Taxable Social Security',
            value: result.taxableSocialSecurity,
            description: 'Up to 85% of benefits can be taxed, depending on your other income.',
          },
          { label: 'Taxable income', value: result.taxableIncome },
        ]}
      />
      <DataTable
        caption={`Tax by bracket (${FILING_STATUS_LABELS[result.filingStatus].toLowerCase()}, ${result.taxYear})`}
        columns={[
          { header: 'Rate', cell: (line: BracketLine) => formatPercent(line.rate) },
          { header: 'From', numeric: true, cell: (line: BracketLine) => formatCurrency(line.min) },
          {
            header: 'Up to',
            numeric: true,
            cell: (line: BracketLine) => (line.max === null ? 'No limit' : formatCurrency(line.max)),
          },
          {
            header: 'Income in bracket',
            numeric: true,
            cell: (line: BracketLine) => formatCurrency(line.taxableAmount),
          },
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
      {widow ? (
        <>
          <Recommendations title={`If one of you dies in ${widow.deathYear}`} headingLevel={3} items={widowLines} />
          {widow.years.length > 0 ? (
            <DataTable
              caption="Change for you as the survivor against both of you living, each year (the same income as entered)"
              columns={WIDOW_COLUMNS}
              rows={widow.years}
              rowKey={(y) => String(y.year)}
            />
          ) : null}
        </>
      ) : null}
      <HowCalculated
        formulas={widow && !widow.error ? [...result.formulas, ...widow.formulas] : result.formulas}
        assumptions={widow && !widow.error ? [...result.assumptions, ...widow.assumptions] : result.assumptions}
        taxYear={result.taxYear}
      />
    </LiveCalculator>
  );
}

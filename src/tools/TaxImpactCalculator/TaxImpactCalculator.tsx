import { useMemo } from 'react';
import {
  LazyChart,
  DataTable,
  type DataTableColumn,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  formatCurrency,
  formatPercent,
} from '../../kit';
import { LiveCalculator, useLiveCalculator, type ToolFieldset } from '../shared/layout/Calculator';
import { DEFAULTS, filingStatusWords } from './fields';
import { computeTaxImpact } from './scenario';
import type { computeWidowsTax } from './widow';
import { widowPart } from './widowLoader';
import { useOnDemand } from '../shared/layout/onDemand';
import type { ToolProps } from '../types';
import { tool } from './tool';
import { assumptionWords, formulaWords, problemWords } from './taxWords';
import * as m from './messages';

type BracketLine = ReturnType<typeof computeTaxImpact>['bracketBreakdown'][number];

const INCOME_FIELDS = (): ToolFieldset<typeof DEFAULTS> => [
  m.fieldsetIncome(),
  ['socialSecurity', 'pensionIncome', 'traditionalWithdrawals', 'rothWithdrawals', 'investmentIncome', 'otherIncome'],
];
/** The form's fieldsets, each listing its fields in order; the spouse's age and "if one of us dies" are asked only on a joint return, where they count. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetAbout(), ['filingStatus', 'age', 'taxYear']],
  INCOME_FIELDS(),
];
const jointFieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetAbout(), ['filingStatus', 'age', 'spouseAge', 'taxYear']],
  INCOME_FIELDS(),
  [m.fieldsetDies(), ['spouseSocialSecurity', 'deathYear']],
];

type Widow = NonNullable<ReturnType<typeof computeWidowsTax>>;
type WidowYear = Widow['years'][number];

const signed = (n: number) =>
  Math.round(n) === 0 ? formatCurrency(0) : `${n > 0 ? '+' : '−'}${formatCurrency(Math.abs(n))}`;
/** Which way a yearly figure moves, and by how much, for a sentence's `select`. */
const movement = (n: number) => ({
  change: Math.round(n) === 0 ? 'same' : n > 0 ? 'rises' : 'falls',
  amount: formatCurrency(Math.abs(n)),
});

const widowColumns = (): readonly DataTableColumn<WidowYear>[] => [
  { header: m.yearColumn(), cell: (y) => String(y.year) },
  { header: m.incomeColumn(), numeric: true, cell: (y) => signed(y.incomeChange) },
  { header: m.taxColumn(), numeric: true, cell: (y) => signed(y.taxChange) },
  { header: m.surchargeColumn(), numeric: true, cell: (y) => signed(y.premiumChange) },
  {
    header: m.premiumsSetByColumn(),
    cell: (y) => m.premiumsSetBy({ status: y.premiumsFromStatus, year: y.premiumsFromYear }),
  },
];

/** The survivor's premiums in words: the tier and what it adds over the standard premiums. */
function premiumWords(y: WidowYear): string {
  if (!y.survivorOnMedicare) return m.premiumsNotOnMedicare();
  return y.survivorTier === 0
    ? m.premiumsStandard()
    : m.premiumsTier({ tier: y.survivorTier, amount: formatCurrency(y.survivorSurcharge) });
}

/** Years in a sentence: "2027", "2027 and 2028" (Medicare's two-year look-back gives at most two). */
const yearsWords = (years: number[]): string =>
  years.reduce<string>((words, year) => (words ? m.twoYears({ first: words, second: year }) : String(year)), '');

/** "If one of us dies": the change in tax and premiums in plain words (issue H2, item 4). */
export function widowSentences(w: Widow): string[] {
  if (w.error) return [problemWords(w.error)];
  const lines = w.warning ? [problemWords(w.warning)] : [];
  const [first, second] = w.years;
  if (!first) return lines;
  lines.push(
    m.widowFirstYear({
      deathYear: w.deathYear,
      year: first.year,
      ...movement(first.taxChange),
      lost: first.incomeChange < 0 ? formatCurrency(-first.incomeChange) : 'none',
    }),
  );
  // A blank is not 0 (issue I6, item 2): the split was not given, so say which split was used.
  if (!w.spouseSocialSecurityEntered && w.ownSocialSecurity > 0) lines.push(m.widowSpouseBlank());
  const extra = w.sameIncomeSingleTax - w.sameIncomeJointTax;
  if (Math.round(extra) > 0)
    lines.push(m.widowSameIncome({ income: formatCurrency(first.bothIncome), extra: formatCurrency(extra) }));
  const single = w.years.find((y) => y.premiumsFromStatus === 'single');
  const jointYears = w.years.filter((y) => y.premiumsFromStatus === 'marriedJoint').map((y) => y.year);
  if (single)
    lines.push(
      m.widowMedicare({
        joint: jointYears.length > 0 ? yearsWords(jointYears) : 'none',
        year: single.year,
        fromYear: single.premiumsFromYear,
        premiums: premiumWords(single),
      }),
    );
  const change = w.years.find((y) => Math.round(y.premiumChange) !== 0);
  if (change) lines.push(m.widowSurcharge({ year: change.year, ...movement(change.premiumChange) }));
  lines.push(m.widowQualifyingSpouse({ year: first.year, second: second ? second.year : 'none' }));
  lines.push(m.widowLifeChangingEvent());
  return lines;
}

/** Retirement income tax impact calculator (SPEC §3 inputs and outputs, §5 bounds, §8 the empty message, §9 "Tax impact" brackets and deductions): live results. */
export function TaxImpactCalculator(_props: ToolProps) {
  const { form, result } = useLiveCalculator(tool, computeTaxImpact);
  const { inputs } = form;
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
      fieldsets={result.filingStatus === 'marriedJoint' ? jointFieldsets() : fieldsets()}
      title={m.resultsTitle({ taxYear: result.taxYear })}
      status={hasIncome ? 'ready' : 'empty'}
      emptyMessage={m.emptyMessage()}
      summary={
        hasIncome
          ? [
              result.totalIncome > 0
                ? m.summaryTax({
                    taxYear: result.taxYear,
                    tax: formatCurrency(result.totalTax),
                    rate: formatPercent(result.effectiveRate, 1),
                    income: formatCurrency(result.totalIncome),
                  })
                : m.summaryNoIncome({ taxYear: result.taxYear, zero: formatCurrency(0) }),
              m.summaryTopBracket({ rate: formatPercent(result.marginalRate) }),
              ...(widow ? [widowLines[widow.warning && !widow.error ? 1 : 0] ?? ''] : []),
            ]
              .join(' ')
              .trimEnd()
          : m.emptyMessage()
      }
    >
      <ResultCard
        label={m.federalTaxLabel()}
        value={result.totalTax}
        emphasis="primary"
        description={
          result.totalIncome > 0
            ? m.cardDescription({
                rate: formatPercent(result.effectiveRate, 1),
                income: formatCurrency(result.totalIncome),
              })
            : m.cardNoIncome()
        }
      />
      <ResultList
        items={[
          {
            label: m.effectiveRateLabel(),
            value: formatPercent(result.effectiveRate, 1),
            description: m.effectiveRateDescription(),
          },
          {
            label: m.marginalRateLabel(),
            value: formatPercent(result.marginalRate),
            description: m.marginalRateDescription(),
          },
          { label: m.totalIncomeLabel(), value: result.totalIncome },
          { label: m.agiLabel(), value: result.adjustedGrossIncome },
          { label: m.standardDeductionLabel(), value: result.standardDeduction },
          {
            label: m.taxableSocialSecurityLabel(),
            value: result.taxableSocialSecurity,
            description: m.taxableSocialSecurityDescription(),
          },
          { label: m.taxableIncomeLabel(), value: result.taxableIncome },
        ]}
      />
      <DataTable
        caption={m.bracketCaption({
          status: filingStatusWords(result.filingStatus).toLowerCase(),
          taxYear: result.taxYear,
        })}
        columns={[
          { header: m.rateColumn(), cell: (line: BracketLine) => formatPercent(line.rate) },
          { header: m.fromColumn(), numeric: true, cell: (line: BracketLine) => formatCurrency(line.min) },
          {
            header: m.upToColumn(),
            numeric: true,
            cell: (line: BracketLine) => (line.max === null ? m.noLimit() : formatCurrency(line.max)),
          },
          {
            header: m.incomeInBracketColumn(),
            numeric: true,
            cell: (line: BracketLine) => formatCurrency(line.taxableAmount),
          },
          { header: m.taxColumn(), numeric: true, cell: (line: BracketLine) => formatCurrency(line.tax) },
        ]}
        rows={result.bracketBreakdown}
        rowKey={(line) => String(line.rate)}
      />
      <LazyChart
        title={m.chartTitle()}
        summary={m.chartSummary({ rate: formatPercent(result.marginalRate), tax: formatCurrency(result.totalTax) })}
        kind="bar"
        data={chartData}
        xKey="bracket"
        xLabel={m.bracketAxis()}
        series={[{ key: 'tax', label: m.taxColumn(), format: { style: 'currency' } }]}
      />
      {widow ? (
        <>
          <Recommendations title={m.widowTitle({ year: widow.deathYear })} headingLevel={3} items={widowLines} />
          {widow.years.length > 0 ? (
            <DataTable
              caption={m.widowCaption()}
              columns={widowColumns()}
              rows={widow.years}
              rowKey={(y) => String(y.year)}
            />
          ) : null}
        </>
      ) : null}
      <HowCalculated
        formulas={(widow && !widow.error ? [...result.formulas, ...widow.formulas] : result.formulas).map(formulaWords)}
        assumptions={(widow && !widow.error ? [...result.assumptions, ...widow.assumptions] : result.assumptions).map(
          assumptionWords,
        )}
        taxYear={result.taxYear}
      />
    </LiveCalculator>
  );
}

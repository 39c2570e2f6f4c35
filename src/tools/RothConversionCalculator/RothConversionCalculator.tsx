import { Suspense, lazy, useMemo, useState } from 'react';
import {
  Button,
  HowCalculated,
  Recommendations,
  ResultCard,
  ResultList,
  StatusBadge,
  formatCurrency,
  type StatusTone,
} from '../../kit';
import { ROTH_BOUNDS, type RothRecommendation } from '../../finance/tax/roth';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { toolStyles } from '../shared/layout/ToolLayout';
import { DEFAULTS } from './fields';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { rothInTodaysDollars, type RothConversionResult, type RothIncomeAnswer } from '../../finance/tax/roth';
import {
  howCalculatedWith,
  inDollarsOf,
  summaryInDollarsOf,
  TodaysDollarsToggle,
} from '../shared/layout/TodaysDollars';
import { computeRoth, scenario } from './scenario';
import { downloadData, downloadTextSummary } from '../shared/layout/downloadSummary';
import { todayIso } from '../shared/form/today';
import type { ToolProps } from '../types';
import * as s from './RothConversionCalculator.css';
import { tool } from './tool';

const PlannerDialog = lazy(() => import('./PlannerDialog'));

/** No inflation input: the site-wide assumption. */
const INFLATION = inflationAssumption();
export const DOWNLOAD_FILE_NAME = 'roth-conversion-results.json';
export const SUMMARY_FILE_NAME = 'roth-conversion-summary.txt';

/** The form's fieldsets, each listing its fields in order. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['You and your IRA', ['currentAge', 'iraBalance', 'conversionAmount']],
  ['Taxes and growth', ['currentTaxBracket', 'retirementTaxBracket', 'returnRate', 'yearsUntilRetirement']],
  ['Your income this year (optional)', ['filingStatus', 'otherIncome', 'socialSecurity']],
];

const TONE: Record<RothRecommendation, StatusTone> = {
  Favorable: 'success',
  'Not Favorable': 'critical',
  Neutral: 'neutral',
};

const BENEFITS = [
  'Qualified Roth withdrawals are tax-free in retirement.',
  'Roth IRAs have no required minimum distributions for the owner.',
  'Lower taxable income later can keep more of your Social Security untaxed and may lower Medicare premiums.',
  'Heirs usually inherit a Roth IRA without income tax.',
];

const CONSIDERATIONS = [
  'You pay income tax on the converted amount this year; paying it from other savings keeps more in the Roth.',
  'A large conversion can push you into a higher bracket this year; converting in smaller amounts over several years can help.',
  'Each conversion has its own five-year rule before earnings can come out tax-free.',
  'Extra income this year can raise Medicare premiums two years later (IRMAA).',
  'A conversion cannot be undone.',
];

const percent = (n: number) => `${Math.round(n * 10) / 10} %`;

/** The income boxes as the limits name them when one is left blank beside the other. */
const INCOME_WORDS: Record<RothIncomeAnswer, { box: string; enter: string }> = {
  otherIncome: { box: 'other income', enter: 'your other taxable income' },
  socialSecurity: { box: 'Social Security', enter: 'your benefits' },
};

/** The limits that change the answer, in plain words, shown beside the verdict (issue H2, item 7). */
export function rothLimits(r: RothConversionResult): string[] {
  const lines: string[] = [];
  const t = r.incomeTax;
  const medicare = medicareLine(r);
  if (!t) {
    // Only when both income boxes are blank: a $0 typed in either is an answer (issue I6, item 2).
    lines.push(
      `The tax uses the bracket you chose. Add your other income or Social Security below to work it out from your own return, with how much room is left before the next bracket.`,
    );
    if (medicare) lines.push(`${medicare} (Counting the conversion alone.)`);
    return lines;
  }
  lines.push(
    `The conversion adds ${formatCurrency(r.taxCost)} to your ${t.taxYear} federal tax: ${percent(r.taxRateOnConversion)} of the amount converted.`,
  );
  for (const blank of t.countedAsNone)
    lines.push(
      `The ${INCOME_WORDS[blank].box} box is blank, so we counted none. Enter ${INCOME_WORDS[blank].enter}, or 0 if there are none.`,
    );
  lines.push(
    t.roomToNextBracket === null
      ? `Your last converted dollar is taxed at ${t.topBracketWith} %, the top bracket.`
      : `Your last converted dollar is taxed at ${t.topBracketWith} %; ${formatCurrency(t.roomToNextBracket)} more income fits before the next bracket.`,
  );
  const moreSs = t.taxableSocialSecurityWith - t.taxableSocialSecurityWithout;
  if (moreSs > 0.5)
    lines.push(
      `The conversion makes ${formatCurrency(moreSs)} more of your Social Security taxable, so it costs more than your bracket alone suggests.`,
    );
  if (medicare) lines.push(medicare);
  return lines;
}

/** An amount, and whether the IRA holds that much. */
function upTo(amount: number, iraBalance: number): string {
  return amount > iraBalance
    ? `${formatCurrency(amount)} (more than your IRA's ${formatCurrency(iraBalance)})`
    : formatCurrency(amount);
}

/**
 * The direct answer, in one line, from the income entered (issue I6, item 2): the largest conversion
 * below the next Medicare threshold and the largest within the current bracket (src/finance, the
 * IRMAA and tax engines). The Medicare half only for a reader on Medicare when the premiums are set.
 * Null until the income is entered.
 */
export function headroomLine(r: RothConversionResult, iraBalance: number): string | null {
  const h = r.headroom;
  if (!h) return null;
  const bracket = h.bracket
    ? `within your current bracket (${h.bracket.rate} %) is ${upTo(h.bracket.largest, iraBalance)}`
    : null;
  if (!r.medicare.onMedicare)
    return bracket
      ? `The largest conversion ${bracket}.`
      : 'Your income is already taxed in the top bracket, so every dollar converted is taxed at the top rate.';
  const medicare = h.medicare
    ? `The largest conversion that keeps you below the next Medicare threshold is ${upTo(h.medicare.largest, iraBalance)}`
    : 'Your income is already in the top Medicare income tier';
  return bracket ? `${medicare}; the largest ${bracket}.` : `${medicare}; you are already in the top tax bracket.`;
}

/** Medicare's income-related premiums two years on, in one sentence; null when you will not be on Medicare by then. */
function medicareLine(r: RothConversionResult): string | null {
  const m = r.medicare;
  if (!m.onMedicare || r.conversionAmount <= 0) return null;
  const whose = m.people === 2 ? ' for the two of you' : '';
  const room =
    m.roomToNextThreshold === null
      ? 'You are in the top income tier already.'
      : `${formatCurrency(m.roomToNextThreshold)} more income that year fits before the next Medicare threshold.`;
  if (m.extraPremiums > 0)
    return `Your ${m.incomeYear} income sets your ${m.premiumYear} Medicare premiums. The conversion takes it over a threshold, so those premiums rise by ${formatCurrency(m.extraPremiums)}${whose} that year. ${room}`;
  return `Your ${m.incomeYear} income sets your ${m.premiumYear} Medicare premiums; the conversion does not raise them. ${room}`;
}

/** Roth conversion calculator (SPEC §2 standalone screen with benefits and considerations, §3 inputs and outputs, §4 the verdict words, §5 bounds, §9 "Roth conversion" formulas): live results. */
export function RothConversionCalculator(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs, update } = form;
  const nominal = useMemo(() => computeRoth(inputs), [inputs]);
  const [plannerOpen, setPlannerOpen] = useState(false);
  // The tool has no year of its own: "today" is this calendar year, when the tax is paid.
  const baseYear = new Date().getFullYear();
  const inTodaysDollars = inputs.todaysDollars;
  const result = useMemo(
    () =>
      inTodaysDollars
        ? { ...nominal, ...rothInTodaysDollars(nominal, inputs.yearsUntilRetirement, INFLATION.percent) }
        : nominal,
    [nominal, inTodaysDollars, inputs.yearsUntilRetirement],
  );
  const dollars = inTodaysDollars ? `, ${inDollarsOf(baseYear)}` : '';
  // SPEC §4: until there is something to convert, the recommendation reads 'Calculate to see'.
  const ready = inputs.iraBalance > 0 && inputs.conversionAmount > 0;
  // A $0 typed is an answer: said as one, never as a request to type what was just typed.
  const notReady =
    inputs.iraBalance <= 0
      ? 'Your IRA balance is $0, so there is nothing to convert. Enter your traditional IRA balance to compare converting with not converting.'
      : 'Converting $0 changes nothing. Enter an amount to convert to compare the two choices.';
  const headroom = headroomLine(nominal, inputs.iraBalance);
  const breakEven =
    result.breakEvenTime === 0 ? 'Never' : `${result.breakEvenTime} ${result.breakEvenTime === 1 ? 'year' : 'years'}`;
  const limits = rothLimits(nominal);

  const download = () => {
    const { assumptions: _a, formulas: _f, ...figures } = result;
    void downloadData(DOWNLOAD_FILE_NAME, { tool: tool.id, inputs, results: { ...figures, breakEven } });
  };
  // The readable file: the figures and results in words, rounded as on screen (issue H7 §5).
  const downloadSummary = () => {
    const results = ready
      ? [
          `Recommendation: ${result.recommendation}`,
          `Net benefit of converting${dollars}: ${formatCurrency(result.netBenefit)}`,
          `Tax you pay now on the conversion: ${formatCurrency(result.taxCost)}`,
          `The same tax money left invested, at retirement${dollars}: ${formatCurrency(result.taxCostGrown)}`,
          `Roth IRA value at retirement${dollars}: ${formatCurrency(result.rothValue)}`,
          `Traditional IRA value at retirement, after tax${dollars}: ${formatCurrency(result.traditionalValue)}`,
          `Break-even time: ${breakEven}`,
          ...(headroom ? [headroom] : []),
        ]
      : [notReady];
    void downloadTextSummary(SUMMARY_FILE_NAME, {
      title: 'Roth conversion calculator: a summary',
      date: todayIso(),
      fields: scenario.fields,
      inputs,
      examples: form.examples,
      sections: [
        { heading: 'Converting compared with not converting', lines: results },
        { heading: 'What changes the answer', lines: ready ? limits : [] },
      ],
    });
  };

  return (
    <>
      <LiveCalculator
        form={form}
        inputs={
          <ToolFieldsets
            sets={FIELDSETS}
            field={form.field}
            changes={{ conversionAmount: { max: Math.min(ROTH_BOUNDS.money.max, inputs.iraBalance) } }}
          />
        }
        title="Converting compared with not converting"
        summary={
          ready
            ? summaryInDollarsOf(
                inTodaysDollars ? baseYear : null,
                `Recommendation: ${result.recommendation}. Converting ${formatCurrency(result.conversionAmount)} costs ${formatCurrency(result.taxCost)} in tax now; the net benefit is ${formatCurrency(result.netBenefit)}.${headroom ? ` ${headroom}` : ''} ${limits.join(' ')}`,
              )
            : undefined
        }
      >
        {ready ? (
          <>
            <p>
              Recommendation: <StatusBadge tone={TONE[result.recommendation]}>{result.recommendation}</StatusBadge>
            </p>
            {headroom ? <p className={s.headroom}>{headroom}</p> : null}
            <Recommendations title="What changes the answer" headingLevel={3} items={limits} />
            <TodaysDollarsToggle
              checked={inputs.todaysDollars}
              onCheckedChange={(on) => update('todaysDollars', on)}
              baseYear={baseYear}
            />
            {inTodaysDollars ? (
              <p>
                The values at retirement are converted; the tax is paid now, so it stays the same. The recommendation
                and break-even time do not change.
              </p>
            ) : null}
            {result.conversionClamped ? (
              <p>
                You asked to convert more than your IRA balance, so we used the whole balance,{' '}
                {formatCurrency(result.conversionAmount)}.
              </p>
            ) : null}
            <ResultCard
              label={`Net benefit of converting${dollars}`}
              value={result.netBenefit}
              emphasis="primary"
              description="What the Roth is worth at retirement, less what you would have without converting: the same money left in the traditional IRA after tax, plus the money that paid the tax, left invested at the same return."
            />
            <ResultList
              items={[
                { label: 'Tax you pay now on the conversion', value: result.taxCost },
                {
                  label: `The same tax money left invested, at retirement${dollars}`,
                  value: result.taxCostGrown,
                  description:
                    'What you keep if you do not convert. Tax on its dividends and gains in a taxable account would make it a little less.',
                },
                { label: `Roth IRA value at retirement${dollars}`, value: result.rothValue, description: 'Tax-free.' },
                { label: `Traditional IRA value at retirement, after tax${dollars}`, value: result.traditionalValue },
                {
                  label: 'Break-even time',
                  value: breakEven,
                  description:
                    'With the same growth on both sides, converting is either ahead from the first year or never.',
                },
              ]}
            />
            <HowCalculated
              {...howCalculatedWith(
                result,
                inTodaysDollars ? { baseYear, assumption: INFLATION, what: 'The values at retirement' } : null,
              )}
            />
          </>
        ) : (
          <>
            <p>{notReady}</p>
            <p>Recommendation: Calculate to see</p>
          </>
        )}
      </LiveCalculator>
      <div className={s.extras}>
        <Recommendations title="Benefits of converting" headingLevel={3} items={BENEFITS} />
        <Recommendations title="Things to consider" headingLevel={3} items={CONSIDERATIONS} />
        {/* SPEC's "Schedule Consultation" and "Download Results" say what they do (RULES.md corrections, issue H7 §5). */}
        <div className={toolStyles.buttonRow}>
          <Button variant="secondary" onClick={downloadSummary}>
            Download a summary
          </Button>
          <Button variant="secondary" onClick={download}>
            Download data (JSON)
          </Button>
          <Button variant="secondary" onClick={() => setPlannerOpen(true)}>
            Find a financial planner
          </Button>
          {plannerOpen ? (
            <Suspense fallback={null}>
              <PlannerDialog onClose={() => setPlannerOpen(false)} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </>
  );
}

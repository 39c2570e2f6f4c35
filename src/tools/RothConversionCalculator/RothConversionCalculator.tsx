import { Suspense, lazy, useMemo, useState } from 'react';
import {
  Button,
  Recommendations,
  ResultCard,
  ResultList,
  StatusBadge,
  formatCurrency,
  formatNumber,
  type StatusTone,
} from '../../kit';
import { ROTH_BOUNDS, type RothRecommendation } from '../../finance/tax/roth';
import { LiveCalculator, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { toolStyles } from '../shared/layout/ToolLayout';
import { DEFAULTS } from './fields';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { rothInTodaysDollars, type RothConversionResult, type RothIncomeAnswer } from '../../finance/tax/roth';
import { todaysDollarsView, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { computeRoth } from './scenario';
import type { ToolProps } from '../types';
import * as s from './RothConversionCalculator.css';
import { tool } from './tool';
import { RothReadingWhenNear } from './RothReadingWhenNear';
import { verdictWords } from './rothWords';
import { RothHowCalculated } from './RothHowCalculated';
import { rich } from '../../i18n/rich';
import * as m from './messages';

const PlannerDialog = lazy(() => import('./PlannerDialog'));
/** The download buttons' code, fetched on the press (downloads.ts). */
const downloads = () => import('./downloads');

/** No inflation input: the site-wide assumption. */
const INFLATION = inflationAssumption();

/** The form's fieldsets, each listing its fields in order, their legends read when shown. */
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.fieldsetYou(), ['currentAge', 'iraBalance', 'conversionAmount']],
  [m.fieldsetTaxes(), ['currentTaxBracket', 'retirementTaxBracket', 'returnRate', 'yearsUntilRetirement']],
  [m.fieldsetIncome(), ['filingStatus', 'otherIncome', 'socialSecurity']],
];

const TONE: Record<RothRecommendation, StatusTone> = {
  Favorable: 'success',
  'Not Favorable': 'critical',
  Neutral: 'neutral',
};

/** A percent as the sentences write it, to one decimal ("24", "6.5"); the sentence adds " %". */
const percent = (n: number) => formatNumber(n, 1);

/** The sentence for an income box left blank beside the other (counted as none). */
const BLANK_WORDS: Record<RothIncomeAnswer, () => string> = {
  otherIncome: m.blankOtherIncome,
  socialSecurity: m.blankSocialSecurity,
};

/** The limits that change the answer, in plain words, shown beside the verdict (issue H2, item 7). */
export function rothLimits(r: RothConversionResult): string[] {
  const lines: string[] = [];
  const t = r.incomeTax;
  const medicare = medicareLine(r);
  if (!t) {
    // Only when both income boxes are blank: a $0 typed in either is an answer (issue I6, item 2).
    lines.push(m.limitNoIncome());
    if (medicare) lines.push(m.conversionAlone({ medicare }));
    return lines;
  }
  lines.push(
    m.limitTaxAdds({ taxCost: formatCurrency(r.taxCost), taxYear: t.taxYear, rate: percent(r.taxRateOnConversion) }),
  );
  for (const blank of t.countedAsNone) lines.push(BLANK_WORDS[blank]());
  lines.push(
    t.roomToNextBracket === null
      ? m.limitTopBracket({ rate: percent(t.topBracketWith) })
      : m.limitRoom({ rate: percent(t.topBracketWith), room: formatCurrency(t.roomToNextBracket) }),
  );
  const moreSs = t.taxableSocialSecurityWith - t.taxableSocialSecurityWithout;
  if (moreSs > 0.5) lines.push(m.limitMoreSocialSecurity({ amount: formatCurrency(moreSs) }));
  if (medicare) lines.push(medicare);
  return lines;
}

/** An amount, and whether the IRA holds that much. */
function upTo(amount: number, iraBalance: number): string {
  return amount > iraBalance
    ? m.moreThanIra({ amount: formatCurrency(amount), balance: formatCurrency(iraBalance) })
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
  const bracket = h.bracket ? { rate: percent(h.bracket.rate), amount: upTo(h.bracket.largest, iraBalance) } : null;
  if (!r.medicare.onMedicare) return bracket ? m.headroomBracket(bracket) : m.headroomTopBracket();
  if (!h.medicare) return bracket ? m.headroomTopTierBracket(bracket) : m.headroomTopTierTopBracket();
  const medicareAmount = upTo(h.medicare.largest, iraBalance);
  return bracket ? m.headroomBoth({ medicareAmount, ...bracket }) : m.headroomMedicareTopBracket({ medicareAmount });
}

/** Medicare's income-related premiums two years on, in one sentence; null when you will not be on Medicare by then. */
function medicareLine(r: RothConversionResult): string | null {
  const med = r.medicare;
  if (!med.onMedicare || r.conversionAmount <= 0) return null;
  const room =
    med.roomToNextThreshold === null
      ? m.medicareRoomTopTier()
      : m.medicareRoom({ room: formatCurrency(med.roomToNextThreshold) });
  const years = { incomeYear: med.incomeYear, premiumYear: med.premiumYear, room };
  if (med.extraPremiums > 0)
    return m.medicareRises({
      ...years,
      amount: formatCurrency(med.extraPremiums),
      whose: med.people === 2 ? 'couple' : 'one',
    });
  return m.medicareSame(years);
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
  const todays = todaysDollarsView(inTodaysDollars ? baseYear : null, INFLATION);
  const { dollars } = todays;
  const verdict = verdictWords(result.recommendation);
  // SPEC §4: until there is something to convert, the recommendation reads 'Calculate to see'.
  const ready = inputs.iraBalance > 0 && inputs.conversionAmount > 0;
  // A $0 typed is an answer: said as one, never as a request to type what was just typed.
  const notReady =
    inputs.iraBalance <= 0 ? m.notReadyEmpty({ zero: formatCurrency(0) }) : m.notReadyZero({ zero: formatCurrency(0) });
  const headroom = headroomLine(nominal, inputs.iraBalance);
  const breakEven = result.breakEvenTime === 0 ? m.breakEvenNever() : m.breakEvenYears({ years: result.breakEvenTime });
  const limits = rothLimits(nominal);

  const download = () => void downloads().then(({ downloadRothData }) => downloadRothData(result, inputs, breakEven));
  // The readable file: the figures and results in words, rounded as on screen (issue H7 §5; downloads.ts).
  const downloadSummary = () => {
    const parts = {
      ready,
      result,
      verdict,
      dollars,
      breakEven,
      headroom,
      notReady,
      limits,
    };
    void downloads().then(({ downloadRothSummary }) =>
      downloadRothSummary({ ...parts, inputs, examples: form.examples }),
    );
  };

  return (
    <>
      <LiveCalculator
        form={form}
        fieldsets={fieldsets()}
        fieldChanges={{ conversionAmount: { max: Math.min(ROTH_BOUNDS.money.max, inputs.iraBalance) } }}
        title={m.resultsTitle()}
        summary={
          ready
            ? todays.summary(
                [
                  m.liveSummary({
                    recommendation: verdict,
                    amount: formatCurrency(result.conversionAmount),
                    taxCost: formatCurrency(result.taxCost),
                    netBenefit: formatCurrency(result.netBenefit),
                  }),
                  ...(headroom ? [headroom] : []),
                  ...limits,
                ].join(' '),
              )
            : undefined
        }
      >
        {ready ? (
          <>
            <p>
              {rich(m.recommendationBadge, {
                badge: <StatusBadge tone={TONE[result.recommendation]}>{verdict}</StatusBadge>,
              })}
            </p>
            {headroom ? <p className={s.headroom}>{headroom}</p> : null}
            <Recommendations title={m.changesTitle()} headingLevel={3} items={limits} />
            <TodaysDollarsToggle
              checked={inputs.todaysDollars}
              onCheckedChange={(on) => update('todaysDollars', on)}
              baseYear={baseYear}
            />
            {inTodaysDollars ? <p>{m.todaysDollarsNote()}</p> : null}
            {result.conversionClamped ? (
              <p>{m.clampedNote({ amount: formatCurrency(result.conversionAmount) })}</p>
            ) : null}
            <ResultCard
              label={m.netBenefitLabel({ dollars })}
              value={result.netBenefit}
              emphasis="primary"
              description={m.netBenefitDescription()}
            />
            <ResultList
              items={[
                { label: m.taxCostLabel(), value: result.taxCost },
                {
                  label: m.taxCostGrownLabel({ dollars }),
                  value: result.taxCostGrown,
                  description: m.taxCostGrownDescription(),
                },
                {
                  label: m.rothValueLabel({ dollars }),
                  value: result.rothValue,
                  description: m.rothValueDescription(),
                },
                { label: m.traditionalValueLabel({ dollars }), value: result.traditionalValue },
                {
                  label: m.breakEvenLabel(),
                  value: breakEven,
                  description: m.breakEvenDescription(),
                },
              ]}
            />
            <RothHowCalculated result={result} todays={todays} />
          </>
        ) : (
          <>
            <p>{notReady}</p>
            <p>{m.calculateToSee()}</p>
          </>
        )}
      </LiveCalculator>
      <div className={s.extras}>
        <RothReadingWhenNear />
        {/* SPEC's "Schedule Consultation" and "Download Results" say what they do (RULES.md corrections, issue H7 §5). */}
        <div className={toolStyles.buttonRow}>
          <Button variant="secondary" onClick={downloadSummary}>
            {m.downloadSummary()}
          </Button>
          <Button variant="secondary" onClick={download}>
            {m.downloadData()}
          </Button>
          <Button variant="secondary" onClick={() => setPlannerOpen(true)}>
            {m.findPlanner()}
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

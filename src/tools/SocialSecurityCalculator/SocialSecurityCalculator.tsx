import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Chart, DataTable, HowCalculated, ResultCard, formatCurrency, formatNumber } from '../../kit';
import { compareClaimingAges } from '../../finance';
import { SOCIAL_SECURITY_BOUNDS, type ClaimingRow } from '../../finance/socialSecurity/socialSecurity';
import { inflationAssumption } from '../../finance/core/todaysDollars';
import { LIFE_TABLE_YEAR, lifeTableDeathAge } from '../../finance/rules/socialSecurity/socialSecurityLifeTable';
import { claimingTotalsInTodaysDollars } from '../../finance/socialSecurity/socialSecurity';
import {
  LiveCalculator,
  ToolFieldsets,
  fieldRenderer,
  useCalculatorForm,
  type ToolFieldset,
} from '../shared/layout/Calculator';
import { todaysDollarsView, TodaysDollarsToggle } from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { AlreadyPaidNote } from './AlreadyPaidNote';
import { thisMonth, wholeAgeNow, withTableDeathAges } from './deathAges';
import { scenario } from './scenario';
import type { ToolProps } from '../types';
import { tool } from './tool';
import * as styles from './SocialSecurityCalculator.css';
import * as m from './calculator.messages';
import type { Assumption } from '../../kit';

const HORIZON = SOCIAL_SECURITY_BOUNDS.lifeExpectancy.max;
/** The form's fieldsets: one person, or a couple. */
// "Plan for" is its own first fieldset in both views, so choosing a view keeps the same control (and focus).
// Legends are read when shown, in the page's language.
const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.setPlanFor(), ['mode']],
  [m.setYourSocialSecurity(), ['birthYear', 'birthMonth', 'fraBenefit', 'lifeExpectancy', 'colaPercent']],
];
const coupleFieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [
  [m.setPlanFor(), ['mode']],
  [m.setYou(), ['birthYear', 'birthMonth', 'fraBenefit', 'yourSex', 'yourDeathAge']],
  [m.setYourSpouse(), ['spouseBirthYear', 'spouseBirthMonth', 'spouseFraBenefit', 'spouseSex', 'spouseDeathAge']],
  [m.setAssumptions(), ['realDiscountPercent', 'colaPercent']],
  [m.setIfOneDies(), ['whoDies', 'dyingAge']],
];
/** Couple mode's code (the optimizer and its results) loads only when chosen. */
const CoupleResults = lazy(() => import('./CoupleResults'));

/** The death-age hint: what SSA's life table gives for this person's age and sex today. */
function lifeTableHint(birthYear: number, birthMonth: number, sex: string): string {
  const age = wholeAgeNow(birthYear, birthMonth, thisMonth());
  return m.lifeTableHint({
    year: String(LIFE_TABLE_YEAR),
    sex: sex === 'female' || sex === 'male' ? sex : 'unstated',
    age,
    deathAge: formatNumber(lifeTableDeathAge(age, sex), 1),
  });
}

/** Age in whole years today, from the birth year and month (0 = month not given → null). */
function ageToday(birthYear: number, birthMonth: number, now: Date): number | null {
  if (!birthMonth) return null;
  const months = (now.getFullYear() - birthYear) * 12 + now.getMonth() + 1 - birthMonth;
  return Math.floor(months / 12);
}

/** A decimal age from the finance engine (80.4) in words, to the nearest month ("80 years and 5 months"). */
function ageInWords(age: number): string {
  let years = Math.floor(age + 1e-9);
  let months = Math.round((age - years) * 12);
  if (months === 12) {
    years += 1;
    months = 0;
  }
  return months === 0 ? m.ageYears({ years }) : m.ageYearsMonths({ years, months });
}

/** The full retirement age in words: "67", "66 and 10 months". */
function fraInWords(fra: { years: number; months: number }): string {
  return fra.months === 0 ? m.fraAge({ years: fra.years }) : m.fraAgeMonths({ years: fra.years, months: fra.months });
}

/** What the engine assumed and how it counts, worded here from its figures. */
function explanation(
  fra: string,
  delayedCreditPerYear: number,
  colaPercent: number,
  lifeExpectancy: number,
): { formulas: string[]; assumptions: Assumption[] } {
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    assumptions: [
      { label: m.aFra(), value: fra, source: m.aFraSource() },
      { label: m.aEarly(), value: m.aEarlyValue(), source: m.aEarlySource() },
      {
        label: m.aDelayed(),
        value: m.aDelayedValue({
          perYear: round2(delayedCreditPerYear * 100),
          perMonth: round2((delayedCreditPerYear * 100) / 12),
        }),
        source: m.aDelayedSource(),
      },
      { label: m.aCola(), value: m.aColaValue({ rate: colaPercent }) },
      { label: m.aLifetime(), value: m.aLifetimeValue({ age: lifeExpectancy }) },
    ],
    formulas: [m.fEarly(), m.fDelayed(), m.fLifetime(), m.fBreakEven()],
  };
}

function signedPercent(n: number): string {
  if (n === 0) return m.noChange();
  return `${n > 0 ? '+' : '−'}${formatNumber(Math.abs(n), 2)}%`;
}

function breakEvenSentence(from: string, to: string, age: number | null): string {
  return age === null
    ? m.breakEvenNever({ from, to, horizon: HORIZON })
    : m.breakEvenAt({ from, to, age: ageInWords(age) });
}

/** Social Security claiming-age comparison: live; SSA reduction and delayed-credit rules by birth year. */
export function SocialSecurityCalculator(_props: ToolProps) {
  const stored = useSocialSecurityForm();
  const { inputs, update } = stored;
  const now = useMemo(() => new Date(), []);
  const today = useMemo(() => ({ year: now.getFullYear(), month: now.getMonth() + 1 }), [now]);
  // Scenarios compared in couple mode (or a shared comparison of couples) show the couple results;
  // that descriptor and the optimizer load with couple mode, not with the tool.
  const linkComparesCouples = useMemo(
    () => typeof window !== 'undefined' && /(^|&)[ab]\.mode=couple(&|$)/.test(window.location.hash.slice(1)),
    [],
  );
  const wantCouple = inputs.mode === 'couple' || linkComparesCouples;
  const [coupleScenario, setCoupleScenario] = useState<typeof scenario | null>(null);
  useEffect(() => {
    if (wantCouple && !coupleScenario)
      void import('./coupleScenario').then((m) => setCoupleScenario(() => m.coupleScenario));
  }, [wantCouple, coupleScenario]);
  const form = coupleScenario && wantCouple ? { ...stored, scenario: coupleScenario } : stored;
  const single = useSingleView(form, now);
  const view: View =
    inputs.mode === 'couple'
      ? {
          inputs: (
            <ToolFieldsets
              sets={coupleFieldsets()}
              field={form.field}
              changes={{
                yourDeathAge: { hint: lifeTableHint(inputs.birthYear, inputs.birthMonth, inputs.yourSex) },
                spouseDeathAge: {
                  hint: lifeTableHint(inputs.spouseBirthYear, inputs.spouseBirthMonth, inputs.spouseSex),
                },
              }}
            />
          ),
          title: m.coupleTitle(),
          summary: m.coupleSummary(),
          children: (
            <>
              <Suspense fallback={<p>{m.loadingCouple()}</p>}>
                <CoupleResults inputs={inputs} today={today} />
              </Suspense>
              <TodaysDollarsToggle
                checked={inputs.todaysDollars}
                onCheckedChange={(on) => update('todaysDollars', on)}
                baseYear={today.year}
                inflationPercent={inputs.colaPercent}
              />
            </>
          ),
        }
      : single;
  return (
    <LiveCalculator
      form={form}
      inputs={
        <>
          <AlreadyPaidNote couple={inputs.mode === 'couple'} />
          {view.inputs}
          {/* Issue I3: the exact benefit from the record, instead of the statement's rounded estimate. */}
          <p>
            <Link className={styles.earningsRecordLink} to="/tools/earnings-record">
              {m.earningsRecordLink()}
            </Link>
          </p>
        </>
      }
      title={view.title}
      summary={view.summary}
    >
      {view.children}
    </LiveCalculator>
  );
}

/** What one view gives the calculator frame. */
interface View {
  inputs: ReactNode;
  title: string;
  summary: string;
  children: ReactNode;
}

type Form = ReturnType<typeof useSocialSecurityForm>;
function useSocialSecurityForm() {
  const form = useCalculatorForm(tool);
  // The same reading My plan uses (coupleInput.ts): an age at death left to the life table shows its figure.
  const inputs = useMemo(() => withTableDeathAges(form.inputs, thisMonth()), [form.inputs]);
  return { ...form, inputs, field: fieldRenderer(FIELDS, { ...form, inputs }) };
}

/** The one-person view's parts (a hook, so both views are the same LiveCalculator and choosing the view keeps focus on “Plan for”). */
function useSingleView(form: Form, now: Date): View {
  const { inputs, update } = form;
  const result = useMemo(() => compareClaimingAges(inputs), [inputs]);
  const age = ageToday(inputs.birthYear, inputs.birthMonth, now);
  const future = inputs.birthYear > now.getFullYear();
  // Claiming ages already past are left out (a reader of 66 sees 66 to 70); past 70, only 70 (claim now).
  const openRows = useMemo(
    () => (age === null ? result.rows : result.rows.filter((r) => r.claimAge >= Math.min(age, 70))),
    [result, age],
  );
  const fra = { ...result.fullRetirementAge, label: fraInWords(result.fullRetirementAge) };
  const row = (age: number): ClaimingRow | undefined => result.rows.find((r) => r.claimAge === age);
  const at62 = row(62);
  const at70 = row(70);
  // The cost-of-living increase is this tool's inflation input; "today" is this calendar year.
  const baseYear = now.getFullYear();
  const inTodaysDollars = inputs.todaysDollars;
  const inflation = inflationAssumption(inputs.colaPercent);
  const totals = useMemo(
    () =>
      inTodaysDollars
        ? claimingTotalsInTodaysDollars(openRows, inputs, baseYear, inflation.percent)
        : openRows.map((r) => r.lifetimeBenefits),
    [openRows, inputs, baseYear, inflation.percent, inTodaysDollars],
  );
  const bestIndex = totals.reduce((bestSoFar, total, i) => (total > totals[bestSoFar]! + 1e-9 ? i : bestSoFar), 0);
  const best = openRows[bestIndex]
    ? { claimAge: openRows[bestIndex].claimAge, lifetimeBenefits: totals[bestIndex]! }
    : undefined;
  const todays = todaysDollarsView(inTodaysDollars ? baseYear : null, inflation);
  const { dollars } = todays;
  const fraWords = m.fraWords({ fra: fra.label });
  const lifeExpectancy = formatNumber(inputs.lifeExpectancy, 1);
  const explained = explanation(fra.label, result.delayedCreditPerYear, inputs.colaPercent, inputs.lifeExpectancy);

  return {
    inputs: <ToolFieldsets sets={fieldsets()} field={form.field} />,
    title: m.singleTitle(),
    summary: todays.summary(
      best && best.lifetimeBenefits > 0
        ? m.summaryBest({
            fra: fra.label,
            lifeExpectancy,
            age: best.claimAge,
            amount: formatCurrency(best.lifetimeBenefits),
          })
        : m.summaryNone({ fra: fra.label, lifeExpectancy }),
    ),
    children: (
      <>
        {future ? <p role="note">{m.futureBirthYear({ year: String(inputs.birthYear) })}</p> : null}
        {age !== null && age > 70 ? (
          <p role="note">{m.past70()}</p>
        ) : age !== null && age > 62 ? (
          <p role="note">{m.pastAges({ age })}</p>
        ) : null}
        <ResultCard
          label={m.fraCardLabel()}
          value={fra.label}
          emphasis="primary"
          description={m.fraCardDescription({ fra: fra.label, amount: formatCurrency(inputs.fraBenefit) })}
        />
        <p>{m.tradeOff()}</p>
        <DataTable
          caption={m.tableCaption()}
          columns={[
            { header: m.colClaimingAge(), cell: (r: ClaimingRow) => m.cellAge({ age: r.claimAge }) },
            {
              header: m.colChange(),
              numeric: true,
              cell: (r: ClaimingRow) => signedPercent(r.adjustmentPercent),
            },
            { header: m.colPerMonth(), numeric: true, cell: (r: ClaimingRow) => formatCurrency(r.monthlyBenefit) },
            { header: m.colPerYear(), numeric: true, cell: (r: ClaimingRow) => formatCurrency(r.annualBenefit) },
          ]}
          rows={openRows}
          rowKey={(r) => String(r.claimAge)}
        />
        <section aria-labelledby={`${tool.id}-break-even`}>
          <h4 id={`${tool.id}-break-even`}>{m.breakEvenHeading()}</h4>
          <ul>
            {at62 && <li>{breakEvenSentence('62', fraWords, at62.breakEvenVsFra)}</li>}
            {at70 && <li>{breakEvenSentence('62', '70', at70.breakEvenVs62)}</li>}
            {at70 && <li>{breakEvenSentence(fraWords, '70', at70.breakEvenVsFra)}</li>}
          </ul>
        </section>
        <TodaysDollarsToggle
          checked={inputs.todaysDollars}
          onCheckedChange={(on) => update('todaysDollars', on)}
          baseYear={baseYear}
          inflationPercent={inputs.colaPercent}
        />
        {inTodaysDollars ? (
          <p>{m.todaysDollarsNote({ rate: formatNumber(inflation.percent, 1), year: String(baseYear) })}</p>
        ) : null}
        <Chart
          title={m.chartTitle({ lifeExpectancy, dollars })}
          summary={
            best && best.lifetimeBenefits > 0
              ? m.chartSummaryBest({
                  lifeExpectancy,
                  age: best.claimAge,
                  amount: formatCurrency(best.lifetimeBenefits),
                  dollars,
                })
              : m.chartSummaryNone({ lifeExpectancy })
          }
          kind="bar"
          xKey="claimAge"
          xLabel={m.colClaimingAge()}
          data={openRows.map((r, i) => ({ claimAge: r.claimAge, lifetime: totals[i] ?? 0 }))}
          series={[{ key: 'lifetime', label: m.seriesTotal({ dollars }), format: { style: 'currency' } }]}
        />
        <HowCalculated {...todays.howCalculated(explained, m.laterChecks())} />
      </>
    ),
  };
}

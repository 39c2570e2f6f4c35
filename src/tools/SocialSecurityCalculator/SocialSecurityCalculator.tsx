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
import {
  howCalculatedWith,
  inDollarsOf,
  summaryInDollarsOf,
  TodaysDollarsToggle,
} from '../shared/layout/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { AlreadyPaidNote } from './AlreadyPaidNote';
import { thisMonth, wholeAgeNow, withTableDeathAges } from './coupleInput';
import { scenario } from './scenario';
import type { ToolProps } from '../types';
import { tool } from './tool';
import * as styles from './SocialSecurityCalculator.css';

const HORIZON = SOCIAL_SECURITY_BOUNDS.lifeExpectancy.max;
/** The form's fieldsets: one person, or a couple. */
// "Plan for" is its own first fieldset in both views, so choosing a view keeps the same control (and focus).
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['Plan for', ['mode']],
  ['Your Social Security', ['birthYear', 'birthMonth', 'fraBenefit', 'lifeExpectancy', 'colaPercent']],
];
const COUPLE_FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [
  ['Plan for', ['mode']],
  ['You', ['birthYear', 'birthMonth', 'fraBenefit', 'yourSex', 'yourDeathAge']],
  ['Your spouse', ['spouseBirthYear', 'spouseBirthMonth', 'spouseFraBenefit', 'spouseSex', 'spouseDeathAge']],
  ['Assumptions', ['realDiscountPercent', 'colaPercent']],
  ['If one of us dies', ['whoDies', 'dyingAge']],
];
/** Couple mode's code (the optimizer and its results) loads only when chosen. */
const CoupleResults = lazy(() => import('./CoupleResults'));

const PERSON: Record<string, string> = { female: 'a woman', male: 'a man', unstated: 'someone' };

/** The death-age hint: what SSA's life table gives for this person's age and sex today. */
function lifeTableHint(birthYear: number, birthMonth: number, sex: string): string {
  const age = wholeAgeNow(birthYear, birthMonth, thisMonth());
  const who = `${PERSON[sex] ?? PERSON.unstated} of ${age}${sex === 'female' || sex === 'male' ? '' : ' (the average of men and women)'}`;
  return `SSA period life table ${LIFE_TABLE_YEAR}: ${who} lives on average to ${formatNumber(lifeTableDeathAge(age, sex), 1)}. Change it to test a shorter or longer life.`;
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
  return months === 0 ? `${years} years` : `${years} years and ${months} ${months === 1 ? 'month' : 'months'}`;
}

function signedPercent(n: number): string {
  if (n === 0) return 'No change';
  return `${n > 0 ? '+' : '−'}${formatNumber(Math.abs(n), 2)}%`;
}

function breakEvenSentence(from: string, to: string, age: number | null): string {
  return age === null
    ? `Waiting from ${from} to ${to} would not pay off in total by age ${HORIZON}.`
    : `Waiting from ${from} to ${to} pays off if you live past ${ageInWords(age)}.`;
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
              sets={COUPLE_FIELDSETS}
              field={form.field}
              changes={{
                yourDeathAge: { hint: lifeTableHint(inputs.birthYear, inputs.birthMonth, inputs.yourSex) },
                spouseDeathAge: {
                  hint: lifeTableHint(inputs.spouseBirthYear, inputs.spouseBirthMonth, inputs.spouseSex),
                },
              }}
            />
          ),
          title: 'Your claiming choices as a couple',
          summary:
            'Claiming ages for you and your spouse compared month by month from 62 to 70, with spouse’s and survivor benefits.',
          children: (
            <>
              <Suspense fallback={<p>Loading the couple comparison…</p>}>
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
              Work it out from your earnings record
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
  const fra = result.fullRetirementAge;
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
  const dollars = inTodaysDollars ? `, ${inDollarsOf(baseYear)}` : '';
  const fraWords = `your full retirement age (${fra.label})`;

  return {
    inputs: <ToolFieldsets sets={FIELDSETS} field={form.field} />,
    title: 'Your claiming choices',
    summary: summaryInDollarsOf(
      inTodaysDollars ? baseYear : null,
      `Your full retirement age is ${fra.label}. ${
        best && best.lifetimeBenefits > 0
          ? `Up to age ${formatNumber(inputs.lifeExpectancy, 1)}, claiming at ${best.claimAge} adds up to the most: ${formatCurrency(best.lifetimeBenefits)}.`
          : `Up to age ${formatNumber(inputs.lifeExpectancy, 1)} no benefits are received at any claiming age.`
      }`,
    ),
    children: (
      <>
        {future ? (
          <p role="note">The birth year {inputs.birthYear} is in the future: enter the year you were born.</p>
        ) : null}
        {age !== null && age > 70 ? (
          <p role="note">You are past 70: benefits stop growing at 70, so claim now if you have not.</p>
        ) : age !== null && age > 62 ? (
          <p role="note">Claiming ages before {age} are past, so they are left out.</p>
        ) : null}
        <ResultCard
          label="Your full retirement age"
          value={fra.label}
          emphasis="primary"
          description={`At ${fra.label} you receive your full ${formatCurrency(inputs.fraBenefit)} a month.`}
        />
        <p>
          Claiming early means smaller checks for more years; waiting means bigger checks for fewer years. Which adds up
          to more depends mostly on how long you live, which no one knows, and your health, other savings, work and a
          spouse’s benefits matter too. This tool does not recommend an age: it shows the trade-off.
        </p>
        <DataTable
          caption="Your monthly benefit at each claiming age"
          columns={[
            { header: 'Claiming age', cell: (r: ClaimingRow) => `Age ${r.claimAge}` },
            {
              header: 'Change from full benefit',
              numeric: true,
              cell: (r: ClaimingRow) => signedPercent(r.adjustmentPercent),
            },
            { header: 'Per month', numeric: true, cell: (r: ClaimingRow) => formatCurrency(r.monthlyBenefit) },
            { header: 'Per year', numeric: true, cell: (r: ClaimingRow) => formatCurrency(r.annualBenefit) },
          ]}
          rows={openRows}
          rowKey={(r) => String(r.claimAge)}
        />
        <section aria-labelledby={`${tool.id}-break-even`}>
          <h4 id={`${tool.id}-break-even`}>When waiting pays off</h4>
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
          <p>
            Totals below use your cost-of-living increase ({formatNumber(inflation.percent, 1)}% a year) as the rise in
            prices, so each later check is counted at what it buys in {baseYear}. Monthly amounts are already at today’s
            level; break-even ages are worked out as before.
          </p>
        ) : null}
        <Chart
          title={`Total benefits received by age ${formatNumber(inputs.lifeExpectancy, 1)}${dollars}`}
          summary={
            best && best.lifetimeBenefits > 0
              ? `If you live to ${formatNumber(inputs.lifeExpectancy, 1)}, claiming at ${best.claimAge} adds up to the most: ${formatCurrency(best.lifetimeBenefits)}${dollars}.`
              : `Up to age ${formatNumber(inputs.lifeExpectancy, 1)} no benefits are received at any claiming age.`
          }
          kind="bar"
          xKey="claimAge"
          xLabel="Claiming age"
          data={openRows.map((r, i) => ({ claimAge: r.claimAge, lifetime: totals[i] ?? 0 }))}
          series={[{ key: 'lifetime', label: `Total received${dollars}`, format: { style: 'currency' } }]}
        />
        <HowCalculated
          {...howCalculatedWith(
            result,
            inTodaysDollars ? { baseYear, assumption: inflation, what: 'Checks paid in later years' } : null,
          )}
        />
      </>
    ),
  };
}

import { useMemo } from 'react';
import { Chart, DataTable, HowCalculated, ResultCard, formatCurrency, formatNumber } from '../../kit';
import { compareClaimingAges } from '../../finance';
import { SOCIAL_SECURITY_BOUNDS, type ClaimingRow } from '../../finance/socialSecurity';
import { inflationAssumption } from '../../finance/todaysDollars';
import { claimingTotalsInTodaysDollars } from '../../finance/socialSecurity';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/Calculator';
import { howCalculatedWith, inDollarsOf, summaryInDollarsOf, TODAYS_DOLLARS_DEFAULT, TodaysDollarsToggle } from '../shared/TodaysDollars';
import { DEFAULTS, FIELDS } from './fields';
import { scenario } from './scenario';
import type { ToolProps } from '../types';

const TOOL_ID = 'social-security';
const HORIZON = SOCIAL_SECURITY_BOUNDS.lifeExpectancy.max;
const FORM_DEFAULTS = { ...DEFAULTS, ...TODAYS_DOLLARS_DEFAULT };
/** The form's one fieldset. */
const FIELDSETS: readonly ToolFieldset<typeof DEFAULTS>[] = [['Your Social Security', ['birthYear', 'fraBenefit', 'lifeExpectancy', 'colaPercent']]];

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
  const form = useCalculatorForm(TOOL_ID, FORM_DEFAULTS, FIELDS, scenario);
  const { inputs, update } = form;
  const result = useMemo(() => compareClaimingAges(inputs), [inputs]);
  const fra = result.fullRetirementAge;
  const row = (age: number): ClaimingRow | undefined => result.rows.find((r) => r.claimAge === age);
  const at62 = row(62);
  const at70 = row(70);
  // The cost-of-living increase is this tool's inflation input; "today" is this calendar year.
  const baseYear = new Date().getFullYear();
  const inTodaysDollars = inputs.todaysDollars;
  const inflation = inflationAssumption(inputs.colaPercent);
  const totals = useMemo(
    () => (inTodaysDollars ? claimingTotalsInTodaysDollars(result.rows, inputs, baseYear, inflation.percent) : result.rows.map((r) => r.lifetimeBenefits)),
    [result, inputs, baseYear, inflation.percent, inTodaysDollars],
  );
  const bestIndex = totals.reduce((bestSoFar, total, i) => (total > totals[bestSoFar]! + 1e-9 ? i : bestSoFar), 0);
  const best = result.rows[bestIndex] ? { claimAge: result.rows[bestIndex].claimAge, lifetimeBenefits: totals[bestIndex]! } : undefined;
  const dollars = inTodaysDollars ? `, ${inDollarsOf(baseYear)}` : '';
  const fraWords = `your full retirement age (${fra.label})`;

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={FIELDSETS} field={form.field} />}
      title="Your claiming choices"
      summary={summaryInDollarsOf(inTodaysDollars ? baseYear : null, `Your full retirement age is ${fra.label}. ${
          best && best.lifetimeBenefits > 0
            ? `Up to age ${formatNumber(inputs.lifeExpectancy, 1)}, claiming at ${best.claimAge} adds up to the most: ${formatCurrency(best.lifetimeBenefits)}.`
            : `Up to age ${formatNumber(inputs.lifeExpectancy, 1)} no benefits are received at any claiming age.`
        }`,
      )}
    >
      <ResultCard label="Your full retirement age" value={fra.label} displayType="text" emphasis="primary" description={`At ${fra.label} you receive your full ${formatCurrency(inputs.fraBenefit)} a month.`} />
      <p>
        Claiming early means smaller checks for more years; waiting means bigger checks for fewer years. Which adds up to more depends mostly on how long you live, which no one
        knows, and your health, other savings, work and a spouse’s benefits matter too. This tool does not recommend an age: it shows the trade-off.
      </p>
      <DataTable
        caption="Your monthly benefit at each claiming age"
        columns={[
          { header: 'Claiming age', cell: (r: ClaimingRow) => r.claimAge },
          { header: 'Change from full benefit', numeric: true, cell: (r: ClaimingRow) => signedPercent(r.adjustmentPercent) },
          { header: 'Per month', numeric: true, cell: (r: ClaimingRow) => formatCurrency(r.monthlyBenefit) },
          { header: 'Per year', numeric: true, cell: (r: ClaimingRow) => formatCurrency(r.annualBenefit) },
        ]}
        rows={result.rows}
        rowKey={(r) => String(r.claimAge)}
      />
      <section aria-labelledby={`${TOOL_ID}-break-even`}>
        <h4 id={`${TOOL_ID}-break-even`}>When waiting pays off</h4>
        <ul>
          {at62 && <li>{breakEvenSentence('62', fraWords, at62.breakEvenVsFra)}</li>}
          {at70 && <li>{breakEvenSentence('62', '70', at70.breakEvenVs62)}</li>}
          {at70 && <li>{breakEvenSentence(fraWords, '70', at70.breakEvenVsFra)}</li>}
        </ul>
      </section>
      <TodaysDollarsToggle checked={inputs.todaysDollars} onCheckedChange={(on) => update('todaysDollars', on)} baseYear={baseYear} inflationPercent={inputs.colaPercent} />
      {inTodaysDollars ? (
        <p>
          Totals below use your cost-of-living increase ({formatNumber(inflation.percent, 1)}% a year) as the rise in prices, so each later check is counted at what it buys in {baseYear}. Monthly amounts are
          already at today’s level; break-even ages are worked out as before.
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
        data={result.rows.map((r, i) => ({ claimAge: r.claimAge, lifetime: totals[i] ?? 0 }))}
        series={[{ key: 'lifetime', label: `Total received${dollars}`, format: 'currency' }]}
      />
      <HowCalculated {...howCalculatedWith(result, inTodaysDollars ? { baseYear, assumption: inflation, what: 'Checks paid in later years' } : null)} />
    </LiveCalculator>
  );
}

import { useMemo } from 'react';
import { Link } from 'wouter';
import { DataTable, HowCalculated, ResultCard, formatCurrency, formatNumber } from '../../kit';
import {
  compareCoupleClaiming,
  type CouplePair,
  type CoupleYearRow,
} from '../../finance/socialSecurity/socialSecurityCouple';
import { ifOneDies } from '../../finance/socialSecurity/socialSecurityIfOneDies';
import {
  LIFE_TABLE_SOURCE,
  LIFE_TABLE_YEAR,
  lifeTableDeathAge,
  remainingLifeYears,
} from '../../finance/rules/socialSecurity/socialSecurityLifeTable';
import { SS_SPOUSAL_FIRST_MONTHS } from '../../finance/rules/socialSecurity/socialSecuritySpousal';
import { spousalReductionFactor } from '../../finance/socialSecurity/socialSecuritySpouse';
import { inDollarsOf } from '../shared/layout/TodaysDollars';
import { DEFAULTS, monthName } from './fields';
import { coupleClaimingInput, coupleProblems } from './coupleInput';
import { survivorLinks, type SurvivorLinks } from './survivorLinks';
import * as sl from './survivorLinks.messages';

export { coupleProblems };

type Inputs = typeof DEFAULTS & { todaysDollars: boolean };

export interface CoupleResultsProps {
  inputs: Inputs;
  /** This month. */
  today: { year: number; month: number };
}

/** An age in months as words: 66 and 4 months. */
export function monthsInWords(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years}` : `${years} and ${rest} month${rest === 1 ? '' : 's'}`;
}

const pairWords = (p: CouplePair) => `you at ${monthsInWords(p.claimA)}, your spouse at ${monthsInWords(p.claimB)}`;

const SEX_WORDS: Record<string, string> = { female: 'a woman', male: 'a man' };

/** "64 + 20.90 = 84.9 for a woman of 64": one person's default age at death, worked. */
export function lifeTableWords(age: number, sex: string): string {
  return `${age} + ${remainingLifeYears(age, sex).toFixed(2)} = ${formatNumber(lifeTableDeathAge(age, sex), 1)} for ${SEX_WORDS[sex] ?? 'someone'} of ${age}`;
}

/** The survivor's whole income: the planner at the year of the death, and the household plan, with these figures. */
function SurvivorIncomeLinks({ links }: { links: SurvivorLinks }) {
  return (
    <>
      <p>{sl.lead()}</p>
      <ul>
        <li>
          <Link to={links.planner}>{sl.plannerLink({ deathYear: String(links.deathYear) })}</Link>
        </li>
        <li>
          <Link to={links.incomePlan}>{sl.incomePlanLink()}</Link>
        </li>
      </ul>
      <p>
        {sl.carried({
          you: formatCurrency(links.yearlyYou),
          spouse: formatCurrency(links.yearlySpouse),
          survivor: links.survivor,
        })}
      </p>
    </>
  );
}

/** The couple view: the best pair of claiming ages, what others give up, income by year, and if one dies. */
export function CoupleResults({ inputs, today }: CoupleResultsProps) {
  const problems = coupleProblems(inputs, today);
  // The one reading of the inputs My plan, its printout and its calendar also use (coupleInput.ts).
  const couple = useMemo(() => coupleClaimingInput(inputs, today), [inputs, today]);
  const result = useMemo(() => (problems.length ? null : compareCoupleClaiming(couple)), [couple, problems.length]);
  const dies = useMemo(
    () =>
      result
        ? ifOneDies({
            ...couple,
            who: inputs.whoDies === 'spouse' ? 'b' : 'a',
            deathAge: inputs.dyingAge,
            claimA: result.best.claimA,
            claimB: result.best.claimB,
          })
        : null,
    [couple, result, inputs.whoDies, inputs.dyingAge],
  );
  if (!result || !dies) {
    return (
      <section aria-label="What to change">
        <h4>Check these answers</h4>
        <ul>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
    );
  }

  const cola = inputs.todaysDollars ? 0 : Math.max(0, inputs.colaPercent) / 100;
  const inYear = (amount: number, year: number) => amount * (1 + cola) ** Math.max(0, year - today.year);
  const dollars = inputs.todaysDollars
    ? inDollarsOf(today.year)
    : cola > 0
      ? `rising ${formatNumber(inputs.colaPercent, 1)}% a year`
      : 'today’s dollars';
  const best = result.best;
  const x = result.amounts;
  const fraA = monthsInWords(result.fraA);
  const fraB = monthsInWords(result.fraB);
  const higherIsYou = inputs.fraBenefit >= inputs.spouseFraBenefit;
  const higher = higherIsYou ? 'you' : 'your spouse';
  const higherClaim = higherIsYou ? best.claimA : best.claimB;
  const deathYear =
    (inputs.whoDies === 'spouse' ? inputs.spouseBirthYear : inputs.birthYear) + Math.floor(inputs.dyingAge);
  const survivorIsYou = inputs.whoDies === 'spouse';
  const survivorWord = survivorIsYou ? 'you' : 'your spouse';
  const deceasedWord = survivorIsYou ? 'your spouse' : 'you';
  const money = (amount: number, year = today.year) => formatCurrency(inYear(amount, year));
  /** Which dollars an amount paid in `year` is in, as the toggle and the cost-of-living rise make it. */
  const dollarsIn = (year: number) =>
    inputs.todaysDollars
      ? inDollarsOf(today.year)
      : cola > 0 && year > today.year
        ? `in ${year} dollars, with benefits rising ${formatNumber(inputs.colaPercent, 1)}% a year`
        : 'in today’s dollars';
  // The survivor's birth year: a switch later on is paid in a later year.
  const survivorBorn = survivorIsYou ? inputs.birthYear : inputs.spouseBirthYear;
  // Months from your birth month to your spouse's: turns one person's age into the other's.
  const birthGap =
    inputs.spouseBirthYear * 12 + (inputs.spouseBirthMonth || 1) - (inputs.birthYear * 12 + (inputs.birthMonth || 1));

  const spousalLine = (
    who: 'You' | 'Your spouse',
    ownPia: number,
    workerPia: number,
    amount: number,
    claim: number,
    fra: number,
    workerClaim: number,
  ) => {
    const half = workerPia / 2;
    if (amount <= 0)
      return `${who}: half of ${formatCurrency(workerPia)} is ${formatCurrency(half)}, no more than the own benefit, so no spouse’s benefit.`;
    const starts = Math.max(claim, workerClaim);
    const early = Math.max(0, fra - starts);
    const cut = (1 - spousalReductionFactor(early)) * 100;
    return `${who}: half of ${formatCurrency(workerPia)} PIA is ${formatCurrency(half)}, less the own ${formatCurrency(ownPia)} PIA${claim > fra ? ' (or the own benefit with delayed credits)' : ''}, is ${formatCurrency(Math.max(0, half - ownPia))}; ${
      early > 0
        ? `started ${early} months before full retirement age, reduced by ${formatNumber(cut, 1)}% (25/36 of 1% a month for the first ${SS_SPOUSAL_FIRST_MONTHS} months, 5/12 of 1% after)`
        : 'at or after full retirement age, not reduced'
    }, gives ${formatCurrency(amount)} a month.`;
  };

  return (
    <>
      <ResultCard
        label="Best pair of claiming ages"
        value={`You ${monthsInWords(best.claimA)}, spouse ${monthsInWords(best.claimB)}`}
        emphasis="primary"
        description={`Household benefits worth ${formatCurrency(best.presentValue)} in today’s dollars, discounted at ${formatNumber(inputs.realDiscountPercent, 1)}% a year, of ${formatNumber(result.pairsCompared)} pairs compared month by month.`}
      />
      <section aria-labelledby="ss-couple-why">
        <h4 id="ss-couple-why">Why this pair</h4>
        <p>
          Your own benefits: {formatCurrency(x.ownA)} a month for you from {monthsInWords(best.claimA)},{' '}
          {formatCurrency(x.ownB)} for your spouse from {monthsInWords(best.claimB)}.{' '}
          {x.spousalA > 0
            ? `You add a spouse’s benefit of ${formatCurrency(x.spousalA)} once both of you have filed. `
            : ''}
          {x.spousalB > 0
            ? `Your spouse adds a spouse’s benefit of ${formatCurrency(x.spousalB)} once both of you have filed. `
            : ''}
          {higherClaim >= 68 * 12
            ? `The larger benefit is ${higher === 'you' ? 'yours' : 'your spouse’s'}: waiting raises it by 2/3 of 1% a month up to 70, and after the first death the survivor keeps the larger of the two checks, so waiting pays for as long as either of you lives.`
            : `With the ages at death assumed, claiming earlier collects more months than waiting adds in size.`}{' '}
          If you die first, your spouse’s survivor benefit would be {formatCurrency(x.survivorB)}; if your spouse dies
          first, yours would be {formatCurrency(x.survivorA)}.
        </p>
        <p>
          Deemed filing applies: when either of you files for a retirement or spouse’s benefit, you are treated as
          filing for both, so you cannot take one and let the other grow. A spouse’s benefit never starts before the
          worker it is based on has filed.
        </p>
      </section>
      <DataTable
        caption="What other pairs give up"
        columns={[
          { header: 'Claiming ages', cell: (r: { label: string; pair: CouplePair }) => r.label },
          { header: 'Worth today', numeric: true, cell: (r) => formatCurrency(r.pair.presentValue) },
          {
            header: 'Less than the best',
            numeric: true,
            cell: (r) => (r.pair.giveUp > 0 ? formatCurrency(r.pair.giveUp) : 'Best'),
          },
        ]}
        rows={[
          { label: `Best: ${pairWords(best)}`, pair: best },
          ...result.runnersUp.map((p) => ({ label: pairWords(p), pair: p })),
          ...result.familiar.map((f) => ({ label: `${f.label} (${pairWords(f.pair)})`, pair: f.pair })),
        ]}
        rowKey={(r) => r.label}
      />
      <section aria-labelledby="ss-couple-dies">
        <h4 id="ss-couple-dies">If one of us dies</h4>
        <p>
          If {deceasedWord} die{survivorIsYou ? 's' : ''} at {formatNumber(inputs.dyingAge, 1)}, {survivorWord}{' '}
          {survivorIsYou ? 'are' : 'is'} {dies.survivorAgeAtDeath}. Before, the household gets{' '}
          {money(dies.householdBefore, deathYear)} a month ({survivorWord}: {money(dies.survivorBefore, deathYear)}).
          After, {survivorWord} get{survivorIsYou ? '' : 's'} the larger of {survivorIsYou ? 'your' : 'their'} own
          benefit ({money(dies.survivorOwn, deathYear)}) and the survivor benefit ({money(dies.widowBenefit, deathYear)}
          {dies.widowStartsAtAge > dies.survivorAgeAtDeath * 12 + 11
            ? `, from age ${monthsInWords(dies.widowStartsAtAge)}`
            : ''}
          ): {money(dies.survivorAfter, deathYear)} a month.{' '}
          {dies.householdDrop > 0
            ? `The household’s monthly income drops by ${money(dies.householdDrop, deathYear)}.`
            : `The household’s monthly income does not drop: it goes from ${money(dies.householdBefore, deathYear)} to ${money(dies.survivorAfter, deathYear)}.`}{' '}
          Amounts are {dollarsIn(deathYear)}.
        </p>
        {dies.switchOptions.length > 0 ? (
          <ul>
            {dies.switchOptions.map((o) => (
              <li key={o.firstBenefit}>
                {o.firstBenefit === 'survivor'
                  ? `Or take the survivor benefit first, ${money(o.firstMonthly, deathYear)} from ${monthsInWords(o.firstFromAge)}, then switch to ${survivorIsYou ? 'your' : 'their'} own benefit at 70: ${money(o.thenMonthly, survivorBorn + Math.floor(o.thenFromAge / 12))}.`
                  : `Or take ${survivorIsYou ? 'your' : 'their'} own benefit first, ${money(o.firstMonthly, deathYear)} from ${monthsInWords(o.firstFromAge)}, then switch to the full survivor benefit at ${monthsInWords(o.thenFromAge)}: ${money(o.thenMonthly, survivorBorn + Math.floor(o.thenFromAge / 12))}.`}
              </li>
            ))}
          </ul>
        ) : null}
        <SurvivorIncomeLinks links={survivorLinks(inputs, result, today)} />
      </section>
      <DataTable
        caption={`Household benefits by year with the best pair (${dollars})`}
        columns={[
          { header: 'Year', cell: (r: CoupleYearRow) => String(r.year) },
          { header: 'Your age', numeric: true, cell: (r) => (r.ageA === null ? '—' : String(r.ageA)) },
          { header: 'Spouse’s age', numeric: true, cell: (r) => (r.ageB === null ? '—' : String(r.ageB)) },
          { header: 'You', numeric: true, cell: (r) => formatCurrency(inYear(r.incomeA, r.year)) },
          { header: 'Your spouse', numeric: true, cell: (r) => formatCurrency(inYear(r.incomeB, r.year)) },
          { header: 'Household', numeric: true, cell: (r) => formatCurrency(inYear(r.household, r.year)) },
        ]}
        rows={result.yearly.filter((r) => r.household > 0)}
        rowKey={(r) => String(r.year)}
      />
      <HowCalculated
        title="How this is calculated"
        formulas={[
          `Your own benefit: your ${formatCurrency(inputs.fraBenefit)} PIA at full retirement age ${fraA}; claimed at ${monthsInWords(best.claimA)} it is ${formatCurrency(x.ownA)} (5/9 of 1% less a month for the first 36 months early, 5/12 of 1% after; 2/3 of 1% more a month after full retirement age up to 70; rounded down to the dime).`,
          `Your spouse’s own benefit: ${formatCurrency(inputs.spouseFraBenefit)} PIA at full retirement age ${fraB}; claimed at ${monthsInWords(best.claimB)} it is ${formatCurrency(x.ownB)}.`,
          `Spouse’s benefit. ${spousalLine('You', inputs.fraBenefit, inputs.spouseFraBenefit, x.spousalA, best.claimA, result.fraA, best.claimB + birthGap)}`,
          `Spouse’s benefit. ${spousalLine('Your spouse', inputs.spouseFraBenefit, inputs.fraBenefit, x.spousalB, best.claimB, result.fraB, best.claimA - birthGap)}`,
          `Survivor benefit: the deceased’s benefit with any delayed credits earned up to the claim or the death; if they claimed early, at most the larger of their reduced benefit and 82.5% of their PIA; reduced for the survivor’s age, to 71.5% at 60, none from the survivor’s full retirement age. Here: ${formatCurrency(dies.widowBenefit)} for ${survivorWord}.`,
          `Each pair’s worth: every month’s household benefits from now until both have died at the ages assumed, each discounted by ${formatNumber(inputs.realDiscountPercent, 1)}% a year; the survivor gets the larger of their own and the survivor benefit.`,
        ]}
        assumptions={[
          {
            label: 'Ages at death',
            value: `you ${formatNumber(result.deathAgeA, 1)}, your spouse ${formatNumber(result.deathAgeB, 1)}. SSA’s period life table ${LIFE_TABLE_YEAR} gives ${lifeTableWords(Math.floor(result.ageNowA / 12), inputs.yourSex)} and ${lifeTableWords(Math.floor(result.ageNowB / 12), inputs.spouseSex)}: the age today plus the average years left at that age${
              [inputs.yourSex, inputs.spouseSex].every((x) => x === 'female' || x === 'male')
                ? ''
                : ', for a sex not stated the average of the figures for men and women'
            }, to a tenth of a year`,
            source: LIFE_TABLE_SOURCE,
          },
          {
            label: 'Birth months',
            value: `${monthName(inputs.birthMonth || 1)} and ${monthName(inputs.spouseBirthMonth || 1)}${inputs.birthMonth && inputs.spouseBirthMonth ? '' : ' (January where not given)'}`,
          },
          {
            label: 'Spouse’s benefit reduction',
            value:
              '25/36 of 1% a month for the first 36 months before full retirement age, 5/12 of 1% after; no delayed credits',
            source: '20 CFR 404.410; POMS RS 00615.101',
          },
          {
            label: 'Survivor benefit',
            value: 'from the PIA with the deceased’s delayed credits; widow(er)’s limit 82.5%; 71.5% at 60',
            source: 'POMS RS 00615.301, .302, .320, .706',
          },
          {
            label: 'Deemed filing',
            value: 'filing for one benefit files for both (born 2 January 1954 or later)',
            source: 'Bipartisan Budget Act of 2015 §831; POMS GN 00204.035',
          },
          {
            label: 'Not counted',
            value: 'taxes, the earnings test, the family maximum, pensions from work not covered by Social Security',
          },
        ]}
      />
    </>
  );
}

export default CoupleResults;

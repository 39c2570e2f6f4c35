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
import * as c from './couple.messages';

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
  return rest === 0 ? c.monthsYears({ years }) : c.monthsYearsMonths({ years, months: rest });
}

const pairWords = (p: CouplePair) => c.pair({ you: monthsInWords(p.claimA), spouse: monthsInWords(p.claimB) });

/** "64 + 20.90 = 84.9 for a woman of 64": one person's default age at death, worked. */
export function lifeTableWords(age: number, sex: string): string {
  return c.lifeTable({
    age,
    years: remainingLifeYears(age, sex).toFixed(2),
    deathAge: formatNumber(lifeTableDeathAge(age, sex), 1),
    sex: sex === 'female' || sex === 'male' ? sex : 'unstated',
  });
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
      <section aria-label={c.whatToChange()}>
        <h4>{c.checkAnswers()}</h4>
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
      ? c.rising({ rate: formatNumber(inputs.colaPercent, 1) })
      : c.todaysDollars();
  const best = result.best;
  const x = result.amounts;
  const fraA = monthsInWords(result.fraA);
  const fraB = monthsInWords(result.fraB);
  const higherIsYou = inputs.fraBenefit >= inputs.spouseFraBenefit;
  const higher = higherIsYou ? 'you' : 'spouse';
  const higherClaim = higherIsYou ? best.claimA : best.claimB;
  const deathYear =
    (inputs.whoDies === 'spouse' ? inputs.spouseBirthYear : inputs.birthYear) + Math.floor(inputs.dyingAge);
  const survivorIsYou = inputs.whoDies === 'spouse';
  const survivor = survivorIsYou ? 'you' : 'spouse';
  const money = (amount: number, year = today.year) => formatCurrency(inYear(amount, year));
  /** Which dollars an amount paid in `year` is in, as the toggle and the cost-of-living rise make it. */
  const dollarsIn = (year: number) =>
    inputs.todaysDollars
      ? inDollarsOf(today.year)
      : cola > 0 && year > today.year
        ? c.inYearDollars({ year: String(year), rate: formatNumber(inputs.colaPercent, 1) })
        : c.inTodaysDollars();
  // The survivor's birth year: a switch later on is paid in a later year.
  const survivorBorn = survivorIsYou ? inputs.birthYear : inputs.spouseBirthYear;
  // Months from your birth month to your spouse's: turns one person's age into the other's.
  const birthGap =
    inputs.spouseBirthYear * 12 + (inputs.spouseBirthMonth || 1) - (inputs.birthYear * 12 + (inputs.birthMonth || 1));

  const spousalLine = (
    who: 'you' | 'spouse',
    ownPia: number,
    workerPia: number,
    amount: number,
    claim: number,
    fra: number,
    workerClaim: number,
  ) => {
    const half = workerPia / 2;
    if (amount <= 0) return c.spousalNone({ who, workerPia: formatCurrency(workerPia), half: formatCurrency(half) });
    const starts = Math.max(claim, workerClaim);
    const early = Math.max(0, fra - starts);
    const cut = (1 - spousalReductionFactor(early)) * 100;
    return c.spousalLine({
      who,
      workerPia: formatCurrency(workerPia),
      half: formatCurrency(half),
      ownPia: formatCurrency(ownPia),
      delayed: claim > fra ? 'yes' : 'no',
      difference: formatCurrency(Math.max(0, half - ownPia)),
      early: early > 0 ? 'yes' : 'no',
      months: early,
      cut: formatNumber(cut, 1),
      firstMonths: SS_SPOUSAL_FIRST_MONTHS,
      amount: formatCurrency(amount),
    });
  };

  return (
    <>
      <ResultCard
        label={c.bestLabel()}
        value={c.bestValue({ you: monthsInWords(best.claimA), spouse: monthsInWords(best.claimB) })}
        emphasis="primary"
        description={c.bestDescription({
          amount: formatCurrency(best.presentValue),
          rate: formatNumber(inputs.realDiscountPercent, 1),
          pairs: formatNumber(result.pairsCompared),
        })}
      />
      <section aria-labelledby="ss-couple-why">
        <h4 id="ss-couple-why">{c.whyHeading()}</h4>
        <p>
          {[
            c.whyOwn({
              ownYou: formatCurrency(x.ownA),
              ageYou: monthsInWords(best.claimA),
              ownSpouse: formatCurrency(x.ownB),
              ageSpouse: monthsInWords(best.claimB),
            }),
            x.spousalA > 0 ? c.whySpousalYou({ amount: formatCurrency(x.spousalA) }) : '',
            x.spousalB > 0 ? c.whySpousalSpouse({ amount: formatCurrency(x.spousalB) }) : '',
            higherClaim >= 68 * 12 ? c.whyWait({ higher }) : c.whyEarly(),
            c.whySurvivor({ spouse: formatCurrency(x.survivorB), you: formatCurrency(x.survivorA) }),
          ]
            .filter((sentence) => sentence !== '')
            .join(' ')}
        </p>
        <p>{c.deemed()}</p>
      </section>
      <DataTable
        caption={c.otherPairsCaption()}
        columns={[
          { header: c.colClaimingAges(), cell: (r: { label: string; pair: CouplePair }) => r.label },
          { header: c.colWorthToday(), numeric: true, cell: (r) => formatCurrency(r.pair.presentValue) },
          {
            header: c.colLessThanBest(),
            numeric: true,
            cell: (r) => (r.pair.giveUp > 0 ? formatCurrency(r.pair.giveUp) : c.cellBest()),
          },
        ]}
        rows={[
          { label: c.rowBest({ pair: pairWords(best) }), pair: best },
          ...result.runnersUp.map((p) => ({ label: pairWords(p), pair: p })),
          ...result.familiar.map((f) => ({ label: c.familiar({ id: f.id, pair: pairWords(f.pair) }), pair: f.pair })),
        ]}
        rowKey={(r) => r.label}
      />
      <section aria-labelledby="ss-couple-dies">
        <h4 id="ss-couple-dies">{c.diesHeading()}</h4>
        <p>
          {[
            c.diesBefore({
              survivor,
              deathAge: formatNumber(inputs.dyingAge, 1),
              survivorAge: dies.survivorAgeAtDeath,
              householdBefore: money(dies.householdBefore, deathYear),
              survivorBefore: money(dies.survivorBefore, deathYear),
            }),
            c.diesAfter({
              survivor,
              own: money(dies.survivorOwn, deathYear),
              widow: money(dies.widowBenefit, deathYear),
              from:
                dies.widowStartsAtAge > dies.survivorAgeAtDeath * 12 + 11
                  ? c.diesFrom({ age: monthsInWords(dies.widowStartsAtAge) })
                  : '',
              after: money(dies.survivorAfter, deathYear),
            }),
            dies.householdDrop > 0
              ? c.diesDrop({ drop: money(dies.householdDrop, deathYear) })
              : c.diesNoDrop({
                  before: money(dies.householdBefore, deathYear),
                  after: money(dies.survivorAfter, deathYear),
                }),
            c.diesAmountsIn({ dollars: dollarsIn(deathYear) }),
          ].join(' ')}
        </p>
        {dies.switchOptions.length > 0 ? (
          <ul>
            {dies.switchOptions.map((o) => (
              <li key={o.firstBenefit}>
                {o.firstBenefit === 'survivor'
                  ? c.switchSurvivorFirst({
                      survivor,
                      first: money(o.firstMonthly, deathYear),
                      fromAge: monthsInWords(o.firstFromAge),
                      then: money(o.thenMonthly, survivorBorn + Math.floor(o.thenFromAge / 12)),
                    })
                  : c.switchOwnFirst({
                      survivor,
                      first: money(o.firstMonthly, deathYear),
                      fromAge: monthsInWords(o.firstFromAge),
                      thenAge: monthsInWords(o.thenFromAge),
                      then: money(o.thenMonthly, survivorBorn + Math.floor(o.thenFromAge / 12)),
                    })}
              </li>
            ))}
          </ul>
        ) : null}
        <SurvivorIncomeLinks links={survivorLinks(inputs, result, today)} />
      </section>
      <DataTable
        caption={c.yearlyCaption({ dollars })}
        columns={[
          { header: c.colYear(), cell: (r: CoupleYearRow) => String(r.year) },
          { header: c.colYourAge(), numeric: true, cell: (r) => (r.ageA === null ? '—' : String(r.ageA)) },
          { header: c.colSpouseAge(), numeric: true, cell: (r) => (r.ageB === null ? '—' : String(r.ageB)) },
          { header: c.colYou(), numeric: true, cell: (r) => formatCurrency(inYear(r.incomeA, r.year)) },
          { header: c.colYourSpouse(), numeric: true, cell: (r) => formatCurrency(inYear(r.incomeB, r.year)) },
          { header: c.colHousehold(), numeric: true, cell: (r) => formatCurrency(inYear(r.household, r.year)) },
        ]}
        rows={result.yearly.filter((r) => r.household > 0)}
        rowKey={(r) => String(r.year)}
      />
      <HowCalculated
        title={c.howTitle()}
        formulas={[
          c.fOwnYou({
            pia: formatCurrency(inputs.fraBenefit),
            fra: fraA,
            claim: monthsInWords(best.claimA),
            own: formatCurrency(x.ownA),
          }),
          c.fOwnSpouse({
            pia: formatCurrency(inputs.spouseFraBenefit),
            fra: fraB,
            claim: monthsInWords(best.claimB),
            own: formatCurrency(x.ownB),
          }),
          c.fSpousal({
            line: spousalLine(
              'you',
              inputs.fraBenefit,
              inputs.spouseFraBenefit,
              x.spousalA,
              best.claimA,
              result.fraA,
              best.claimB + birthGap,
            ),
          }),
          c.fSpousal({
            line: spousalLine(
              'spouse',
              inputs.spouseFraBenefit,
              inputs.fraBenefit,
              x.spousalB,
              best.claimB,
              result.fraB,
              best.claimA - birthGap,
            ),
          }),
          c.fSurvivor({ amount: formatCurrency(dies.widowBenefit), survivor }),
          c.fWorth({ rate: formatNumber(inputs.realDiscountPercent, 1) }),
        ]}
        assumptions={[
          {
            label: c.aDeathAges(),
            value: c.aDeathAgesValue({
              you: formatNumber(result.deathAgeA, 1),
              spouse: formatNumber(result.deathAgeB, 1),
              year: String(LIFE_TABLE_YEAR),
              tableYou: lifeTableWords(Math.floor(result.ageNowA / 12), inputs.yourSex),
              tableSpouse: lifeTableWords(Math.floor(result.ageNowB / 12), inputs.spouseSex),
              unstated: [inputs.yourSex, inputs.spouseSex].every((x) => x === 'female' || x === 'male') ? 'no' : 'yes',
            }),
            source: LIFE_TABLE_SOURCE,
          },
          {
            label: c.aBirthMonths(),
            value: c.aBirthMonthsValue({
              you: monthName(inputs.birthMonth || 1),
              spouse: monthName(inputs.spouseBirthMonth || 1),
              notGiven: inputs.birthMonth && inputs.spouseBirthMonth ? 'no' : 'yes',
            }),
          },
          { label: c.aSpousal(), value: c.aSpousalValue(), source: '20 CFR 404.410; POMS RS 00615.101' },
          { label: c.aSurvivor(), value: c.aSurvivorValue(), source: 'POMS RS 00615.301, .302, .320, .706' },
          {
            label: c.aDeemed(),
            value: c.aDeemedValue(),
            source: 'Bipartisan Budget Act of 2015 §831; POMS GN 00204.035',
          },
          { label: c.aNotCounted(), value: c.aNotCountedValue() },
        ]}
      />
    </>
  );
}

export default CoupleResults;

/**
 * Each person's Social Security, year by year, in today's dollars (benefits rise with prices, so a plan
 * multiplies them by its own price level). Nothing here depends on the market, so a plan works it out once.
 * - Both benefits known as full-retirement-age amounts: the couple engine (socialSecurityCouple.ts), with
 *   spouse's benefits and the widow(er)'s benefit after the first death, month by month.
 * - One person: their own benefit from the claiming month.
 * - A benefit already being paid: that amount; after a death the survivor keeps the larger of their own and
 *   the widow(er)'s benefit (socialSecuritySpouse.ts: survivorBenefit on the deceased's record when it is known,
 *   survivorYearlyBenefit on the amount paid when only that is). No spouse's benefit is added to an amount
 *   already paid (it would already be in it) nor to a claim on a partner whose record is not known.
 */
import { coupleYearlyIncome } from '../socialSecurity/socialSecurityCouple';
import {
  ownBenefitAt,
  readBirthDate,
  survivorBenefit,
  survivorYearlyBenefit,
  type SsaBirth,
} from '../socialSecurity/socialSecuritySpouse';
import { SS_SURVIVOR_EARLIEST_AGE_MONTHS } from '../rules/socialSecurity/socialSecuritySurvivor';
import type { PlanPerson } from './readInput';

/** Months are counted as year × 12 + (month − 1). */
const bornMonth = (p: PlanPerson) => p.birthYear * 12 + p.birthMonth - 1;
/** Payments stop the month before this: the death month, or the January after the last year of the plan. */
export const diesMonth = (p: PlanPerson) =>
  p.deathAge !== null ? bornMonth(p) + p.deathAge * 12 : (p.birthYear + p.lastAge + 1) * 12;
/** Only the year and month are asked; the 15th keeps SSA's 1st-of-month rule out of play, as the couple engine does. */
const birthOf = (p: PlanPerson): SsaBirth =>
  readBirthDate(`${p.birthYear}-${String(p.birthMonth).padStart(2, '0')}-15`)!;

/** Months of calendar year `year` inside the months [from, to). */
function monthsIn(year: number, from: number, to: number): number {
  return Math.max(0, Math.min(to, year * 12 + 12) - Math.max(from, year * 12));
}

export interface YearlyBenefits {
  a: Float64Array;
  b: Float64Array;
}

export function yearlyBenefits(people: readonly PlanPerson[], firstYear: number, years: number): YearlyBenefits {
  const out: YearlyBenefits = { a: new Float64Array(years), b: new Float64Array(years) };
  const [A, B] = people as [PlanPerson, PlanPerson | undefined];
  if (B && A.ss.kind === 'atFullRetirementAge' && B.ss.kind === 'atFullRetirementAge') {
    const person = (p: PlanPerson) => ({
      name: p.id,
      birthYear: p.birthYear,
      birthMonth: p.birthMonth,
      pia: p.ss.kind === 'atFullRetirementAge' ? p.ss.pia : 0,
      deathAge: (diesMonth(p) - bornMonth(p)) / 12,
    });
    const rows = coupleYearlyIncome({
      a: person(A),
      b: person(B),
      claimA: A.ss.claimMonths,
      claimB: B.ss.claimMonths,
      realDiscountPercent: 0,
      today: { year: firstYear, month: 1 },
    });
    for (const row of rows) {
      const i = row.year - firstYear;
      if (i >= 0 && i < years) {
        out.a[i] = row.incomeA;
        out.b[i] = row.incomeB;
      }
    }
    return out;
  }
  const start = firstYear * 12;
  const own = (p: PlanPerson) =>
    p.ss.kind === 'alreadyPaid'
      ? { monthly: p.ss.monthly, from: start }
      : { monthly: ownBenefitAt(p.ss.pia, p.ss.claimMonths, birthOf(p)), from: bornMonth(p) + p.ss.claimMonths };
  const fill = (p: PlanPerson, into: Float64Array, partner: PlanPerson | undefined) => {
    const mine = own(p);
    const dies = diesMonth(p);
    const partnerDies = partner ? diesMonth(partner) : Infinity;
    const widow = partner && partnerDies < dies ? widowOf(p, partner, partnerDies) : null;
    for (let i = 0; i < years; i++) {
      const y = firstYear + i;
      let paid = mine.monthly * monthsIn(y, Math.max(start, mine.from), dies);
      // After the partner's death: the widow(er)'s benefit where it is larger than the own benefit then paid.
      if (widow) {
        const from = Math.max(start, widow.from);
        for (let m = Math.max(from, y * 12); m < Math.min(dies, y * 12 + 12); m++)
          paid += Math.max(0, widow.monthly - (m >= mine.from ? mine.monthly : 0));
      }
      into[i] = Math.round(paid * 100) / 100;
    }
  };
  fill(A, out.a, B);
  if (B) fill(B, out.b, A);
  return out;
}

/** The widow(er)'s monthly benefit of `s` on the record of `d`, who dies in month `dies`, and the month it starts. */
function widowOf(s: PlanPerson, d: PlanPerson, dies: number): { monthly: number; from: number } {
  const from = Math.max(dies, bornMonth(s) + SS_SURVIVOR_EARLIEST_AGE_MONTHS);
  if (d.ss.kind === 'atFullRetirementAge') {
    const monthly = survivorBenefit({
      deceasedPia: d.ss.pia,
      deceasedBirthDate: `${d.birthYear}-${String(d.birthMonth).padStart(2, '0')}-15`,
      deceasedClaimAgeMonths: d.ss.claimMonths,
      deceasedDeathAgeMonths: dies - bornMonth(d),
      survivorBirthDate: `${s.birthYear}-${String(s.birthMonth).padStart(2, '0')}-15`,
      survivorStartAgeMonths: from - bornMonth(s),
    });
    return { monthly, from };
  }
  // Only the amount paid is known: taken as the deceased's full benefit (survivorYearlyBenefit's rule).
  const afterDeath = survivorYearlyBenefit({
    ownYearly: 0,
    deceasedYearly: d.ss.monthly * 12,
    survivorBirthYear: s.birthYear,
    survivorAgeAfterDeath: Math.floor((from - bornMonth(s)) / 12),
  });
  return { monthly: afterDeath.widowMonthly, from };
}

/**
 * The dates to remember in the reader's language. src/finance/core/planDates works out the dates and
 * their sources (rule data); this module words each one, by its id, from this folder's catalog, with
 * its figures (ages, the HSA catch-up amount) read from the same rules the dates come from.
 */
import { formatCurrency, formatIsoDate, monthName } from '../kit/format';
import {
  firstRmd,
  fullRetirementAge,
  hsaStop,
  medicareEnrollmentWindow,
  planDates,
  type BirthDate,
  type PlanDate,
} from '../finance/core/planDates';
import { CATCH_UP_AGE, SUPER_CATCH_UP } from '../finance/rules/core/planDates';
import { HSA_CATCH_UP } from '../finance/rules/health/hsaLimits';
import { SS_EARLIEST_CLAIM_AGE, SS_LATEST_CLAIM_AGE } from '../finance/rules/socialSecurity/socialSecurityClaiming';
import * as dm from './myPlanDates.messages';

/** An age in years and months as words: "67", "66 and 4 months", "66 y 4 meses". */
export function ageWords(age: { years: number; months: number }): string {
  return age.months === 0 ? String(age.years) : dm.ageWithMonths({ years: String(age.years), months: age.months });
}

/** An age given in months, as words: 808 → "67 and 4 months". */
export function ageInMonthsWords(months: number): string {
  return ageWords({ years: Math.floor(months / 12), months: months % 12 });
}

/** "September 2027", "septiembre de 2027". */
export function monthYearWords(at: { year: number; month: number }): string {
  return dm.monthYear({ month: monthName(at.month), year: String(at.year) });
}

type Worded = Pick<PlanDate, 'title' | 'meaning'>;

/** One date's words, or null for an id this module does not know (the date then keeps what it has). */
function wordsFor(id: string, birth: BirthDate, paid: boolean): Worded | null {
  switch (id) {
    case 'catch-up-50':
      return { title: dm.catchUp50Title({ age: CATCH_UP_AGE }), meaning: dm.catchUp50Meaning({ age: CATCH_UP_AGE }) };
    case 'hsa-catch-up-55':
      return {
        title: dm.hsaCatchUp55Title({ age: HSA_CATCH_UP.age }),
        meaning: dm.hsaCatchUp55Meaning({ age: HSA_CATCH_UP.age, amount: formatCurrency(HSA_CATCH_UP.amount) }),
      };
    case 'super-catch-up':
      return {
        title: dm.superCatchUpTitle({ first: SUPER_CATCH_UP.firstAge, last: SUPER_CATCH_UP.lastAge }),
        meaning: dm.superCatchUpMeaning(),
      };
    case 'ss-earliest':
      return { title: dm.ssEarliestTitle({ age: SS_EARLIEST_CLAIM_AGE }), meaning: dm.ssEarliestDateMeaning() };
    case 'medicare-iep':
      return {
        title: dm.iepTitle(),
        meaning: dm.iepMeaning({ month: monthYearWords(medicareEnrollmentWindow(birth).month65) }),
      };
    case 'hsa-stop':
      return {
        title: dm.hsaStopTitle(),
        meaning: dm.hsaStopMeaning({ date: formatIsoDate(hsaStop(birth).medicareStarts) }),
      };
    case 'ss-fra':
      return {
        title: dm.fraTitle({ age: ageWords(fullRetirementAge(birth)) }),
        meaning: paid ? dm.fraPaidMeaning() : dm.fraDateMeaning(),
      };
    case 'ss-70':
      return { title: dm.ss70Title({ age: SS_LATEST_CLAIM_AGE }), meaning: dm.ss70Meaning() };
    case 'rmd-first-year': {
      const { startAge } = firstRmd(birth);
      return {
        title: dm.rmdYearTitle({ age: startAge === 70.5 ? '70½' : String(startAge) }),
        meaning: dm.rmdYearMeaning(),
      };
    }
    case 'rmd-deadline':
      return {
        title: dm.rmdDeadlineTitle(),
        meaning: dm.rmdDeadlineMeaning({ year: String(firstRmd(birth).year + 1) }),
      };
    default:
      return null;
  }
}

/**
 * Dates a person whose benefit is already paid (this year's COLA letter, My details) no longer has:
 * the first month to claim and the last month worth waiting for (issue I3: they have claimed).
 */
const CLAIMING_DATES: ReadonlySet<string> = new Set(['ss-earliest', 'ss-70']);

/**
 * Every date to remember for one person, worded in the reader's language; a spouse's titles start
 * "Your spouse:". `paid`: the person's Social Security benefit is already being paid, so no date to
 * claim it is shown.
 */
export function wordedPlanDates(birth: BirthDate, person: 'you' | 'spouse' = 'you', paid = false): PlanDate[] {
  const prefix = person === 'spouse' ? 'spouse-' : '';
  return planDates(birth, person).flatMap((date) => {
    const id = date.id.startsWith(prefix) ? date.id.slice(prefix.length) : date.id;
    if (paid && CLAIMING_DATES.has(id)) return [];
    const words = wordsFor(id, birth, paid);
    if (!words) return [date];
    return [{ ...date, ...words, title: person === 'spouse' ? dm.spouseTitle({ title: words.title }) : words.title }];
  });
}

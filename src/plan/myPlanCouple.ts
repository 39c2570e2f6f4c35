/**
 * My plan's reading of the Social Security calculator's couple mode ("Me and my spouse"): the same
 * finance function the tool's couple view uses (compareCoupleClaiming), on the tool's saved inputs.
 * Only the stored inputs are read (mode, both birth years and months, both benefits at full
 * retirement age, the assumed ages at death, the discount rate); the tool's folder is not imported,
 * so its view can change without this page loading it.
 */
import { formatCurrency, formatNumber } from '../kit/format';
import { compareCoupleClaiming } from '../finance/socialSecurity/socialSecurityCouple';
import {
  hsaStopBeforeSignUp,
  isoDate,
  monthReachingAge,
  type BirthDate,
  type PlanDate,
} from '../finance/core/planDates';
import { HSA_MEDICARE_SOURCE } from '../finance/rules/core/planDates';
import type { InputRecord } from '../tools/shared/core/toolState';
import type { PlanVariant } from '../tools/shared/core/toolPlan';

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/** An age in months as words: "67 and 4 months". */
export function claimAgeWords(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years}` : `${years} and ${rest} month${rest === 1 ? '' : 's'}`;
}

/** The assumed age at death as the engine reads it: blank or unreadable → its life-table default. */
const deathAge = (value: unknown): number | undefined => {
  const age = num(value);
  return age !== undefined && age >= 62 ? age : undefined;
};

/** The month a claim at `months` of age starts, for a person born in `birth`. */
function claimDate(birth: BirthDate, months: number): string {
  const at = monthReachingAge(birth, Math.floor(months / 12), months % 12);
  return isoDate(at.year, at.month, 1);
}

/**
 * The couple's section figures, or null when the saved inputs are for one person. `today` is this
 * month; the figures are in today's dollars, as the couple view shows them.
 */
export function coupleVariant(
  inputs: InputRecord,
  today: { year: number; month: number } = thisMonth(),
): PlanVariant | null {
  if (inputs.mode !== 'couple') return null;
  const birthYear = num(inputs.birthYear);
  const spouseBirthYear = num(inputs.spouseBirthYear);
  const birthMonth = num(inputs.birthMonth) || 0;
  const spouseBirthMonth = num(inputs.spouseBirthMonth) || 0;
  const problems: string[] = [];
  if (birthYear === undefined || birthYear > today.year) problems.push('your birth year');
  if (spouseBirthYear === undefined || spouseBirthYear > today.year || today.year - spouseBirthYear < 18)
    problems.push('your spouse’s birth year');
  if (problems.length > 0 || birthYear === undefined || spouseBirthYear === undefined) {
    return {
      results: [
        {
          label: 'Claiming ages as a couple',
          value: `Not worked out: the calculator asks you to check ${problems.join(' and ')}`,
        },
      ],
      dollars: 'No dollar figures until the answers are checked.',
      question:
        'Ask how the two of you could time your Social Security claims, once your answers in the calculator are complete.',
      figureLine: 'Social Security, as a couple: answers to check',
      dates: () => [],
    };
  }
  const result = compareCoupleClaiming({
    a: {
      name: 'You',
      birthYear,
      birthMonth: birthMonth || 1,
      pia: num(inputs.fraBenefit),
      deathAge: deathAge(inputs.yourDeathAge),
    },
    b: {
      name: 'Your spouse',
      birthYear: spouseBirthYear,
      birthMonth: spouseBirthMonth || 1,
      pia: num(inputs.spouseFraBenefit),
      deathAge: deathAge(inputs.spouseDeathAge),
    },
    realDiscountPercent: num(inputs.realDiscountPercent),
    today,
  });
  const { best, amounts } = result;
  const pair = `you at ${claimAgeWords(best.claimA)}, your spouse at ${claimAgeWords(best.claimB)}`;
  const rate = num(inputs.realDiscountPercent) ?? 0;
  const results = [
    {
      label: 'Best pair of claiming ages',
      value: `You ${claimAgeWords(best.claimA)}, your spouse ${claimAgeWords(best.claimB)}`,
    },
    { label: 'Your monthly benefit from that age', value: formatCurrency(amounts.ownA) },
    { label: 'Your spouse’s monthly benefit from that age', value: formatCurrency(amounts.ownB) },
    ...(amounts.spousalA > 0
      ? [{ label: 'Spouse’s benefit you add, once both have filed', value: formatCurrency(amounts.spousalA) }]
      : []),
    ...(amounts.spousalB > 0
      ? [{ label: 'Spouse’s benefit your spouse adds, once both have filed', value: formatCurrency(amounts.spousalB) }]
      : []),
    { label: 'Household benefits, worth today', value: formatCurrency(best.presentValue) },
    { label: 'Survivor benefit for your spouse if you die first', value: formatCurrency(amounts.survivorB) },
    { label: 'Survivor benefit for you if your spouse dies first', value: formatCurrency(amounts.survivorA) },
  ];
  return {
    results,
    dollars: `In today’s dollars: the couple comparison counts benefits at today’s prices (they rise with inflation), and “worth today” discounts later years at ${formatNumber(rate, 1)}% a year after inflation.`,
    question: `Ask whether claiming Social Security with ${pair} suits your health and savings: in your figures it gives the household the most, worth ${formatCurrency(best.presentValue)} today.`,
    figureLine: `Social Security, as a couple: ${results.map((r) => `${r.label} ${r.value}`).join('; ')}`,
    dates: (you, spouse) => {
      const spouseBirth =
        spouse ?? (spouseBirthMonth > 0 ? { year: spouseBirthYear, month: spouseBirthMonth } : undefined);
      const dates: PlanDate[] = [
        {
          id: 'ss-couple-claim-you',
          kind: 'choice',
          date: claimDate(you, best.claimA),
          title: `Your Social Security claim in the best pair for the two of you (at ${claimAgeWords(best.claimA)})`,
          meaning:
            'From the Social Security calculator’s couple comparison with your saved inputs. Apply about 3 months before you want payments to start.',
          source: 'Evergreen Social Security calculator (couple); SSA "When to start receiving retirement benefits"',
        },
      ];
      if (best.claimA > 65 * 12) {
        const at = monthReachingAge(you, Math.floor(best.claimA / 12), best.claimA % 12);
        dates.push({
          id: 'hsa-stop-before-couple-claim',
          kind: 'hsa',
          date: hsaStopBeforeSignUp(you, at),
          title: `If you keep paying into an HSA and claim Social Security at ${claimAgeWords(best.claimA)}: stop contributions`,
          meaning:
            'Claiming Social Security after 65 signs you up for Medicare Part A, backdated up to 6 months. Stop HSA contributions from this month to avoid a tax penalty.',
          source: HSA_MEDICARE_SOURCE,
        });
      }
      if (spouseBirth) {
        dates.push({
          id: 'ss-couple-claim-spouse',
          kind: 'choice',
          date: claimDate(spouseBirth, best.claimB),
          title: `Your spouse’s Social Security claim in that pair (at ${claimAgeWords(best.claimB)})`,
          meaning:
            'From the same comparison. A spouse’s benefit never starts before the worker it is based on has filed.',
          source: 'Evergreen Social Security calculator (couple); SSA "Benefits for spouses"',
        });
      }
      return dates;
    },
  };
}

function thisMonth(): { year: number; month: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

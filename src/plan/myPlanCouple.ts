/**
 * My plan's reading of the Social Security calculator's couple mode ("Me and my spouse"): the same
 * finance function the tool's couple view uses (compareCoupleClaiming), on the tool's saved inputs.
 * The stored inputs, as the tool's schema reads them, go through the tool's own mapping to the engine's
 * input (tools/SocialSecurityCalculator/coupleInput.ts), the one the couple view calls; the tool's view
 * itself is not loaded.
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
import {
  coupleClaimingInput,
  coupleProblems,
  thisMonth,
  withTableDeathAges,
  type SocialSecurityInputs,
  type ThisMonth,
} from '../tools/SocialSecurityCalculator/coupleInput';
import type { PlanVariant } from '../tools/shared/core/toolPlan';
import { ageInMonthsWords } from './myPlanDateWords';
import * as m from './messages';
import * as dm from './myPlanDates.messages';

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/** An age in months as words, in the reader's language: "67 and 4 months". */
export const claimAgeWords = ageInMonthsWords;

/** The month a claim at `months` of age starts, for a person born in `birth`. */
function claimDate(birth: BirthDate, months: number): string {
  const at = monthReachingAge(birth, Math.floor(months / 12), months % 12);
  return isoDate(at.year, at.month, 1);
}

/**
 * The couple's section figures, or null when the saved inputs are for one person. `inputs` are the
 * tool's inputs as its schema reads them (mergeKnown); `today` is this month; the figures are in
 * today's dollars, as the couple view shows them.
 */
export function coupleVariant(inputs: InputRecord, today: ThisMonth = thisMonth()): Required<PlanVariant> | null {
  if (inputs.mode !== 'couple') return null;
  // The tool's own reading of its inputs (coupleInput.ts), so My plan, its printout and its calendar
  // show the pair the tool shows: the same function, on the same input object.
  const shown = withTableDeathAges(inputs as SocialSecurityInputs, today);
  const spouseBirthYear = shown.spouseBirthYear;
  const spouseBirthMonth = num(shown.spouseBirthMonth) || 0;
  const problems = coupleProblems(shown, today);
  if (problems.length > 0) {
    return {
      results: [{ label: m.coupleAgesLabel(), value: m.coupleProblems({ problems: problems.join(' ') }) }],
      dollars: m.coupleNoDollars(),
      question: m.coupleProblemsQuestion(),
      figureLine: m.coupleProblemsFigure(),
      dates: () => [],
    };
  }
  const result = compareCoupleClaiming(coupleClaimingInput(shown, today));
  const { best, amounts } = result;
  const youAge = claimAgeWords(best.claimA);
  const spouseAge = claimAgeWords(best.claimB);
  const rate = shown.realDiscountPercent;
  const results = [
    { label: m.coupleBestPair(), value: m.coupleBestPairValue({ you: youAge, spouse: spouseAge }) },
    { label: m.coupleOwnYou(), value: formatCurrency(amounts.ownA) },
    { label: m.coupleOwnSpouse(), value: formatCurrency(amounts.ownB) },
    ...(amounts.spousalA > 0 ? [{ label: m.coupleSpousalYou(), value: formatCurrency(amounts.spousalA) }] : []),
    ...(amounts.spousalB > 0 ? [{ label: m.coupleSpousalSpouse(), value: formatCurrency(amounts.spousalB) }] : []),
    { label: m.couplePresentValue(), value: formatCurrency(best.presentValue) },
    { label: m.coupleSurvivorSpouse(), value: formatCurrency(amounts.survivorB) },
    { label: m.coupleSurvivorYou(), value: formatCurrency(amounts.survivorA) },
  ];
  return {
    results,
    dollars: m.coupleDollars({ rate: formatNumber(rate, 1) }),
    question: m.coupleQuestion({ you: youAge, spouse: spouseAge, value: formatCurrency(best.presentValue) }),
    figureLine: m.coupleFigure({ figures: results.map((r) => `${r.label} ${r.value}`).join('; ') }),
    dates: (you, spouse) => {
      const spouseBirth =
        spouse ?? (spouseBirthMonth > 0 ? { year: spouseBirthYear, month: spouseBirthMonth } : undefined);
      const dates: PlanDate[] = [
        {
          id: 'ss-couple-claim-you',
          kind: 'choice',
          date: claimDate(you, best.claimA),
          title: dm.coupleClaimYouTitle({ age: youAge }),
          meaning: dm.coupleClaimYouMeaning(),
          source: dm.coupleClaimYouSource(),
        },
      ];
      if (best.claimA > 65 * 12) {
        const at = monthReachingAge(you, Math.floor(best.claimA / 12), best.claimA % 12);
        dates.push({
          id: 'hsa-stop-before-couple-claim',
          kind: 'hsa',
          date: hsaStopBeforeSignUp(you, at),
          title: dm.hsaStopClaimTitle({ age: youAge }),
          meaning: dm.hsaStopClaimMeaning(),
          source: HSA_MEDICARE_SOURCE,
        });
      }
      if (spouseBirth) {
        dates.push({
          id: 'ss-couple-claim-spouse',
          kind: 'choice',
          date: claimDate(spouseBirth, best.claimB),
          title: dm.coupleClaimSpouseTitle({ age: spouseAge }),
          meaning: dm.coupleClaimSpouseMeaning(),
          source: dm.coupleClaimSpouseSource(),
        });
      }
      return dates;
    },
  };
}

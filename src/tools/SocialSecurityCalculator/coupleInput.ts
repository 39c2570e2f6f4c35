/**
 * The couple comparison's one reading of the tool's inputs: stored inputs (as the tool's schema reads
 * them) → the engine's input. The couple view, the scenario comparison, My plan, its printout and its
 * calendar all call `coupleClaimingInput`, so one answer is worked out one way (issue I6, item 1: My
 * plan built its own copy without the two "sex, for life expectancy" fields, so its ages at death came
 * from the life table's average of men and women and it chose another pair).
 *
 * Only finance and this folder's fields are imported: My plan loads this module without the tool's view.
 */
import type { CoupleInput } from '../../finance/socialSecurity/coupleModel';
import { withTableDeathAges, type SocialSecurityInputs, type ThisMonth } from './deathAges';
import * as c from './couple.messages';

export { thisMonth, wholeAgeNow, withTableDeathAges, type SocialSecurityInputs, type ThisMonth } from './deathAges';

/**
 * The engine's input for the couple comparison from the tool's inputs: birth month not given → January
 * (the tool says so under "Birth months"), each person's sex for the life table, the ages at death as shown.
 */
export function coupleClaimingInput(inputs: SocialSecurityInputs, today: ThisMonth): CoupleInput {
  const shown = withTableDeathAges(inputs, today);
  return {
    a: {
      name: 'You',
      birthYear: shown.birthYear,
      birthMonth: shown.birthMonth || 1,
      pia: shown.fraBenefit,
      deathAge: shown.yourDeathAge,
      sex: shown.yourSex,
    },
    b: {
      name: 'Your spouse',
      birthYear: shown.spouseBirthYear,
      birthMonth: shown.spouseBirthMonth || 1,
      pia: shown.spouseFraBenefit,
      deathAge: shown.spouseDeathAge,
      sex: shown.spouseSex,
    },
    realDiscountPercent: shown.realDiscountPercent,
    today,
  };
}

/**
 * What stops the comparison, in plain words (empty when the inputs can be compared). The couple view lists
 * them; My plan works nothing out while there are any, as the tool does.
 */
export function coupleProblems(inputs: SocialSecurityInputs, today: ThisMonth): string[] {
  const problems: string[] = [];
  const ageNow = (year: number) => today.year - year;
  if (inputs.birthYear > today.year) problems.push(c.problemBirthYear({ year: String(inputs.birthYear) }));
  if (inputs.spouseBirthYear > today.year)
    problems.push(c.problemSpouseBirthYear({ year: String(inputs.spouseBirthYear) }));
  else if (ageNow(inputs.spouseBirthYear) < 18)
    problems.push(c.problemSpouseYoung({ age: Math.max(0, ageNow(inputs.spouseBirthYear)) }));
  // An age at death below one's age now, said with the least the comparison takes (62 at the earliest).
  const deathAgeProblem = (deathAge: number, birthYear: number, say: typeof c.problemYourDeathAge) => {
    const age = ageNow(birthYear);
    if (deathAge < age) problems.push(say({ deathAge, age, least: Math.max(62, age) }));
  };
  deathAgeProblem(inputs.yourDeathAge, inputs.birthYear, c.problemYourDeathAge);
  deathAgeProblem(inputs.spouseDeathAge, inputs.spouseBirthYear, c.problemSpouseDeathAge);
  return problems;
}

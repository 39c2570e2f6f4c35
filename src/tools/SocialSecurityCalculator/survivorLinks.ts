/**
 * "If one of us dies" → the survivor's whole income (issue I6, item 11): links that open the withdrawal
 * planner at the year of the death and the household retirement income plan (issue I1), with this
 * comparison's figures carried over in each tool's own link format (`#tool=<id>&v=<version>&<field>=…`,
 * toolState.ts), which every tool reads into its form. A field a tool does not have is dropped there.
 */
import type { CoupleResult } from '../../finance/socialSecurity/socialSecurityCouple';
import { encodeToolHash } from '../shared/core/toolState';
import type { SocialSecurityInputs, ThisMonth } from './coupleInput';

export const PLANNER_TOOL_ID = 'withdrawal-planner';
export const INCOME_PLAN_TOOL_ID = 'retirement-income-plan';

export interface SurvivorLinks {
  /** The calendar year of the death the section assumes. */
  deathYear: number;
  /** Who lives on, and so who the planner follows as "you". */
  survivor: 'you' | 'spouse';
  /** Each person's yearly Social Security with the best pair (own + spouse's benefit, today's dollars). */
  yearlyYou: number;
  yearlySpouse: number;
  planner: string;
  incomePlan: string;
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The two links for the couple's "if one of us dies" choice. The withdrawal planner follows one person
 * as "you" and the other as the spouse who may die (its survivor is "you"), so when you are the one who
 * dies, the planner's "you" is your spouse. Ages are on 31 December of this year, the planner's first
 * tax year; benefits are the best pair's monthly amounts × 12.
 */
export function survivorLinks(inputs: SocialSecurityInputs, result: CoupleResult, today: ThisMonth): SurvivorLinks {
  const x = result.amounts;
  const yearlyYou = Math.round((x.ownA + x.spousalA) * 12);
  const yearlySpouse = Math.round((x.ownB + x.spousalB) * 12);
  const survivor = inputs.whoDies === 'spouse' ? 'you' : 'spouse';
  const deathYear = (survivor === 'you' ? inputs.spouseBirthYear : inputs.birthYear) + Math.floor(inputs.dyingAge);
  const ageYou = today.year - inputs.birthYear;
  const ageSpouse = today.year - inputs.spouseBirthYear;
  const survivorFirst = survivor === 'you';
  const planner = encodeToolHash(PLANNER_TOOL_ID, {
    taxYear: today.year,
    filingStatus: 'marriedJoint',
    currentAge: survivorFirst ? ageYou : ageSpouse,
    spouseAge: survivorFirst ? ageSpouse : ageYou,
    socialSecurity: survivorFirst ? yearlyYou : yearlySpouse,
    spouseSocialSecurity: survivorFirst ? yearlySpouse : yearlyYou,
    deathYear,
  });
  const incomePlan = encodeToolHash(INCOME_PLAN_TOOL_ID, {
    age: ageYou,
    spouseAge: ageSpouse,
    socialSecurity: inputs.fraBenefit,
    spouseSocialSecurity: inputs.spouseFraBenefit,
    claimAge: twoDecimals(result.best.claimA / 12),
    spouseClaimAge: twoDecimals(result.best.claimB / 12),
    ...(survivor === 'you' ? { spouseDeathAge: inputs.dyingAge } : { deathAge: inputs.dyingAge }),
  });
  return {
    deathYear,
    survivor,
    yearlyYou,
    yearlySpouse,
    planner: `/tools/${PLANNER_TOOL_ID}${planner}`,
    incomePlan: `/tools/${INCOME_PLAN_TOOL_ID}${incomePlan}`,
  };
}

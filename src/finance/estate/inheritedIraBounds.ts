/** Inherited IRA calculator: the choices and bounds its form reads (kept apart from the engine, see CONVENTIONS). */
import { MAX_MONEY } from '../core/num';
import { RMD_TOOL_YEARS } from '../rules/tax/rmdTable';
import { newestYear } from '../rules/core/years';

export const INHERITED_ACCOUNT_TYPES = ['traditional', 'roth'] as const;
export type InheritedAccountType = (typeof INHERITED_ACCOUNT_TYPES)[number];

export const INHERITED_RELATIONSHIPS = [
  'spouse',
  'minorChild',
  'disabledOrChronicallyIll',
  'notMoreThan10YearsYounger',
  'otherPerson',
  'estate',
] as const;
export type InheritedRelationship = (typeof INHERITED_RELATIONSHIPS)[number];

export const INHERITED_RULES = [
  'treatAsOwn',
  'lifeExpectancy',
  'tenYear',
  'tenYearWithYearlyRmd',
  'fiveYear',
  'ownerLifeExpectancy',
] as const;
export type InheritedRule = (typeof INHERITED_RULES)[number];

/** A surviving spouse may treat the account as their own (default) or stay a beneficiary. */
export const SPOUSE_CHOICES = ['treatAsOwn', 'remainBeneficiary'] as const;
export type SpouseChoice = (typeof SPOUSE_CHOICES)[number];

/** Years offered: the RMD tool's years (same rules calendar), newest first. */
export const INHERITED_TAX_YEARS = RMD_TOOL_YEARS as readonly number[];
/** The newest year the tables hold: the latest birth or death year taken, and the year worked out when none is given. */
export const INHERITED_NEWEST_YEAR = newestYear(RMD_TOOL_YEARS, 'rmd');

export const INHERITED_BOUNDS = {
  birthYear: { min: 1900, max: INHERITED_NEWEST_YEAR },
  deathYear: { min: 1900, max: INHERITED_NEWEST_YEAR },
  /** Oldest beneficiary the tables cover: Table I stops at 120. */
  maxAge: 120,
  balance: { min: 0, max: MAX_MONEY, step: 0.01 },
} as const;

import { HOUSEHOLD_BOUNDS as b } from '../../finance/household/bounds';
import { HISTORY_FIRST_YEAR } from '../../finance/rules/household/historicalReturnsSpan';
import { HOUSEHOLD_FALLBACK as F } from '../../finance/rules/household/plan';
import { ageInYear, birthYearFromAge } from '../../finance/core/myDetails';
import type { Answer } from '../../finance/core/num';
import {
  defineToolFields,
  fromAnswer,
  fromBenefitPaidNow,
  ageThisYear,
  fromBirthYear,
  fromMonthlyBenefit,
  fromSpouseBenefit,
  orSavedIn,
  type MyDetailsSource,
  type SavedInTool,
  type ToolOption,
  yearsBetween,
  moneyBetween,
} from '../shared/core/toolFields';
import * as m from './messages';

/** How the year-by-year table and the chart follow the market: every historical start, random paths, or a steady return. */
export type MarketMode = 'history' | 'monteCarlo' | 'steady';
export type OrderChoice = 'fillLowBrackets' | 'taxableFirst' | 'traditionalFirst';
export type ConversionChoice = 'none' | 'bracket12' | 'bracket22' | 'irmaa';
export type OneOffChoice = 'none' | 'receive' | 'spend';
export type YesNo = 'yes' | 'no';

const MARKET_OPTIONS: ToolOption[] = [
  { value: 'history', label: m.marketHistory },
  { value: 'monteCarlo', label: m.marketMonteCarlo },
  { value: 'steady', label: m.marketSteady },
];
const ORDER_OPTIONS: ToolOption[] = [
  { value: 'fillLowBrackets', label: m.orderFill },
  { value: 'taxableFirst', label: m.orderTaxableFirst },
  { value: 'traditionalFirst', label: m.orderTraditionalFirst },
];
const CONVERSION_OPTIONS: ToolOption[] = [
  { value: 'none', label: m.conversionNone },
  { value: 'bracket12', label: m.conversionBracket12 },
  { value: 'bracket22', label: m.conversionBracket22 },
  { value: 'irmaa', label: m.conversionIrmaa },
];
const ONE_OFF_OPTIONS: ToolOption[] = [
  { value: 'none', label: m.oneOffNone },
  { value: 'receive', label: m.oneOffReceive },
  { value: 'spend', label: m.oneOffSpend },
];
const YES_NO: ToolOption[] = [
  { value: 'yes', label: m.yes },
  { value: 'no', label: m.no },
];

/**
 * The plan opens on a couple of 65 and 63 with a million saved, 80,000 a year to spend and the
 * engine's own fallbacks (planning age 95, 60 % stocks, the 12 % bracket filled, seed 1): example
 * figures, so the first screen answers (the form marks them as examples until the reader changes them).
 */
export const DEFAULTS: {
  age: number;
  spouseAge: number;
  savings: number;
  spending: number;
  socialSecurity: number;
  spouseSocialSecurity: number;
  claimAge: number;
  spouseClaimAge: number;
  /**
   * The monthly benefit already paid, from this year's COLA letter (issue I3 item 2, "used as the benefit paid");
   * blank: not claimed yet, the plan uses the benefit at full retirement age and the claiming age.
   */
  paidMonthly: Answer;
  spousePaidMonthly: Answer;
  /** The age at which each dies first, for the survivor's benefit and the widow's tax; blank: lives to the planning age. */
  deathAge: Answer;
  spouseDeathAge: Answer;
  roth: number;
  taxable: number;
  basisPercent: number;
  cash: number;
  pensionMonthly: number;
  pensionStartAge: number;
  pensionRaise: YesNo;
  pensionSurvivorPercent: number;
  oneOff: OneOffChoice;
  oneOffAmount: number;
  oneOffAge: number;
  stockPercent: number;
  feePercent: number;
  order: OrderChoice;
  conversion: ConversionChoice;
  market: MarketMode;
  seed: number;
  planningAge: number;
} = {
  age: 65,
  spouseAge: 63,
  savings: 800_000,
  spending: 80_000,
  socialSecurity: 2_400,
  spouseSocialSecurity: 1_500,
  claimAge: 67,
  spouseClaimAge: 67,
  paidMonthly: null,
  spousePaidMonthly: null,
  deathAge: null,
  spouseDeathAge: null,
  roth: 50_000,
  taxable: 150_000,
  basisPercent: F.taxableBasisShare * 100,
  cash: 20_000,
  pensionMonthly: 0,
  pensionStartAge: 65,
  pensionRaise: 'no',
  pensionSurvivorPercent: 50,
  oneOff: 'none',
  oneOffAmount: 0,
  oneOffAge: 75,
  stockPercent: F.stockSharePercent,
  feePercent: 0.3,
  order: F.withdrawalOrder,
  conversion: 'none',
  market: 'history',
  seed: F.monteCarloSeed,
  planningAge: F.planningAge,
};

export type PlanInputs = typeof DEFAULTS;

/** The spouse's age at the end of this year, from My details' spouse birth year (0 means no spouse in the plan). */
const spouseAgeFromMyDetails: MyDetailsSource = {
  from: ['spouseBirthYear'],
  how: 'spouse’s age on 31 December this year',
  derive: (details, { currentYear }) => ageInYear(details.spouseBirthYear, currentYear),
  toMyDetails: (value, { currentYear }) => {
    if (!(Number(value) > 0)) return undefined;
    const spouseBirthYear = birthYearFromAge(Number(value), currentYear);
    return spouseBirthYear === undefined ? undefined : { spouseBirthYear };
  },
};

/** A monthly amount from a yearly My-details answer. */
const monthlyFrom = (key: 'pensionYearly'): MyDetailsSource => ({
  from: [key],
  how: 'a twelfth of the yearly amount',
  derive: (details) => {
    const yearly = details[key];
    return yearly === undefined ? undefined : Math.round(yearly / 12);
  },
  toMyDetails: (value) => ({ [key]: Math.round(Number(value) * 12) }),
});

/** A kept number (a link or an older save may hold text), or undefined when there is none. */
function keptNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * What the reader kept in the Social Security, withdrawal and RMD tools, for the fields My details leaves blank
 * (issue I1 item 5), each marked with the tool it came from. Ages are on 31 December this year, as the plan asks.
 */
const fromSocialSecurityTool = (read: SavedInTool['read']): SavedInTool => ({
  toolId: 'social-security',
  words: m.fromSocialSecurityTool,
  read,
});
const fromPlannerTool = (read: SavedInTool['read']): SavedInTool => ({
  toolId: 'withdrawal-planner',
  words: m.fromPlannerTool,
  read,
});
const fromRmdTool = (read: SavedInTool['read']): SavedInTool => ({ toolId: 'rmd', words: m.fromRmdTool, read });
const couple = (saved: Readonly<Record<string, unknown>>) => saved.mode === 'couple';
const jointPlanner = (saved: Readonly<Record<string, unknown>>) => saved.filingStatus === 'marriedJoint';
const ageFromBirthYearKept = (value: unknown, currentYear: number) => {
  const birthYear = keptNumber(value);
  return birthYear === undefined ? undefined : ageInYear(birthYear, currentYear);
};

const SAVED_AGE = [
  fromSocialSecurityTool((saved, { currentYear }) => ageFromBirthYearKept(saved.birthYear, currentYear)),
  fromPlannerTool((saved) => keptNumber(saved.currentAge)),
  fromRmdTool((saved) => keptNumber(saved.age)),
];
const SAVED_SPOUSE_AGE = [
  fromSocialSecurityTool((saved, { currentYear }) =>
    couple(saved) ? ageFromBirthYearKept(saved.spouseBirthYear, currentYear) : undefined,
  ),
  fromPlannerTool((saved) => (jointPlanner(saved) ? keptNumber(saved.spouseAge) : undefined)),
];
const SAVED_TRADITIONAL = [
  fromPlannerTool((saved) => keptNumber(saved.traditionalBalance)),
  fromRmdTool((saved) => keptNumber(saved.balance)),
];

/** The fields a phone's first screen holds (issue I1 item 5): ages, savings, spending, Social Security. */
export const QUICK_START = ['age', 'spouseAge', 'savings', 'spending', 'socialSecurity'] as const;

/** The plan's fields: the form, the scenario comparison, links and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'age',
    label: m.ageLabel,
    ...ageThisYear(b.age),
    myDetails: orSavedIn(fromBirthYear('age on 31 December this year'), SAVED_AGE),
  },
  {
    id: 'spouseAge',
    label: m.spouseAgeLabel,
    kind: 'number',
    unit: 'years',
    min: 0,
    max: b.age.max,
    hint: m.spouseAgeHint,
    myDetails: orSavedIn(spouseAgeFromMyDetails, SAVED_SPOUSE_AGE),
  },
  {
    id: 'savings',
    label: m.savingsLabel,
    ...moneyBetween(b.money),
    decimals: 0,
    step: 1000,
    hint: m.savingsHint,
    myDetails: orSavedIn(fromAnswer('traditionalSavings'), SAVED_TRADITIONAL),
  },
  {
    id: 'spending',
    label: m.spendingLabel,
    ...moneyBetween(b.money),
    decimals: 0,
    step: 1000,
    hint: m.spendingHint,
    // The planner's need in all is spending after tax, Social Security included, as this plan asks it.
    myDetails: orSavedIn(undefined, [fromPlannerTool((saved) => keptNumber(saved.incomeNeedInAll))]),
  },
  {
    id: 'socialSecurity',
    label: m.socialSecurityLabel,
    ...moneyBetween(b.socialSecurityMonthly),
    decimals: 0,
    step: 50,
    hint: m.socialSecurityHint,
    // The benefit from the earnings record when the reader saved one ("From your earnings record", issue I3).
    myDetails: orSavedIn(fromMonthlyBenefit(), [fromSocialSecurityTool((saved) => keptNumber(saved.fraBenefit))]),
  },
  {
    id: 'spouseSocialSecurity',
    label: m.spouseSocialSecurityLabel,
    ...moneyBetween(b.socialSecurityMonthly),
    decimals: 0,
    step: 50,
    hint: m.socialSecurityHint,
    myDetails: orSavedIn(fromSpouseBenefit(), [
      fromSocialSecurityTool((saved) => (couple(saved) ? keptNumber(saved.spouseFraBenefit) : undefined)),
    ]),
  },
  {
    id: 'paidMonthly',
    label: m.paidLabel,
    ...moneyBetween(b.socialSecurityMonthly),
    decimals: 2,
    step: 10,
    hint: m.paidHint,
    blank: m.paidBlank,
    // The letter's amount is after the claiming age's reduction or credits: it is never fed to the PIA field.
    myDetails: fromBenefitPaidNow('mine'),
  },
  {
    id: 'spousePaidMonthly',
    label: m.spousePaidLabel,
    ...moneyBetween(b.socialSecurityMonthly),
    decimals: 2,
    step: 10,
    hint: m.paidHint,
    blank: m.paidBlank,
    myDetails: fromBenefitPaidNow('spouse'),
  },
  { id: 'claimAge', label: m.claimAgeLabel, ...yearsBetween(b.claimAge), decimals: 2, hint: m.claimAgeHint },
  { id: 'spouseClaimAge', label: m.spouseClaimAgeLabel, ...yearsBetween(b.claimAge), decimals: 2 },
  {
    id: 'deathAge',
    label: m.deathAgeLabel,
    ...yearsBetween(b.deathAge),
    decimals: 0,
    hint: m.deathAgeHint,
    blank: m.deathAgeBlank,
  },
  {
    id: 'spouseDeathAge',
    label: m.spouseDeathAgeLabel,
    ...yearsBetween(b.deathAge),
    decimals: 0,
    hint: m.deathAgeHint,
    blank: m.deathAgeBlank,
  },
  {
    id: 'roth',
    label: m.rothLabel,
    kind: 'money',
    min: 0,
    max: b.money.max,
    decimals: 0,
    step: 1000,
    myDetails: orSavedIn(fromAnswer('rothSavings'), [fromPlannerTool((saved) => keptNumber(saved.rothBalance))]),
  },
  {
    id: 'taxable',
    label: m.taxableLabel,
    kind: 'money',
    min: 0,
    max: b.money.max,
    decimals: 0,
    step: 1000,
    myDetails: orSavedIn(fromAnswer('taxableSavings'), [fromPlannerTool((saved) => keptNumber(saved.taxableBalance))]),
  },
  {
    id: 'basisPercent',
    label: m.basisLabel,
    kind: 'number',
    unit: '%',
    min: 0,
    max: 100,
    decimals: 0,
    hint: m.basisHint,
  },
  { id: 'cash', label: m.cashLabel, kind: 'money', min: 0, max: b.money.max, decimals: 0, step: 1000 },
  {
    id: 'pensionMonthly',
    label: m.pensionLabel,
    kind: 'money',
    min: 0,
    max: b.money.max,
    decimals: 0,
    step: 50,
    myDetails: monthlyFrom('pensionYearly'),
  },
  { id: 'pensionStartAge', label: m.pensionStartAgeLabel, ...yearsBetween(b.pensionStartAge), decimals: 0 },
  { id: 'pensionRaise', label: m.pensionRaiseLabel, kind: 'select', options: YES_NO },
  {
    id: 'pensionSurvivorPercent',
    label: m.pensionSurvivorLabel,
    kind: 'number',
    unit: '%',
    min: 0,
    max: 100,
    decimals: 0,
  },
  { id: 'oneOff', label: m.oneOffLabel, kind: 'select', options: ONE_OFF_OPTIONS, hint: m.oneOffHint },
  { id: 'oneOffAmount', label: m.oneOffAmountLabel, kind: 'money', min: 0, max: b.money.max, decimals: 0, step: 1000 },
  {
    id: 'oneOffAge',
    label: m.oneOffAgeLabel,
    kind: 'number',
    unit: 'years',
    min: b.age.min,
    max: b.planningAge.max,
    decimals: 0,
  },
  {
    id: 'stockPercent',
    label: m.stockLabel,
    kind: 'number',
    unit: '%',
    min: 0,
    max: 100,
    decimals: 0,
    hint: m.stockHint,
  },
  {
    id: 'feePercent',
    label: m.feeLabel,
    kind: 'number',
    unit: '%',
    min: b.feePercent.min,
    max: b.feePercent.max,
    decimals: 2,
    step: 0.05,
  },
  { id: 'order', label: m.orderLabel, kind: 'select', options: ORDER_OPTIONS },
  { id: 'conversion', label: m.conversionLabel, kind: 'select', options: CONVERSION_OPTIONS, hint: m.conversionHint },
  {
    id: 'market',
    label: m.marketLabel,
    kind: 'select',
    options: MARKET_OPTIONS,
    hint: () => m.marketHint({ first: HISTORY_FIRST_YEAR }),
  },
  {
    id: 'seed',
    label: m.seedLabel,
    kind: 'number',
    min: b.seed.min,
    max: b.seed.max,
    decimals: 0,
    grouping: false,
    hint: m.seedHint,
  },
  { id: 'planningAge', label: m.planningAgeLabel, ...yearsBetween(b.planningAge), decimals: 0 },
]);

/**
 * The household plan's inputs and answers (issue I1, items 1–4 and 8). Every value is plain data (numbers,
 * strings, booleans, arrays and objects), so a Web Worker can receive the input and post the answer back
 * unchanged, and a link can carry the input. The answers are facts (ids and numbers), never sentences:
 * the words layer phrases them.
 */

/** Who: 'a' is the reader ("you"), 'b' the spouse. */
export type PersonId = 'a' | 'b';

/** Social Security for one person: the benefit at full retirement age and a claiming age, or the amount already paid. */
export type SocialSecurityInput =
  | {
      kind: 'atFullRetirementAge';
      /** Monthly benefit at full retirement age (the PIA), today's dollars. */
      monthly: number;
      /** Claiming age in years, 62 to 70; a fraction counts in months (66.5 = 66 and 6 months). */
      claimAge: number;
    }
  | {
      kind: 'alreadyPaid';
      /** Monthly benefit being paid now, today's dollars. */
      monthly: number;
    };

export interface HouseholdPersonInput {
  birthYear: number;
  /** 1–12. */
  birthMonth: number;
  /** Which SSA life table column gives the chance of reaching the planning age; anything else averages the two. */
  sex?: 'female' | 'male' | 'unstated';
  /** Traditional savings (IRA, 401(k)) this person owns, US$: RMDs follow the owner's age. */
  traditional: number;
  socialSecurity: SocialSecurityInput;
  /**
   * The age at which this person dies in the plan (the first death, for the survivor's benefit and the
   * widow's tax); null or absent: lives to the planning age.
   */
  deathAge?: number | null;
}

export interface PensionInput {
  owner: PersonId;
  /**
   * Monthly amount, US$. With a cost-of-living raise it is in today's dollars and rises with prices; without
   * one it is the fixed amount the pension will pay.
   */
  monthly: number;
  /** The owner's age when it starts (paid from that birthday month). */
  startAge: number;
  costOfLivingRaise: boolean;
  /** Share paid to the surviving spouse after the owner's death, 0 to 1. */
  survivorShare: number;
}

export interface OneOffInput {
  /** Whose age dates it. */
  owner: PersonId;
  /** The owner's age in the year it happens. */
  age: number;
  /** Today's dollars: positive comes in (a home sale), negative goes out (a new roof). */
  amount: number;
  /** Share of a positive amount that is a long-term capital gain (taxed at 0/15/20 %); the rest is untaxed. */
  gainShare: number;
}

/**
 * How spending is drawn. 'fillLowBrackets' (the default): required distributions first, then traditional
 * savings up to the top of the fill bracket, then cash, then taxable, then Roth, then the rest of
 * traditional. 'taxableFirst': cash, taxable, traditional, Roth. 'traditionalFirst': traditional, cash,
 * taxable, Roth.
 */
export type WithdrawalOrder = 'fillLowBrackets' | 'taxableFirst' | 'traditionalFirst';

/** Ordinary rates a bracket fill or a conversion can aim at the top of, percent. */
export type FillBracketRate = 10 | 12 | 22 | 24 | 32 | 35;

export type ConversionPlan =
  | { kind: 'none' }
  /** Each year, convert traditional savings to Roth up to the top of this bracket (taxable income). */
  | { kind: 'bracketTop'; rate: FillBracketRate; untilRmd: boolean }
  /** Each year, convert up to the next IRMAA threshold (MAGI), staying in the present premium tier. */
  | { kind: 'irmaaThreshold'; untilRmd: boolean };

export interface HouseholdInput {
  /** The plan's first calendar year: its tax tables are the newest held, in that year's dollars. */
  firstYear: number;
  a: HouseholdPersonInput;
  /** The spouse; null or absent for one person. */
  b?: HouseholdPersonInput | null;
  /** Plan until each person reaches this age (whole years). */
  planningAge: number;
  roth: number;
  taxable: number;
  /** Share of the taxable account that is cost basis, 0 to 1. */
  taxableBasisShare: number;
  cash: number;
  /** Yearly spending, today's dollars, after tax. */
  annualSpending: number;
  pensions?: PensionInput[];
  oneOffs?: OneOffInput[];
  /** Share of invested savings in stocks, percent (the rest in 10-year Treasury bonds), rebalanced yearly. */
  stockSharePercent: number;
  /** Yearly fees on invested savings, percent points. */
  feePercent: number;
  withdrawalOrder?: WithdrawalOrder;
  /** The bracket 'fillLowBrackets' fills with traditional withdrawals, percent (default 12). */
  fillBracketRate?: FillBracketRate;
  conversion?: ConversionPlan;
  /** Steady mode's nominal yearly return on invested savings and inflation, percent. */
  steady: { returnPercent: number; inflationPercent: number };
  /** Monte Carlo: number of paths and the seed (an unsigned 32-bit integer) that makes the run repeatable. */
  monteCarlo?: { paths?: number; seed?: number };
  /** MAGI of the two years before the plan (for the first two years' IRMAA), today's dollars; 0 when absent. */
  pastMagi?: number;
}

/** Which market one table of years follows. */
export type MarketChoice =
  { mode: 'steady' } | { mode: 'history'; startYear: number } | { mode: 'monteCarlo'; path: number | 'median' };

/** A problem with the input, for the words layer to phrase; the plan is worked out on the value shown as `used`. */
export type HouseholdError =
  | { code: 'planningAgeBelowAge'; person: PersonId; planningAge: number; age: number; used: number }
  | { code: 'claimAgeOutOfRange'; person: PersonId; claimAge: number; min: number; max: number; used: number }
  | { code: 'negativeAmount'; field: string; value: number; used: 0 }
  | { code: 'deathAgeOutOfRange'; person: PersonId; deathAge: number; min: number; max: number; used: number | null }
  | { code: 'outOfRange'; field: string; value: number; min: number; max: number; used: number };

/** One year of a plan. Money in that year's dollars unless the name ends in Today (the plan's first-year dollars). */
export interface HouseholdYear {
  year: number;
  /** Ages at the end of the year; null for someone not in the plan (single) or no longer alive. */
  ageA: number | null;
  ageB: number | null;
  filingStatus: 'single' | 'marriedJoint';
  /** Price level at the start of the year, relative to the plan's first year (1): start-of-year amounts ÷ it are today's dollars. */
  priceIndex: number;
  /** Price level at the end of the year: end-of-year balances ÷ it are today's dollars. */
  endPriceIndex: number;
  socialSecurityA: number;
  socialSecurityB: number;
  pensions: number;
  /** A one-off amount received (positive) and spent (positive here, an outflow). */
  oneOffIn: number;
  oneOffOut: number;
  /** Required minimum distributions (included in the traditional withdrawal). */
  rmd: number;
  withdrawTraditional: number;
  withdrawCash: number;
  withdrawTaxable: number;
  withdrawRoth: number;
  rothConversion: number;
  /** Long-term gains realised (taxable withdrawals' gain share and one-off gains). */
  capitalGains: number;
  taxableSocialSecurity: number;
  /** AGI = MAGI here (no tax-exempt interest). */
  magi: number;
  taxableIncome: number;
  federalTax: number;
  /** Medicare's income-related surcharge paid this year (MAGI of two years before), everyone on Medicare. */
  irmaa: number;
  irmaaTier: number;
  spending: number;
  spendingMet: number;
  shortfall: number;
  /** Income left after spending and tax, saved to the taxable account. */
  saved: number;
  /** Investment growth over the year (all accounts; negative in a fall). */
  returns: number;
  startTotal: number;
  traditionalA: number;
  traditionalB: number;
  roth: number;
  taxable: number;
  cash: number;
  endTotal: number;
  endTotalToday: number;
}

/** How one path (a steady run, a historical start or a Monte Carlo draw) ended. */
export interface PathOutcome {
  /** Years in which spending, tax and IRMAA were met in full (the plan's length when it lasted). */
  lastedYears: number;
  lasted: boolean;
  /** The first short year and the ages then; null when it lasted. */
  ranOutYear: number | null;
  ranOutAgeA: number | null;
  ranOutAgeB: number | null;
  /** Savings left at the end, in first-year dollars (0 when it ran out). */
  endBalanceToday: number;
}

export interface HistoryStart extends PathOutcome {
  startYear: number;
}

export interface PercentileRow {
  year: number;
  ageA: number | null;
  ageB: number | null;
  /** Savings at the end of the year, first-year dollars. */
  p10: number;
  p50: number;
  p90: number;
  /**
   * The same percentiles of savings in that year's own dollars (future dollars), ranked on their own: each path's
   * prices follow its own inflation, so these are not the first-year figures times one price level.
   */
  p10Nominal: number;
  p50Nominal: number;
  p90Nominal: number;
}

export type LeverId = 'claimAt70' | 'spendLess' | 'moreStocks' | 'fewerStocks' | 'convertToBracketUntilRmd';

/** "What would change the answer": one lever, recomputed over every historical start. */
export interface LeverFact {
  id: LeverId;
  /** False when the lever changes nothing for this plan (already at 70, 100 % stocks, converting already…). */
  applies: boolean;
  /** The value before and after (claim age of the first person listed, spending, stock share percent, bracket rate; 0 = not converting to a bracket top). */
  from: number;
  to: number;
  /** Whose claim changes (claimAt70); empty for the other levers. */
  people: PersonId[];
  successCount: number;
  total: number;
}

/** What the answer assumed, as numbers, for "How this is calculated" (the sources are in rules/household/plan.ts). */
export interface HouseholdAssumptions {
  /** The tax year whose tables are the plan's first-year tables (indexed to prices after it). */
  taxTableYear: number;
  /** The CMS IRMAA table used (thresholds indexed the same way). */
  irmaaTableYear: number;
  /** Each person's RMD age by birth year (SECURE 2.0: 73 for 1951–1959, 75 from 1960); null for no spouse. */
  rmdStartAgeA: number;
  rmdStartAgeB: number | null;
  /** The returns data's years (Damodaran). */
  historyFirstYear: number;
  historyLastYear: number;
  /** The life table's year (SSA period table). */
  lifeTableYear: number;
  /** Steady market, percent a year. */
  steadyReturnPercent: number;
  steadyInflationPercent: number;
  stockSharePercent: number;
  feePercent: number;
  withdrawalOrder: WithdrawalOrder;
  fillBracketRate: FillBracketRate;
  conversion: ConversionPlan;
}

/** The headline: every historical start, the worst, the steady projection, and what the plan assumed. */
export interface HouseholdHeadline {
  errors: HouseholdError[];
  assumptions: HouseholdAssumptions;
  /** The plan's years and who is in it. */
  firstYear: number;
  years: number;
  couple: boolean;
  planningAge: number;
  /** The chance of each person (and of at least one of a couple) living to the planning age: SSA period life table. */
  longevity: { a: number; b: number | null; either: number };
  history: {
    successCount: number;
    total: number;
    starts: HistoryStart[];
    /** The start with the fewest years lasted (then the least left); null when there is no start. */
    worst: HistoryStart | null;
    percentiles: PercentileRow[];
  };
  steady: PathOutcome & { rows: HouseholdYear[] };
}

export interface HouseholdMonteCarlo {
  paths: number;
  seed: number;
  successCount: number;
  percentiles: PercentileRow[];
  /** Index of the median path (ranked by years lasted, then what is left). */
  medianPath: number;
  median: PathOutcome;
  medianRows: HouseholdYear[];
}

/** The highest yearly spending, today's dollars, that lasted in every historical start (rounded down to the step; 0 when even none lasts). */
export interface HouseholdSafeSpending {
  amount: number;
  step: number;
}

export interface HouseholdAnswer extends HouseholdHeadline {
  monteCarlo: HouseholdMonteCarlo;
  safeSpending: HouseholdSafeSpending;
  levers: LeverFact[];
}

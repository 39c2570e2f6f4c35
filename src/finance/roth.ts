/** Roth conversion calculator (SPEC §3, §4 "Roth recommendation", §9 "Roth conversion"): the spec's model, exactly. */
import type { Explained } from './types';
import { MAX_MONEY, readChoice, readNumber, toFinite } from './num';
import { ORDINARY_RATES } from './rules/taxYears';
import { ROTH_BREAK_EVEN_HORIZON, ROTH_NEUTRAL_TOLERANCE } from './rules/roth';
import { toTodaysDollars } from './todaysDollars';

export { ROTH_BREAK_EVEN_HORIZON };

export type RothRecommendation = 'Favorable' | 'Not Favorable' | 'Neutral';

export interface RothConversionInput {
  currentAge: number;
  iraBalance: number;
  conversionAmount: number;
  currentTaxBracket: number;
  retirementTaxBracket: number;
  returnRate: number;
  yearsUntilRetirement: number;
}

export interface RothConversionResult extends Explained {
  /** The amount actually used (never more than the IRA balance). */
  conversionAmount: number;
  /** True when the requested amount exceeded the IRA balance and was reduced to it. */
  conversionClamped: boolean;
  taxCost: number;
  rothValue: number;
  traditionalValue: number;
  netBenefit: number;
  /** Years until the tax saved reaches the tax cost; 0 = never within the horizon (shown as 'Never'). */
  breakEvenTime: number;
  recommendation: RothRecommendation;
}

export const ROTH_DEFAULTS: RothConversionInput = {
  currentAge: 55,
  iraBalance: 500_000,
  conversionAmount: 100_000,
  currentTaxBracket: 22,
  retirementTaxBracket: 22,
  returnRate: 7,
  yearsUntilRetirement: 10,
};

export const ROTH_BOUNDS = {
  currentAge: { min: 18, max: 100 },
  money: { min: 0, max: MAX_MONEY, step: 1000 },
  brackets: ORDINARY_RATES,
  returnRate: { min: 0, max: 20, step: 0.1 },
  yearsUntilRetirement: { min: 1, max: 50 },
} as const;


export function calculateRothConversion(raw: Partial<RothConversionInput> | null | undefined): RothConversionResult {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof RothConversionInput, unknown>>;
  const B = ROTH_BOUNDS;
  const iraBalance = readNumber(input.iraBalance, B.money.min, B.money.max);
  const requested = readNumber(input.conversionAmount, B.money.min, B.money.max);
  const currentBracket = readChoice(toFinite(input.currentTaxBracket, NaN), B.brackets, ROTH_DEFAULTS.currentTaxBracket as (typeof ORDINARY_RATES)[number]);
  const retirementBracket = readChoice(toFinite(input.retirementTaxBracket, NaN), B.brackets, ROTH_DEFAULTS.retirementTaxBracket as (typeof ORDINARY_RATES)[number]);
  const returnRate = readNumber(input.returnRate, B.returnRate.min, B.returnRate.max);
  const years = Math.round(readNumber(input.yearsUntilRetirement, B.yearsUntilRetirement.min, B.yearsUntilRetirement.max, B.yearsUntilRetirement.min));

  const conversionAmount = Math.min(requested, iraBalance);
  const conversionClamped = requested > iraBalance;
  const growth = 1 + returnRate / 100;
  const taxCost = (conversionAmount * currentBracket) / 100;
  const rothValue = conversionAmount * growth ** years;
  const traditionalValue = rothValue * (1 - retirementBracket / 100);
  const netBenefit = rothValue - traditionalValue - taxCost;

  // Tax saved in year n = retirement-bracket tax avoided on the converted amount grown n years.
  let breakEvenTime = 0;
  for (let n = 1; n <= ROTH_BREAK_EVEN_HORIZON; n++) {
    if (taxCost > 0 && (conversionAmount * growth ** n * retirementBracket) / 100 >= taxCost) {
      breakEvenTime = n;
      break;
    }
  }

  const recommendation: RothRecommendation =
    netBenefit > ROTH_NEUTRAL_TOLERANCE ? 'Favorable' : netBenefit < -ROTH_NEUTRAL_TOLERANCE ? 'Not Favorable' : 'Neutral';

  return {
    conversionAmount,
    conversionClamped,
    taxCost,
    rothValue,
    traditionalValue,
    netBenefit,
    breakEvenTime,
    recommendation,
    assumptions: [
      { label: 'Tax on conversion', value: `${currentBracket} % of the amount converted (your current bracket), paid from other money` },
      { label: 'Tax in retirement', value: `${retirementBracket} % on traditional withdrawals` },
      { label: 'Growth', value: `${returnRate} % a year for ${years} years, compounded yearly` },
      ...(conversionClamped ? [{ label: 'Conversion amount', value: `Reduced to your IRA balance (${iraBalance})` }] : []),
      { label: 'Break-even search', value: `Up to ${ROTH_BREAK_EVEN_HORIZON} years; 0 means never` },
    ],
    formulas: [
      'Tax cost = conversion × current bracket',
      'Roth value = conversion × (1 + return)^years',
      'Traditional value = Roth value × (1 − retirement bracket)',
      'Net benefit = Roth value − traditional value − tax cost',
      'Break-even = first year n with conversion × (1 + return)^n × retirement bracket ≥ tax cost',
    ],
  };
}

/**
 * Roth conversion: the tax is paid now (unchanged); both values at retirement are the years until
 * retirement out.
 * The net benefit is recomputed from the converted values.
 */
export function rothInTodaysDollars(
  result: { rothValue: number; traditionalValue: number; taxCost: number },
  yearsUntilRetirement: unknown,
  inflationPercent: number,
): { rothValue: number; traditionalValue: number; netBenefit: number } {
  // Read as the engine reads it, so the years deflated are the years it grew.
  const span = ROTH_BOUNDS.yearsUntilRetirement;
  const years = Math.round(readNumber(yearsUntilRetirement, span.min, span.max, span.min));
  const rothValue = toTodaysDollars(result.rothValue, years, inflationPercent);
  const traditionalValue = toTodaysDollars(result.traditionalValue, years, inflationPercent);
  return { rothValue, traditionalValue, netBenefit: rothValue - traditionalValue - toFinite(result.taxCost) };
}

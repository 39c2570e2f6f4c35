import type { ConversionPlan, HouseholdInput, SocialSecurityInput } from '../../finance/household/types';
import type { TableChoice } from './protocol';
import { HOUSEHOLD_FALLBACK as F } from '../../finance/rules/household/plan';
import type { PlanInputs } from './fields';

/** The month a birthday is taken to fall in: the form asks ages, not dates of birth (said under "How this is calculated"). */
export const ASSUMED_BIRTH_MONTH = 1;

const CONVERSIONS: Record<PlanInputs['conversion'], ConversionPlan> = {
  none: { kind: 'none' },
  bracket12: { kind: 'bracketTop', rate: 12, untilRmd: true },
  bracket22: { kind: 'bracketTop', rate: 22, untilRmd: true },
  irmaa: { kind: 'irmaaThreshold', untilRmd: true },
};

/** Whether the form holds a spouse: a spouse's age above 0. */
export const isCouple = (inputs: Pick<PlanInputs, 'spouseAge'>) => inputs.spouseAge > 0;

/**
 * One person's Social Security for the engine: the amount already paid when the form holds one (from the COLA
 * letter: it already counts the claiming age, so it is never a PIA adjusted for `claimAge`), else the benefit at
 * full retirement age and the claiming age.
 */
export function socialSecurityOf(
  fullRetirementMonthly: number,
  claimAge: number,
  paidMonthly: number | null,
): SocialSecurityInput {
  return paidMonthly !== null && paidMonthly > 0
    ? { kind: 'alreadyPaid', monthly: paidMonthly }
    : { kind: 'atFullRetirementAge', monthly: fullRetirementMonthly, claimAge };
}

/** A benefit the form counts as already paid: whose, and how much a month. */
export interface PaidBenefit {
  whose: 'mine' | 'spouse';
  monthly: number;
}

/** Whose benefit the form counts as already paid, and how much a month (for "How this is calculated"). */
export function paidBenefits(inputs: PlanInputs): PaidBenefit[] {
  const paid: PaidBenefit[] = [];
  if (inputs.paidMonthly !== null && inputs.paidMonthly > 0) paid.push({ whose: 'mine', monthly: inputs.paidMonthly });
  if (isCouple(inputs) && inputs.spousePaidMonthly !== null && inputs.spousePaidMonthly > 0)
    paid.push({ whose: 'spouse', monthly: inputs.spousePaidMonthly });
  return paid;
}

/**
 * The engine's input from the form's flat values. Ages are at the end of `firstYear`, so the birth year
 * is `firstYear − age`. The engine checks and clamps every figure itself and reports what it changed.
 */
export function householdInput(inputs: PlanInputs, firstYear: number): HouseholdInput {
  const couple = isCouple(inputs);
  const person = (age: number, traditional: number, socialSecurity: SocialSecurityInput, deathAge: number | null) => ({
    birthYear: firstYear - age,
    birthMonth: ASSUMED_BIRTH_MONTH,
    traditional,
    socialSecurity,
    // A first death is a couple's question: alone, the plan runs to the planning age.
    deathAge: couple ? deathAge : null,
  });
  const oneOffSign = inputs.oneOff === 'receive' ? 1 : inputs.oneOff === 'spend' ? -1 : 0;
  return {
    firstYear,
    a: person(
      inputs.age,
      inputs.savings,
      socialSecurityOf(inputs.socialSecurity, inputs.claimAge, inputs.paidMonthly),
      inputs.deathAge,
    ),
    b: couple
      ? person(
          inputs.spouseAge,
          0,
          socialSecurityOf(inputs.spouseSocialSecurity, inputs.spouseClaimAge, inputs.spousePaidMonthly),
          inputs.spouseDeathAge,
        )
      : null,
    planningAge: inputs.planningAge,
    roth: inputs.roth,
    taxable: inputs.taxable,
    taxableBasisShare: inputs.basisPercent / 100,
    cash: inputs.cash,
    annualSpending: inputs.spending,
    pensions:
      inputs.pensionMonthly > 0
        ? [
            {
              owner: 'a',
              monthly: inputs.pensionMonthly,
              startAge: inputs.pensionStartAge,
              costOfLivingRaise: inputs.pensionRaise === 'yes',
              survivorShare: couple ? inputs.pensionSurvivorPercent / 100 : 0,
            },
          ]
        : [],
    oneOffs:
      oneOffSign !== 0 && inputs.oneOffAmount > 0
        ? [{ owner: 'a', age: inputs.oneOffAge, amount: oneOffSign * inputs.oneOffAmount, gainShare: 0 }]
        : [],
    stockSharePercent: inputs.stockPercent,
    feePercent: inputs.feePercent,
    withdrawalOrder: inputs.order,
    conversion: CONVERSIONS[inputs.conversion] ?? CONVERSIONS.none,
    steady: { returnPercent: F.steadyReturnPercent, inflationPercent: F.steadyInflationPercent },
    monteCarlo: { seed: inputs.seed },
  };
}

/** The table the year-by-year section opens on for the chosen markets: the worst start, the middle random path, or the steady one. */
export function defaultTableChoice(mode: PlanInputs['market']): TableChoice {
  if (mode === 'monteCarlo') return { mode: 'monteCarlo', path: 'median' };
  if (mode === 'steady') return { mode: 'steady' };
  return { mode: 'worst' };
}

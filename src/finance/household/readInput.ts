/**
 * Reads whatever arrives as a household plan (a form, a link, a worker message) into one clean plan, and
 * lists each problem as an error fact (issue I1 item 8: a planning age below today's age, a claiming age
 * outside 62–70, negative savings). The plan is still worked out, on the value each error names as used,
 * so a reader who mistypes one field keeps seeing the rest of the answer.
 */
import { readChoice, readNumber, toFinite } from '../core/num';
import { HOUSEHOLD_FALLBACK } from '../rules/household/plan';
import { HOUSEHOLD_BOUNDS } from './bounds';
import type {
  ConversionPlan,
  FillBracketRate,
  HouseholdError,
  OneOffInput,
  PensionInput,
  PersonId,
  WithdrawalOrder,
} from './types';

export interface PlanPerson {
  id: PersonId;
  birthYear: number;
  birthMonth: number;
  sex: 'female' | 'male' | 'unstated';
  traditional: number;
  ss: { kind: 'atFullRetirementAge'; pia: number; claimMonths: number } | { kind: 'alreadyPaid'; monthly: number };
  /** Whole age at the end of the plan's first year. */
  age: number;
  /** The age of the person's last year in the plan: the death age, else the planning age. */
  lastAge: number;
  deathAge: number | null;
}

export interface Plan {
  firstYear: number;
  people: PlanPerson[];
  planningAge: number;
  roth: number;
  taxable: number;
  basisShare: number;
  cash: number;
  spending: number;
  pensions: PensionInput[];
  oneOffs: OneOffInput[];
  /** Fraction 0–1. */
  stockShare: number;
  feePercent: number;
  order: WithdrawalOrder;
  fillRate: FillBracketRate;
  conversion: ConversionPlan;
  steadyReturnPercent: number;
  steadyInflationPercent: number;
  paths: number;
  seed: number;
  pastMagi: number;
}

const B = HOUSEHOLD_BOUNDS;
const F = HOUSEHOLD_FALLBACK;
const ORDERS: readonly WithdrawalOrder[] = ['fillLowBrackets', 'taxableFirst', 'traditionalFirst'];
const RATES: readonly FillBracketRate[] = [10, 12, 22, 24, 32, 35];
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function readHouseholdInput(raw: unknown): { plan: Plan; errors: HouseholdError[] } {
  const input = record(raw);
  const errors: HouseholdError[] = [];
  /** A number inside its bounds; a value outside them is an error fact, then brought inside. */
  const ranged = (field: string, value: unknown, min: number, max: number, fallback: number): number => {
    const n = toFinite(value, fallback);
    if (n < min || n > max)
      errors.push({ code: 'outOfRange', field, value: n, min, max, used: Math.min(max, Math.max(min, n)) });
    return Math.min(max, Math.max(min, n));
  };
  /** Money: a negative amount is its own error fact (issue I1 item 8) and counts as 0. */
  const money = (field: string, value: unknown): number => {
    const n = toFinite(value, 0);
    if (n < 0) errors.push({ code: 'negativeAmount', field, value: n, used: 0 });
    return readNumber(n, B.money.min, B.money.max);
  };

  const firstYear = Math.floor(ranged('firstYear', input.firstYear, B.firstYear.min, B.firstYear.max, 2026));
  const rawPlanningAge = Math.floor(
    ranged('planningAge', input.planningAge, B.planningAge.min, B.planningAge.max, F.planningAge),
  );
  const people: PlanPerson[] = [readPerson('a', record(input.a))];
  // A spouse is an object of their own; anything else (null, a number, a list) means one person.
  if (input.b !== null && typeof input.b === 'object' && !Array.isArray(input.b))
    people.push(readPerson('b', record(input.b)));
  // The plan runs until each person reaches the planning age; one below today's age is an error, and the
  // plan then runs to the oldest person's age (one year at least).
  let planningAge = rawPlanningAge;
  for (const p of people)
    if (rawPlanningAge < p.age) {
      errors.push({ code: 'planningAgeBelowAge', person: p.id, planningAge: rawPlanningAge, age: p.age, used: p.age });
      planningAge = Math.max(planningAge, p.age);
    }
  for (const p of people) {
    p.lastAge = planningAge;
    if (p.deathAge !== null) {
      const min = Math.max(B.deathAge.min, p.age);
      if (p.deathAge < min || p.deathAge > planningAge) {
        errors.push({
          code: 'deathAgeOutOfRange',
          person: p.id,
          deathAge: p.deathAge,
          min,
          max: planningAge,
          used: null,
        });
        p.deathAge = null;
      } else p.lastAge = p.deathAge;
    }
  }

  const conversion = readConversion(record(input.conversion));
  const monteCarlo = record(input.monteCarlo);
  const steady = record(input.steady);
  const plan: Plan = {
    firstYear,
    people,
    planningAge,
    roth: money('roth', input.roth),
    taxable: money('taxable', input.taxable),
    basisShare: readNumber(input.taxableBasisShare, B.share.min, B.share.max, F.taxableBasisShare),
    cash: money('cash', input.cash),
    spending: money('annualSpending', input.annualSpending),
    pensions: (Array.isArray(input.pensions) ? input.pensions : []).slice(0, B.pensions.maxCount).map(readPension),
    oneOffs: (Array.isArray(input.oneOffs) ? input.oneOffs : []).slice(0, B.oneOffs.maxCount).map(readOneOff),
    stockShare:
      readNumber(input.stockSharePercent, B.stockSharePercent.min, B.stockSharePercent.max, F.stockSharePercent) / 100,
    feePercent: readNumber(input.feePercent, B.feePercent.min, B.feePercent.max),
    order: readChoice(input.withdrawalOrder, ORDERS, F.withdrawalOrder),
    fillRate: readChoice(toFinite(input.fillBracketRate, NaN), RATES, F.fillBracketRate),
    conversion,
    steadyReturnPercent: readNumber(
      steady.returnPercent,
      B.steadyReturnPercent.min,
      B.steadyReturnPercent.max,
      F.steadyReturnPercent,
    ),
    steadyInflationPercent: readNumber(
      steady.inflationPercent,
      B.steadyInflationPercent.min,
      B.steadyInflationPercent.max,
      F.steadyInflationPercent,
    ),
    paths: Math.floor(readNumber(monteCarlo.paths, B.monteCarloPaths.min, B.monteCarloPaths.max, F.monteCarloPaths)),
    seed: Math.floor(readNumber(monteCarlo.seed, B.seed.min, B.seed.max, F.monteCarloSeed)),
    pastMagi: readNumber(input.pastMagi, B.money.min, B.money.max),
  };
  return { plan, errors };

  function readPerson(id: PersonId, p: Record<string, unknown>): PlanPerson {
    const birthYear = Math.floor(
      ranged(`${id}.birthYear`, p.birthYear, B.birthYear.min, Math.min(B.birthYear.max, firstYear - B.age.min), 1960),
    );
    const birthMonth = Math.floor(readNumber(p.birthMonth, 1, 12, 1));
    const ssIn = record(p.socialSecurity);
    const monthly = money(`${id}.socialSecurity.monthly`, ssIn.monthly);
    const capped = Math.min(monthly, B.socialSecurityMonthly.max);
    if (monthly > capped)
      errors.push({
        code: 'outOfRange',
        field: `${id}.socialSecurity.monthly`,
        value: monthly,
        min: 0,
        max: capped,
        used: capped,
      });
    let ss: PlanPerson['ss'];
    if (ssIn.kind === 'alreadyPaid') ss = { kind: 'alreadyPaid', monthly: capped };
    else {
      const claim = toFinite(ssIn.claimAge, B.claimAge.max);
      const used = Math.min(B.claimAge.max, Math.max(B.claimAge.min, claim));
      if (claim !== used)
        errors.push({
          code: 'claimAgeOutOfRange',
          person: id,
          claimAge: claim,
          min: B.claimAge.min,
          max: B.claimAge.max,
          used,
        });
      ss = { kind: 'atFullRetirementAge', pia: capped, claimMonths: Math.round(used * 12) };
    }
    const death =
      p.deathAge === null || p.deathAge === undefined || p.deathAge === '' ? NaN : toFinite(p.deathAge, NaN);
    return {
      id,
      birthYear,
      birthMonth,
      sex: p.sex === 'female' || p.sex === 'male' ? p.sex : 'unstated',
      traditional: money(`${id}.traditional`, p.traditional),
      ss,
      age: firstYear - birthYear,
      lastAge: 0,
      deathAge: Number.isFinite(death) ? Math.floor(death) : null,
    };
  }

  function readPension(value: unknown, i: number): PensionInput {
    const p = record(value);
    return {
      owner: p.owner === 'b' ? 'b' : 'a',
      monthly: money(`pensions.${i}.monthly`, p.monthly),
      startAge: Math.floor(readNumber(p.startAge, B.pensionStartAge.min, B.pensionStartAge.max, B.pensionStartAge.min)),
      costOfLivingRaise: p.costOfLivingRaise === true,
      survivorShare: readNumber(p.survivorShare, B.share.min, B.share.max),
    };
  }

  function readOneOff(value: unknown): OneOffInput {
    const o = record(value);
    return {
      owner: o.owner === 'b' ? 'b' : 'a',
      age: Math.floor(readNumber(o.age, 0, B.planningAge.max, 0)),
      amount: readNumber(o.amount, -B.money.max, B.money.max),
      gainShare: readNumber(o.gainShare, B.share.min, B.share.max),
    };
  }
}

function readConversion(c: Record<string, unknown>): ConversionPlan {
  const untilRmd = c.untilRmd !== false;
  if (c.kind === 'bracketTop')
    return { kind: 'bracketTop', rate: readChoice(toFinite(c.rate, NaN), RATES, F.fillBracketRate), untilRmd };
  if (c.kind === 'irmaaThreshold') return { kind: 'irmaaThreshold', untilRmd };
  return { kind: 'none' };
}

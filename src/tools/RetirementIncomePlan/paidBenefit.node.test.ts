/**
 * The benefit already paid, from a COLA letter (issue I3 item 2: "the monthly amount from this year's COLA letter.
 * It is used as the benefit paid, and the plan follows it from there"; issue I1 item 1: Social Security for each
 * person is "the benefit at full retirement age and a claiming age, or the amount already paid"). My details keeps
 * it as socialSecurityPaidMonthly / spouseSocialSecurityPaidMonthly; the plan's form prefills it, and the engine
 * takes it as { kind: 'alreadyPaid' }, never as a benefit at full retirement age adjusted for a claiming age.
 */
import { describe, expect, it } from 'vitest';
import { householdYears } from '../../finance/household/answers';
import { SITE_INFLATION_PERCENT } from '../../finance/rules/core/inflation';
import { myDetailsMap } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS, type PlanInputs } from './fields';
import { householdInput, paidBenefits, socialSecurityOf } from './plan';

const FIRST_YEAR = 2026;
/** A single reader of 68 who claimed at 66: this year's letter says $2,150.40 a month. */
const SINGLE: PlanInputs = {
  ...DEFAULTS,
  age: 68,
  spouseAge: 0,
  socialSecurity: 2_400,
  claimAge: 70,
  paidMonthly: 2_150.4,
};

describe('the form’s amount already paid is the engine’s { kind: alreadyPaid }', () => {
  it('maps a paid amount to alreadyPaid, and a blank or 0 to the benefit at full retirement age with its claiming age', () => {
    expect(socialSecurityOf(2_400, 70, 2_150.4)).toEqual({ kind: 'alreadyPaid', monthly: 2_150.4 });
    expect(socialSecurityOf(2_400, 70, null)).toEqual({ kind: 'atFullRetirementAge', monthly: 2_400, claimAge: 70 });
    expect(socialSecurityOf(2_400, 70, 0)).toEqual({ kind: 'atFullRetirementAge', monthly: 2_400, claimAge: 70 });
  });

  it('fills each person’s Social Security from the form: the reader’s paid, the spouse’s at full retirement age', () => {
    const input = householdInput(
      { ...SINGLE, spouseAge: 66, spouseSocialSecurity: 1_300, spouseClaimAge: 67 },
      FIRST_YEAR,
    );
    expect(input.a.socialSecurity).toEqual({ kind: 'alreadyPaid', monthly: 2_150.4 });
    expect(input.b?.socialSecurity).toEqual({ kind: 'atFullRetirementAge', monthly: 1_300, claimAge: 67 });
    const spousePaid = householdInput({ ...DEFAULTS, spouseAge: 66, spousePaidMonthly: 1_234.5 }, FIRST_YEAR);
    expect(spousePaid.a.socialSecurity.kind).toBe('atFullRetirementAge');
    expect(spousePaid.b?.socialSecurity).toEqual({ kind: 'alreadyPaid', monthly: 1_234.5 });
    // Alone, a spouse's paid amount left in the form is not the plan's.
    expect(paidBenefits({ ...DEFAULTS, spouseAge: 0, spousePaidMonthly: 1_234.5 })).toEqual([]);
    expect(paidBenefits({ ...DEFAULTS, spouseAge: 60, paidMonthly: 900, spousePaidMonthly: 1_234.5 })).toEqual([
      { whose: 'mine', monthly: 900 },
      { whose: 'spouse', monthly: 1_234.5 },
    ]);
  });

  it('pays 12 × the letter’s amount in the first year, then raises it with prices (the steady market’s inflation)', () => {
    const { rows, errors } = householdYears(householdInput(SINGLE, FIRST_YEAR), { mode: 'steady' });
    expect(errors).toEqual([]);
    // Hand figures: 12 × $2,150.40 = $25,804.80 in 2026, though the claiming age field says 70 (the reader is 68):
    // the letter's amount is paid from January. The engine keeps benefits in today's dollars and multiplies them by
    // the price level, which rises by the steady market's inflation (SITE_INFLATION_PERCENT, 2 %) each year:
    // 2027: 25,804.80 × 1.02 = 26,320.896; 2028: × 1.02² = 26,847.31392.
    expect(rows[0]!.year).toBe(2026);
    expect(rows[0]!.socialSecurityA).toBeCloseTo(25_804.8, 2);
    expect(SITE_INFLATION_PERCENT).toBe(2);
    expect(rows[1]!.socialSecurityA).toBeCloseTo(26_320.896, 2);
    expect(rows[2]!.socialSecurityA).toBeCloseTo(26_847.31392, 2);
    // The same reader not yet claimed (blank): nothing until 70, in 2028.
    const unclaimed = householdYears(householdInput({ ...SINGLE, paidMonthly: null }, FIRST_YEAR), { mode: 'steady' });
    expect(unclaimed.rows[0]!.socialSecurityA).toBe(0);
    expect(unclaimed.rows[1]!.socialSecurityA).toBe(0);
  });
});

describe('the form’s prefill of the amount already paid', () => {
  const fields = myDetailsMap(FIELDS);
  const context = { inputs: DEFAULTS, currentYear: FIRST_YEAR };

  it('reads the letter’s amount from My details, marked as from the COLA letter, for each person', () => {
    const details = { socialSecurityPaidMonthly: 2_150.4, spouseSocialSecurityPaidMonthly: 1_010 };
    expect(fields.paidMonthly?.derive(details, context)).toBe(2_150.4);
    expect(fields.paidMonthly?.source?.(details, context)).toBe('benefit-letter');
    expect(fields.spousePaidMonthly?.derive(details, context)).toBe(1_010);
    expect(fields.spousePaidMonthly?.source?.(details, context)).toBe('benefit-letter');
  });

  it('never puts the letter’s amount in the benefit at full retirement age', () => {
    const details = { socialSecurityPaidMonthly: 2_150.4, spouseSocialSecurityPaidMonthly: 1_010 };
    expect(fields.socialSecurity?.derive(details, context)).toBeUndefined();
    expect(fields.spouseSocialSecurity?.derive(details, context)).toBeUndefined();
    expect(fields.paidMonthly?.derive({ socialSecurityPia: 2_345 }, context)).toBeUndefined();
  });
});

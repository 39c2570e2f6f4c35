import { monthlyFromYearly, yearlyFromMonthly } from '../../finance/myDetails';
import { SOCIAL_SECURITY_BOUNDS as b, SOCIAL_SECURITY_DEFAULTS } from '../../finance/socialSecurity';
import { defineToolFields, fromAnswer, myDetailsFromFields } from '../shared/toolFields';

export const DEFAULTS = { ...SOCIAL_SECURITY_DEFAULTS };

/** The Social Security claiming-age fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'birthYear',
    label: 'Year you were born',
    kind: 'number',
    // A year is not grouped: "1964", never "1,964".
    grouping: false,
    min: b.birthYear.min,
    max: b.birthYear.max,
    hint: `Your full retirement age depends on it. A year from ${b.birthYear.min} to ${b.birthYear.max}.`,
    myDetails: fromAnswer('birthYear'),
    compare: { format: 'year' },
  },
  {
    id: 'fraBenefit',
    label: 'Monthly benefit at full retirement age',
    kind: 'money',
    decimals: 0,
    min: b.fraBenefit.min,
    max: b.fraBenefit.max,
    hint: 'Your “primary insurance amount”: find it in your Social Security statement at ssa.gov/myaccount.',
    myDetails: {
      from: ['socialSecurityYearly'],
      how: 'the yearly benefit divided by 12',
      derive: (d) => monthlyFromYearly(d.socialSecurityYearly),
      toMyDetails: (monthly) => ({ socialSecurityYearly: yearlyFromMonthly(Number(monthly)) }),
    },
  },
  { id: 'lifeExpectancy', label: 'Age to plan up to (life expectancy)', kind: 'number', unit: 'years', min: b.lifeExpectancy.min, max: b.lifeExpectancy.max, hint: 'Lifetime totals count payments up to this age.' },
  {
    id: 'colaPercent',
    label: 'Yearly cost-of-living increase (optional)',
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.colaPercent.step,
    min: b.colaPercent.min,
    max: b.colaPercent.max,
    hint: 'Leave at 0 to see everything in today’s dollars.',
    compare: { label: 'Yearly cost-of-living increase' },
  },
]);

/** Social Security claiming-age fields that My details answers. */
export const myDetailsFields = myDetailsFromFields('social-security', FIELDS);

import { monthlyFromYearly, yearlyFromMonthly } from '../../finance/myDetails';
import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Social Security claiming-age fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'birthYear' | 'fraBenefit'> = {
  toolId: 'social-security',
  fields: {
    birthYear: sameAs('Year you were born', 'birthYear'),
    fraBenefit: {
      label: 'Monthly benefit at full retirement age',
      from: ['socialSecurityYearly'],
      how: 'the yearly benefit divided by 12',
      derive: (d) => monthlyFromYearly(d.socialSecurityYearly),
      toMyDetails: (monthly) => ({ socialSecurityYearly: yearlyFromMonthly(Number(monthly)) }),
    },
  },
};

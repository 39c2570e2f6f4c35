import type { MyDetailsKey } from '../../storage';
import { ageFromBirthYear, sameAs, type MyDetailsField, type ToolMyDetailsFields } from '../shared/myDetailsFields';

// My details keeps one total per kind of account; the tool splits IRA from 401(k). The total goes in
// the IRA box and the 401(k) box becomes 0, so the example 401(k) balance is not added on top.
function emptiedBy(label: string, key: MyDetailsKey, totalIn: string): MyDetailsField {
  return { label, from: [key], how: `0: the whole total is entered under ${totalIn}`, derive: (d) => (d[key] === undefined ? undefined : 0) };
}

/** Article withdrawal calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<
  'age' | 'socialSecurity' | 'pension' | 'traditionalIRA' | 'traditional401k' | 'rothIRA' | 'roth401k' | 'taxable' | 'hsa'
> = {
  toolId: 'withdrawal-calculator',
  fields: {
    age: ageFromBirthYear('Your age', 'age at the end of this year'),
    socialSecurity: { ...sameAs('Social Security benefits per year', 'socialSecurityYearly'), how: 'the yearly benefit at full retirement age' },
    pension: sameAs('Pension income per year', 'pensionYearly'),
    traditionalIRA: {
      ...sameAs('Traditional IRA', 'traditionalSavings'),
      how: 'the whole traditional IRA and 401(k) total',
      // Saved back as the total of both boxes, as My details keeps it.
      toMyDetails: (ira, { inputs }) => ({ traditionalSavings: Number(ira) + Number(inputs.traditional401k) }),
    },
    traditional401k: emptiedBy('Traditional 401(k)', 'traditionalSavings', 'Traditional IRA'),
    rothIRA: {
      ...sameAs('Roth IRA', 'rothSavings'),
      how: 'the whole Roth IRA and Roth 401(k) total',
      toMyDetails: (ira, { inputs }) => ({ rothSavings: Number(ira) + Number(inputs.roth401k) }),
    },
    roth401k: emptiedBy('Roth 401(k)', 'rothSavings', 'Roth IRA'),
    taxable: sameAs('Taxable brokerage and savings', 'taxableSavings'),
    hsa: sameAs('Health savings account (HSA)', 'hsaBalance'),
  },
};

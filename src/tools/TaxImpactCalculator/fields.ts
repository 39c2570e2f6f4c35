import { ageFromBirthYear, sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Tax impact calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'filingStatus' | 'age' | 'socialSecurity' | 'pensionIncome' | 'otherIncome'> = {
  toolId: 'tax-impact',
  fields: {
    filingStatus: sameAs('Filing status', 'filingStatus'),
    age: ageFromBirthYear('Your age', 'age on 31 December of the tax year chosen in the tool', ({ inputs }) => Number(inputs.taxYear)),
    socialSecurity: { ...sameAs('Social Security benefits', 'socialSecurityYearly'), how: 'the yearly benefit at full retirement age' },
    pensionIncome: sameAs('Pension income', 'pensionYearly'),
    otherIncome: { ...sameAs('Other income', 'workIncomeYearly'), how: 'yearly income from work' },
  },
};

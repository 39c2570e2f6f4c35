import { ageFromBirthYear, sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Disability insurance calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age' | 'annualIncome'> = {
  toolId: 'disability',
  fields: {
    age: ageFromBirthYear('Your age', 'age at the end of this year'),
    annualIncome: sameAs('Yearly income before tax', 'workIncomeYearly'),
  },
};

import { ageInYear } from '../../finance/myDetails';
import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Disability insurance calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age' | 'annualIncome'> = {
  toolId: 'disability',
  fields: {
    age: { label: 'Your age', from: ['birthYear'], how: 'age at the end of this year', derive: (d, { currentYear }) => ageInYear(d.birthYear, currentYear) },
    annualIncome: sameAs('Yearly income before tax', 'workIncomeYearly'),
  },
};

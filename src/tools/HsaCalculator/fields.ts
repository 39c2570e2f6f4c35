import { ageInYear } from '../../finance/myDetails';
import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** HSA calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age' | 'currentHSA'> = {
  toolId: 'hsa',
  fields: {
    age: { label: 'Your age', from: ['birthYear'], how: 'age at the end of this year', derive: (d, { currentYear }) => ageInYear(d.birthYear, currentYear) },
    currentHSA: sameAs('HSA balance today', 'hsaBalance'),
  },
};

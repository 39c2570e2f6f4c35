import { ageInYear } from '../../finance/myDetails';
import type { ToolMyDetailsFields } from '../shared/myDetailsFields';

/** LTC insurance calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age'> = {
  toolId: 'ltc-insurance',
  fields: {
    age: { label: 'Your age', from: ['birthYear'], how: 'age at the end of this year', derive: (d, { currentYear }) => ageInYear(d.birthYear, currentYear) },
  },
};

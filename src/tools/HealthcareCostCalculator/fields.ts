import { ageInYear } from '../../finance/myDetails';
import type { ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Healthcare cost calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'currentAge'> = {
  toolId: 'healthcare-cost',
  fields: {
    currentAge: { label: 'Your age', from: ['birthYear'], how: 'age at the end of this year', derive: (d, { currentYear }) => ageInYear(d.birthYear, currentYear) },
  },
};

import { ageFromBirthYear, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Healthcare cost calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'currentAge'> = {
  toolId: 'healthcare-cost',
  fields: {
    currentAge: ageFromBirthYear('Your age', 'age at the end of this year'),
  },
};

import { ageFromBirthYear, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** LTC insurance calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age'> = {
  toolId: 'ltc-insurance',
  fields: {
    age: ageFromBirthYear('Your age', 'age at the end of this year'),
  },
};

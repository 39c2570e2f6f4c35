import { ageFromBirthYear, sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** HSA calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age' | 'currentHSA'> = {
  toolId: 'hsa',
  fields: {
    age: ageFromBirthYear('Your age', 'age at the end of this year'),
    currentHSA: sameAs('HSA balance today', 'hsaBalance'),
  },
};

import { youngestAgeInYear } from '../../finance/myDetails';
import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Reverse mortgage calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'homeValue' | 'mortgageBalance' | 'youngestBorrowerAge'> = {
  toolId: 'reverse-mortgage',
  fields: {
    homeValue: sameAs('Home value', 'homeValue'),
    mortgageBalance: sameAs('Mortgage still owed', 'mortgageBalance'),
    youngestBorrowerAge: {
      label: 'Age of the youngest borrower',
      from: ['birthYear', 'spouseBirthYear'],
      how: 'the younger of you and your spouse (when married), at the end of this year',
      derive: (d, { currentYear }) => youngestAgeInYear([d.birthYear, d.spouseBirthYear], currentYear),
    },
  },
};

import { ageInYear } from '../../finance/myDetails';
import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Roth conversion calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'currentAge' | 'iraBalance'> = {
  toolId: 'roth-conversion',
  fields: {
    currentAge: { label: 'Your age', from: ['birthYear'], how: 'age at the end of this year', derive: (d, { currentYear }) => ageInYear(d.birthYear, currentYear) },
    iraBalance: { ...sameAs('Traditional IRA balance', 'traditionalSavings'), how: 'the traditional IRA and 401(k) total' },
  },
};

import { ageFromBirthYear, sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Roth conversion calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'currentAge' | 'iraBalance'> = {
  toolId: 'roth-conversion',
  fields: {
    currentAge: ageFromBirthYear('Your age', 'age at the end of this year'),
    iraBalance: { ...sameAs('Traditional IRA balance', 'traditionalSavings'), how: 'the traditional IRA and 401(k) total' },
  },
};

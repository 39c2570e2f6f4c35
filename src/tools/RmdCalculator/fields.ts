import { ageFromBirthYear, sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** RMD calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age' | 'balance'> = {
  toolId: 'rmd',
  fields: {
    age: ageFromBirthYear('Your age at the end of the tax year', 'age on 31 December of the tax year chosen in the tool', ({ inputs }) => Number(inputs.taxYear)),
    balance: sameAs('Account balance on 31 December of the year before', 'traditionalSavings'),
  },
};

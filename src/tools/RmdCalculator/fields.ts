import { ageInYear } from '../../finance/myDetails';
import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** RMD calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'age' | 'balance'> = {
  toolId: 'rmd',
  fields: {
    age: {
      label: 'Your age at the end of the tax year',
      from: ['birthYear'],
      how: 'age on 31 December of the tax year chosen in the tool',
      derive: (d, { inputs }) => ageInYear(d.birthYear, Number(inputs.taxYear)),
    },
    balance: sameAs('Account balance on 31 December of the year before', 'traditionalSavings'),
  },
};

import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Home equity calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'homeValue' | 'mortgageBalance'> = {
  toolId: 'home-equity',
  fields: {
    homeValue: sameAs('Home value', 'homeValue'),
    mortgageBalance: sameAs('Mortgage balance', 'mortgageBalance'),
  },
};

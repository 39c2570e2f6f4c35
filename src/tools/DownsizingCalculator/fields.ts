import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Downsizing calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'currentHomeValue' | 'currentMortgageBalance'> = {
  toolId: 'downsizing',
  fields: {
    currentHomeValue: { ...sameAs('Expected sale price', 'homeValue'), how: 'home value' },
    currentMortgageBalance: sameAs('Mortgage still owed', 'mortgageBalance'),
  },
};

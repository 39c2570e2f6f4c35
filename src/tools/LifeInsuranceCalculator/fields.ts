import { sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

/** Life insurance needs calculator fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'annualIncome' | 'mortgageBalance'> = {
  toolId: 'life-insurance',
  fields: {
    annualIncome: { ...sameAs('Yearly income to replace', 'workIncomeYearly'), how: 'yearly income from work' },
    mortgageBalance: sameAs('Mortgage balance', 'mortgageBalance'),
  },
};

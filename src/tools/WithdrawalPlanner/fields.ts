import { PLANNER_BOUNDS } from '../../finance/withdrawalPlanner';
import type { MyDetails } from '../../storage';
import { ageFromBirthYear, sameAs, type ToolMyDetailsFields } from '../shared/myDetailsFields';

const supportedStatuses: readonly string[] = PLANNER_BOUNDS.filingStatuses;

/** Multi-year withdrawal planner fields that My details answers. */
export const myDetailsFields: ToolMyDetailsFields<'currentAge' | 'filingStatus' | 'traditionalBalance' | 'rothBalance' | 'taxableBalance'> = {
  toolId: 'withdrawal-planner',
  fields: {
    currentAge: ageFromBirthYear('Your age', 'age at the end of this year'),
    filingStatus: {
      label: 'Filing status',
      from: ['filingStatus'],
      how: 'only single or married: the planner has no head-of-household brackets',
      derive: (d) => (d.filingStatus && supportedStatuses.includes(d.filingStatus) ? d.filingStatus : undefined),
      toMyDetails: (status) => (supportedStatuses.includes(String(status)) ? ({ filingStatus: status } as Partial<MyDetails>) : undefined),
    },
    traditionalBalance: sameAs('Traditional IRA and 401(k) balance', 'traditionalSavings'),
    rothBalance: sameAs('Roth IRA and Roth 401(k) balance', 'rothSavings'),
    taxableBalance: sameAs('Taxable account balance', 'taxableSavings'),
  },
};

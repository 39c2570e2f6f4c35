import { ownerTiming } from '../../finance/estate/inheritedIra';
import { planInheritedIra } from '../../finance/estate/inheritedIraPlan';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** Whether the question "before 1 April?" matters: the owner died in the year of the required beginning date (traditional only). */
export function asksAboutApril(inputs: typeof DEFAULTS): boolean {
  if (inputs.accountType !== 'traditional') return false;
  return ownerTiming('traditional', inputs.ownerBirthYear, inputs.ownerDeathYear).rbdYear === inputs.ownerDeathYear;
}

/** The plan from the form's inputs (month 3 stands for "before 1 April", see src/finance/estate/inheritedIra.ts). */
export const computeInherited = (inputs: typeof DEFAULTS) =>
  planInheritedIra({
    accountType: inputs.accountType,
    relationship: inputs.relationship,
    ownerBirthYear: inputs.ownerBirthYear,
    ownerDeathYear: inputs.ownerDeathYear,
    beneficiaryBirthYear: inputs.beneficiaryBirthYear,
    balance: inputs.balance,
    year: inputs.year,
    spouseChoice: inputs.spouseChoice,
    ...(asksAboutApril(inputs) && inputs.diedBeforeApril === 'yes' ? { ownerDeathMonth: 3 } : {}),
  });

/**
 * Inherited IRA inputs and key results in a scenario comparison. The final year is left out: it has
 * no number for some rules (treat as own), and the comparison has no words for "none".
 */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, computeInherited, [['rmd', m.rmdRow, 'currency']]);

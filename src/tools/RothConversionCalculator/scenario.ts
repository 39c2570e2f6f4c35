import { calculateRothConversion } from '../../finance';
import type { RothFilingStatus } from '../../finance/roth';
import { scenarioFromFields } from '../shared/form/toolFields';
import { DEFAULTS, FIELDS } from './fields';

/** The form's inputs (a filing status read back as text) through the engine, which falls back on unknown ones. */
export const computeRoth = (inputs: typeof DEFAULTS) =>
  calculateRothConversion({ ...inputs, filingStatus: inputs.filingStatus as RothFilingStatus });

/** Roth conversion calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(
  DEFAULTS,
  FIELDS,
  [
    ['taxCost', 'Tax you pay now on the conversion', 'currency'],
    ['rothValue', 'Roth IRA value at retirement', 'currency'],
    ['netBenefit', 'Net benefit of converting', 'currency'],
  ],
  computeRoth,
);

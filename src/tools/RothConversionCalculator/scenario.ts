import { calculateRothConversion } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** The form's inputs through the engine. */
export const computeRoth = (inputs: typeof DEFAULTS) => calculateRothConversion(inputs);

/** Roth conversion calculator inputs and key results in a scenario comparison. */
export const scenario = projecting(
  scenarioFromFields(DEFAULTS, FIELDS, computeRoth, [
    ['taxCost', m.taxCostLabel, 'currency'],
    ['rothValue', () => m.rothValueLabel({ dollars: '' }), 'currency'],
    ['netBenefit', () => m.netBenefitLabel({ dollars: '' }), 'currency'],
  ]),
);

import { calculateRmd } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** The RMD from the form's inputs. */
export const computeRmd = (inputs: typeof DEFAULTS) =>
  calculateRmd({
    age: inputs.age,
    balance: inputs.balance,
    taxYear: inputs.taxYear,
    spouseSoleBeneficiary: inputs.spouseSole === 'yes',
    spouseAge: inputs.spouseAge,
  });

/** RMD calculator inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, computeRmd, [
  ['rmdAmount', m.rmdRow, 'currency'],
  ['monthlyAmount', m.monthlyLabel, 'currency'],
]);

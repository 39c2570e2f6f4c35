import { widowsTax } from '../../finance/widowsTax';
import type { FilingStatus, TaxYear } from '../../finance/types';
import type { DEFAULTS } from './fields';

/** "If one of us dies in [year]" (joint returns): the survivor's tax and premiums year by year; null when not asked. */
export const computeWidowsTax = (inputs: typeof DEFAULTS) => widowsTax({ ...inputs, filingStatus: inputs.filingStatus as FilingStatus, taxYear: inputs.taxYear as TaxYear });

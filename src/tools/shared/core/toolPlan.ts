import type { BirthDate, PlanDate } from '../../../finance/core/planDates';
import type { InputRecord } from './fieldTypes';

/**
 * What a tool says to My plan (src/plan), beside its scenario descriptor: the group it sits in, a
 * figure as the plan lists it, and another reading of its saved inputs where it has one.
 */

/** My plan's groups, in the page's order. */
export type PlanGroup = 'income' | 'health' | 'home' | 'insurance' | 'estate';

export interface PlanFigure {
  label: string;
  value: string;
}

/**
 * Another reading of a tool's saved inputs (the Social Security calculator's couple mode): its own
 * key results, dollars line, question and dates in place of the scenario's, or null when it does not apply.
 */
export interface PlanVariant {
  results: PlanFigure[];
  dollars: string;
  question: string;
  figureLine: string;
  dates: (birth: BirthDate, spouse?: BirthDate) => PlanDate[];
}
export type PlanVariantOf = (inputs: InputRecord) => PlanVariant | null;

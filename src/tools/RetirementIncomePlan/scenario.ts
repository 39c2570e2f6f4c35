import { scenarioFromFields } from '../shared/core/toolFields';
import { projecting } from '../shared/core/toolScenario';
import { onDemand } from '../shared/layout/onDemand';
import { HOUSEHOLD_BOUNDS } from '../../finance/household/bounds';
import { DEFAULTS, FIELDS, type PlanInputs } from './fields';
import { householdInput } from './plan';
import * as m from './messages';

/** The plan's first year: this calendar year, within the years the engine holds tables for. */
export function planFirstYear(now: Date = new Date()): number {
  const { min, max } = HOUSEHOLD_BOUNDS.firstYear;
  return Math.min(max, Math.max(min, now.getFullYear()));
}

/** The engine, fetched only when a comparison needs it (the page itself runs it in a Web Worker). */
const engine = onDemand(() => import('../../finance/household/answers'));

/** A scenario's key results: how many historical starts lasted, and the worst start's years. */
export function planResults(inputs: PlanInputs) {
  const answers = engine.get();
  if (!answers) return {};
  const headline = answers.householdHeadline(householdInput(inputs, planFirstYear()));
  return {
    startsLasted: headline.history.successCount,
    startsTested: headline.history.total,
    worstYearsLasted: headline.history.worst?.lastedYears ?? Number.NaN,
  };
}

/** The plan's inputs and key results in a scenario comparison (the engine loads first). */
export const planScenario = projecting({
  ...scenarioFromFields(DEFAULTS, FIELDS, planResults, [
    ['startsLasted', m.scenarioStartsLasted, 'number'],
    ['startsTested', m.scenarioStartsTested, 'number'],
    ['worstYearsLasted', m.scenarioWorstYears, 'years'],
  ]),
  prepare: engine.load,
});
export const scenario = planScenario;

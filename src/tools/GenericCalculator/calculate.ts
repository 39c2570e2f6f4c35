import { FormulaError, checkTree, evaluateTree, toFormulaNumber } from '../formula';
import type { CalculatorConfig } from './config';

/** A generic calculator's inputs by id: numbers, or text for select and text inputs. */
export type CalculatorValues = Record<string, number | string>;

/**
 * Every output's formula over the inputs. A bad formula gives 0 (SPEC §8: a failing output formula makes that output 0); anything else is an
 * overall failure. An output may also use the outputs listed before it by id, so configs need not
 * repeat long expressions (an input with the same id wins).
 */
export function calculateOutputs(config: CalculatorConfig, values: CalculatorValues): Record<string, number> {
  const variables = new Map(config.inputs.map((input) => [input.id, toFormulaNumber(values[input.id])]));
  const outputs: Record<string, number> = {};
  for (const output of config.outputs) {
    let value: number;
    try {
      value = evaluateTree(checkTree(output.tree), variables);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      console.warn(`[generic-calculator] output "${output.id}" could not be calculated: ${error.message}`);
      value = 0;
    }
    outputs[output.id] = value;
    if (!variables.has(output.id)) variables.set(output.id, value);
  }
  return outputs;
}

import { formatForDisplayType, type ValueStyle } from '../../kit';
import {
  defineScenario,
  optionWords,
  type FieldSpec,
  type ResultSpec,
  type ToolScenario,
} from '../shared/core/toolScenario';
import { calculateOutputs, type CalculatorValues } from './calculate';
import type { CalculatorConfig, CalculatorInput } from './config';
import { configUnitWords } from './configUnit';
import * as m from './messages';

/** An input's place in the comparison, read as the form reads it: "$" is money, "%" a percentage. */
function fieldSpecOf(input: CalculatorInput): FieldSpec {
  if (input.type === 'select') return [input.id, input.label, 'text', optionWords(input.options ?? [])];
  if (input.type === 'text') return [input.id, input.label, 'text'];
  const format: ValueStyle =
    input.unit === '$' ? 'currency' : input.unit === '%' ? 'percent' : input.unit === 'years' ? 'years' : 'number';
  // Any other unit ("months", "visits") is not in the figure, so the row's label carries it (read when shown).
  const unit = input.unit;
  const label =
    format === 'number' && unit
      ? () => m.labelWithUnit({ label: input.label, unit: configUnitWords(unit) })
      : input.label;
  return [input.id, label, format];
}

function resultFormatOf(displayType: string): ResultSpec[2] {
  return formatForDisplayType(displayType);
}

/**
 * A generic calculator's scenario descriptor, built from its article's config: every input in
 * the comparison, and every output as a key result from the same formulas the tool shows.
 */
export function scenarioFor(config: CalculatorConfig, defaults: CalculatorValues): ToolScenario<CalculatorValues> {
  return defineScenario<CalculatorValues>(
    defaults,
    config.inputs.map(fieldSpecOf),
    config.outputs.map((output) => [output.id, output.label, resultFormatOf(output.display_type)]),
    (inputs) => {
      try {
        return calculateOutputs(config, inputs);
      } catch (error) {
        // The tool itself shows its failure message for such a config; the comparison says $0 rather than break the page.
        console.warn('[generic-calculator] a scenario could not be calculated', error);
        return {};
      }
    },
  );
}

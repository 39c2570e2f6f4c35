import * as v from 'valibot';
import { identifierSchema, inputHelpEntries, numberLike } from '../shared/core/configSchema';

/** Ids double as formula variable names; this engine also refuses `tool` and `v`. */
const idSchema = identifierSchema(['__proto__', 'constructor', 'prototype', 'tool', 'v']);

export const calculatorInputSchema = v.object({
  id: idSchema,
  label: v.pipe(v.string(), v.minLength(1)),
  type: v.optional(v.picklist(['number', 'select', 'range', 'text']), 'number'),
  default_value: v.optional(v.union([v.string(), v.number()])),
  placeholder: v.optional(v.string()),
  min: v.optional(numberLike),
  max: v.optional(numberLike),
  step: v.optional(v.pipe(numberLike, v.minValue(0))),
  required: v.optional(v.boolean(), false),
  ...inputHelpEntries,
});
export type CalculatorInput = v.InferOutput<typeof calculatorInputSchema>;

export const calculatorOutputSchema = v.object({
  id: idSchema,
  label: v.pipe(v.string(), v.minLength(1)),
  formula: v.string(),
  /** The formula's checked tree, written in by the content compiler (withFormulaTrees); what the page evaluates. */
  tree: v.optional(v.unknown()),
  display_type: v.optional(v.string(), 'number'),
  description: v.optional(v.string()),
});
export type CalculatorOutput = v.InferOutput<typeof calculatorOutputSchema>;

export const calculatorConfigSchema = v.pipe(
  v.object({
    inputs: v.pipe(v.array(calculatorInputSchema), v.minLength(1, 'needs at least one input')),
    outputs: v.pipe(v.array(calculatorOutputSchema), v.minLength(1, 'needs at least one output')),
    disclaimer: v.optional(v.string()),
  }),
  v.check((config) => {
    const ids = config.inputs.map((input) => input.id);
    return new Set(ids).size === ids.length;
  }, 'has two inputs with the same id'),
  v.check(
    (config) => config.inputs.every((input) => input.type !== 'select' || (input.options?.length ?? 0) > 0),
    'has a select input without options',
  ),
);
export type CalculatorConfig = v.InferOutput<typeof calculatorConfigSchema>;

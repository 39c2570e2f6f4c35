import * as v from 'valibot';
import { identifierSchema, inputHelpEntries, numberLike } from '../shared/core/configSchema';

const idSchema = identifierSchema(['__proto__', 'constructor', 'prototype']);

export const stepInputSchema = v.object({
  id: idSchema,
  type: v.optional(v.picklist(['text', 'number', 'date', 'checkbox', 'select']), 'text'),
  label: v.pipe(v.string(), v.minLength(1)),
  placeholder: v.optional(v.string()),
  required: v.optional(v.boolean(), false),
  default_value: v.optional(v.union([v.string(), v.number(), v.boolean()])),
  min: v.optional(numberLike),
  max: v.optional(numberLike),
  step: v.optional(numberLike),
  ...inputHelpEntries,
});
export type StepInput = v.InferOutput<typeof stepInputSchema>;

export const stepOutputSchema = v.object({
  id: idSchema,
  label: v.pipe(v.string(), v.minLength(1)),
  display_type: v.optional(v.picklist(['boolean', 'currency', 'percentage', 'number', 'text']), 'text'),
  /** Optional: computed over every step's answers by the formula engine. Without it the output repeats the answer with the same id. */
  formula: v.optional(v.string()),
  /** The formula's checked tree, written in by the content compiler (withFormulaTrees); what the page evaluates. */
  tree: v.optional(v.unknown()),
  description: v.optional(v.string()),
});
export type StepOutput = v.InferOutput<typeof stepOutputSchema>;

export const stepSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  inputs: v.optional(v.array(stepInputSchema), []),
  outputs: v.optional(v.array(stepOutputSchema), []),
  guidance: v.optional(v.string()),
});
export type Step = v.InferOutput<typeof stepSchema>;

export const toolConfigSchema = v.pipe(
  v.object({
    description: v.optional(v.string()),
    steps: v.pipe(v.array(stepSchema), v.minLength(1, 'needs at least one step')),
    completion_message: v.optional(v.string()),
  }),
  v.check((config) => {
    const ids = config.steps.flatMap((step) => step.inputs.map((input) => input.id));
    return new Set(ids).size === ids.length;
  }, 'uses the same input id twice'),
  v.check(
    (config) =>
      config.steps.every((step) =>
        step.inputs.every((input) => input.type !== 'select' || (input.options?.length ?? 0) > 0),
      ),
    'has a select input without options',
  ),
);
export type ToolConfig = v.InferOutput<typeof toolConfigSchema>;

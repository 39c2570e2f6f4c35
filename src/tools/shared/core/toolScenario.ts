import type { ValueStyle } from '../../../kit';
import type { ComparisonField, ComparisonFormat, ComparisonResultField } from './comparisonFields';
import type { InputRecord, MyDetailsFieldMap, ToolFieldList } from './fieldTypes';
import { defineWords, wordsByValue, type Text } from '../../../i18n/text';
import * as filingStatus from './filingStatus.messages';

/**
 * What a calculator tells the shared scenario panel: its inputs' labels and formats in the
 * comparison table, and the key results its finance function works out from any set of inputs.
 * Each tool folder keeps one in `scenario.ts`; ToolLayout shows the panel for it.
 */
export interface ToolScenario<T extends InputRecord> {
  /** The tool's defaults, as given to useToolInputs: they type the values read back from storage or a link. */
  defaults: T;
  /** The tool's field list: values read back from storage or a link are parsed by its schema (toolSchema.ts). */
  fieldList?: ToolFieldList<T>;
  fields: readonly ComparisonField[];
  resultFields: readonly ComparisonResultField[];
  /** Key results for one side of a comparison (a method, so a tool's own input type fits). */
  results(inputs: T): Record<string, number>;
  /** The tool's fields that My details answers: they get the "Save these to My details" button. */
  myDetails?: MyDetailsFieldMap<keyof T & string>;
  /** For a tool whose calculation is fetched on demand: loads what `results` needs, a promise while it is on its way (the scenario panel waits for it). */
  prepare?: () => Promise<unknown> | undefined;
  /**
   * Its key results are a projection into the future, so the tool offers "Show in today's dollars"
   * (CONVENTIONS: Today's dollars): its form keeps the choice with its inputs (defineTool) and My
   * plan says its figures are before inflation. Set with `projecting(scenario)`.
   */
  projection?: true;
}

/**
 * A scenario made from a tool's field list (`scenarioFromFields`): it holds the form's defaults and
 * fields, so defineTool takes both from it and a form tool's tool.ts names neither.
 */
export type FieldScenario<T extends InputRecord> = ToolScenario<T> & { fieldList: ToolFieldList<T> };

/** A scenario whose key results are a projection (ToolScenario.projection), said once for the tool and My plan. */
export function projecting<S extends Pick<ToolScenario<InputRecord>, 'resultFields'>>(
  scenario: S,
): S & { projection: true } {
  return { ...scenario, projection: true };
}

/** A format in the compact rows: a ComparisonFormat, or its style alone ('currency' is { style: 'currency' }, 'age' an age in years and months). */
export type CompactFormat = ValueStyle | 'age' | ComparisonFormat;

/** A field row in a compact form: [key, label, format, options?]; 'text' shows the value as it is (or its option words). */
export type FieldSpec = readonly [
  key: string,
  label: Text,
  format: CompactFormat | 'text',
  options?: Readonly<Record<string, string>>,
];
/** A key result in a compact form: [key, label, format, 'optional'?] ('optional': ComparisonResultField.optional). */
export type ResultSpec = readonly [key: string, label: Text, format: CompactFormat, optional?: 'optional'];

/** A key result row from its compact form. */
export function resultFieldFromSpec([key, label, format, optional]: ResultSpec): ComparisonResultField {
  const field = defineWords({ key, format: valueFormat(format) } as ComparisonResultField, 'label', label);
  if (optional) field.optional = true;
  return field;
}

/** A compact format as a ComparisonFormat. */
export function valueFormat(format: CompactFormat): ComparisonFormat {
  return typeof format === 'string' ? ({ style: format } as ComparisonFormat) : format;
}

function fieldFromSpec([key, label, format, options]: FieldSpec): ComparisonField {
  const field = defineWords({ key } as ComparisonField, 'label', label);
  if (format !== 'text') field.format = valueFormat(format);
  if (options) field.options = options;
  return field;
}

/** Builds a descriptor from compact rows, so a tool's scenario file reads like a table. */
export function defineScenario<T extends InputRecord>(
  defaults: T,
  fields: readonly FieldSpec[],
  resultFields: readonly ResultSpec[],
  results: (inputs: T) => Record<string, number>,
  myDetails?: MyDetailsFieldMap<keyof T & string>,
): ToolScenario<T> {
  return {
    defaults,
    myDetails,
    fields: fields.map(fieldFromSpec),
    resultFields: resultFields.map(resultFieldFromSpec),
    results,
  };
}

/** A select's options as value → words (each read when shown, in the page's language), for the comparison table. */
export function optionWords(options: readonly { value: string; label: Text }[]): Readonly<Record<string, string>> {
  return wordsByValue(options);
}

/** Filing statuses in the words the tax tools show, each read when shown (in the page's language). */
export const FILING_STATUS_WORDS: Readonly<Record<string, string>> = wordsByValue([
  { value: 'single', label: filingStatus.single },
  { value: 'marriedJoint', label: filingStatus.marriedJoint },
  { value: 'marriedSeparate', label: filingStatus.marriedSeparate },
  { value: 'headOfHousehold', label: filingStatus.headOfHousehold },
]);

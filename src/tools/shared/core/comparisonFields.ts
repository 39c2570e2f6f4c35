import type { ValueFormat } from '../../../kit';

// A tool's rows in a scenario comparison: the field list (core/toolFields.ts) names them and the
// scenarios room (../scenarios) fills them in, so their shape sits on the ground floor.

/**
 * How a figure reads in the comparison: the kit's ValueFormat, or `age`, an age in years shown to the
 * nearest month in words, as the Social Security tool writes ages ("68 years and 11 months", never
 * "68.92 years"); its difference reads as a span ("+1 year and 1 month").
 */
export type ComparisonFormat = ValueFormat | { style: 'age' };

/** A tool input's place in the comparison table. */
export interface ComparisonField {
  key: string;
  label: string;
  /** How a number reads (a percent or number shows up to 2 digits). Without one the value is shown as it is. */
  format?: ComparisonFormat;
  /** For choices: stored value → the words the tool shows. */
  options?: Readonly<Record<string, string>>;
  /** For a field that may be left blank: the words for "not entered" (a blank is not 0). */
  blank?: string;
}

/** A key result, worked out from one side's inputs by the tool's finance function. */
export interface ComparisonResultField {
  key: string;
  label: string;
  format: ComparisonFormat;
  /**
   * A figure only some inputs have (the survivor's tax needs a year of death): where a side has
   * none (a result that is not a finite number) it reads "Does not apply", and with neither side
   * the row is left out. Without it a missing figure counts as 0.
   */
  optional?: boolean;
}

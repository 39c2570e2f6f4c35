import { formatMoneyForInput } from '../../../kit/format';
import type { ComparisonField } from '../core/comparisonFields';
import { formatComparisonValue } from '../scenarios/scenarios';
import type { InputRecord } from '../core/toolState';
import { formatLongDate } from '../form/today';
import * as m from './messages';

/** One part of a plain-text summary: a heading and its lines ("Label: value" or a sentence). */
export interface TextSummarySection {
  heading: string;
  lines: readonly string[];
}

export interface TextSummaryParts {
  /** The tool's name, the file's first line. */
  title: string;
  /** YYYY-MM-DD, the day the summary was made. */
  date: string;
  /** The tool's fields (its scenario's comparison fields) and their values, in the form's order. */
  fields: readonly ComparisonField[];
  inputs: InputRecord;
  /** Fields still at the tool's example figure: marked "(example)" in the file as on screen (H7 §3). */
  examples?: ReadonlySet<string>;
  /** The results as the screen shows them: figures already formatted. */
  sections: readonly TextSummarySection[];
}

/**
 * A calculator's figures and results as plain text anyone can open, read and print (issue H7 §5:
 * "Download a summary"): every figure in words and rounded as on screen, never raw JSON.
 */
export function textSummary({ title, date, fields, inputs, examples, sections }: TextSummaryParts): string {
  const block = (heading: string, lines: readonly string[]) =>
    lines.length > 0 ? [heading, ...lines.map((line) => `- ${line}`), ''] : [];
  const figures = fields
    .filter((field) => field.key in inputs)
    .map((field) => {
      const figure = { label: field.label, value: figureAsTyped(inputs[field.key], field) };
      return inputs[field.key] !== null && examples?.has(field.key)
        ? m.summaryExampleFigure(figure)
        : m.summaryFigure(figure);
    });
  return [
    title,
    m.summaryMadeWith({ date: formatLongDate(date) }),
    '',
    ...block(m.summaryYourFigures(), figures),
    ...sections.flatMap((section) => block(section.heading, section.lines)),
    m.summaryNotAdvice(),
    '',
  ].join('\n');
}

/** An input as the form shows it: money keeps the cents it was typed with ($202.90). */
function figureAsTyped(value: InputRecord[string] | undefined, field: ComparisonField): string {
  if (
    field.format?.style === 'currency' &&
    !field.options &&
    typeof value === 'number' &&
    Number.isFinite(value) &&
    !Number.isInteger(value)
  ) {
    return `$${formatMoneyForInput(value)}`;
  }
  return formatComparisonValue(value, field);
}

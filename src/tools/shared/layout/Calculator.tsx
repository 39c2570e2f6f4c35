import { useMemo, type ReactElement, type ReactNode } from 'react';
import { ResultsRegion, type ResultsRegionProps } from '../../../kit';
import type { MyDetailsFieldMap } from '../core/myDetailsFields';
import { fieldRenderer, ToolFieldsets, type ToolFieldChange, type ToolFieldset } from '../form/ToolField';
import { StaleNote, ToolLayout, type ToolLayoutProps } from './ToolLayout';
import type { ToolScenario } from '../core/toolScenario';
import type { InputRecord } from '../core/toolState';
import type { FormToolDefinition } from '../../defineTool';
import { useToolInputs } from '../form/useToolInputs';
import { exampleNote } from '../form/ToolField.css';
import type { ToolStorageId } from '../../toolIds.generated';
import * as m from './messages';

// What every calculator component imports besides this module's own pieces: from here they come in
// one line, and the module graph is the same (this module imports them anyway).
export { ToolFieldsets, fieldRenderer, type ToolFieldset } from '../form/ToolField';
export { Fieldset } from '../form/Fieldset';
export { useCalculateOnDemand } from './useCalculateOnDemand';

/**
 * A calculator's form, from its definition (defineTool): its inputs (useToolInputs; My details answers the fields its scenario
 * maps; links, saves and My details are read through the schema of `fields`, so a choice no
 * longer offered goes back to its default), a renderer for its fields (`form.field('age')`), and
 * its id and scenario, which the calculator layouts below read. `defaults` may hold view choices
 * the scenario does not keep (today's dollars).
 */
export function useCalculatorForm<T extends InputRecord, S extends InputRecord>(
  tool: FormToolDefinition<T, S> & { scenario: { myDetails?: MyDetailsFieldMap<keyof T & string> } },
) {
  const { id: toolId, defaults, fields, scenario } = tool;
  const form = useToolInputs(toolId, defaults, { myDetails: scenario.myDetails, fieldList: fields });
  // Results worked out from example figures alone say so (H7): no field of the list is the reader's yet.
  const onlyExamples = fields.every((f) => form.examples.has(f.id));
  return { ...form, toolId, scenario, onlyExamples, field: fieldRenderer(fields, form) };
}

/**
 * A live calculator's form (useCalculatorForm) and its result, worked out again when the inputs change:
 * what every tool drawn by LiveCalculator with one calculation opens with (useOnDemandCalculator's twin).
 * `compute` is the tool's calculation; it is read with the inputs, so it may be written inline.
 */
export function useLiveCalculator<T extends InputRecord, S extends InputRecord, R>(
  tool: Parameters<typeof useCalculatorForm<T, S>>[0],
  compute: (inputs: T) => R,
) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- worked out again only when the inputs change (see above)
  const result = useMemo(() => compute(inputs), [inputs]);
  return { form, result };
}

/** What the calculator layouts read of a tool's form: its id, its scenario and its inputs now. */
export interface CalculatorTool<S extends InputRecord> {
  toolId: ToolStorageId;
  scenario: ToolScenario<S>;
  inputs: S;
  /** Every field still holds the tool's example figure: results open with exampleResultsLead(). */
  onlyExamples?: boolean;
  /** The fields still at their example figure. */
  examples?: ReadonlySet<string>;
  /** The renderer of its fields (useCalculatorForm's `field`), for `fieldsets`. */
  field?: (id: keyof S & string, change?: ToolFieldChange) => ReactElement;
}

/** The words that open results computed from example figures only (read when shown). */
export const exampleResultsLead = (): string => m.exampleResultsLead();

/** A results summary as announced: led by exampleResultsLead() while only examples are in. */
export function exampleSummary(summary: string | undefined, _onlyExamples: boolean | undefined): string | undefined {
  // The lead is shown (ExampleResultsNote), not announced: announcing it made the first change of any
  // field repeat the same figures without the lead, and made an empty prompt speak.
  return summary;
}

/** The visible line opening example-only results. */
export function ExampleResultsNote({ show }: { show: boolean | undefined }) {
  return show ? (
    <p className={exampleNote} data-example-results="">
      {m.exampleResultsNote()}
    </p>
  ) : null;
}

interface CalculatorLayoutProps<S extends InputRecord> extends Pick<
  ToolLayoutProps<S>,
  'inputsLabel' | 'details' | 'detailsTitle'
> {
  form: CalculatorTool<S>;
  /** The results region's heading. */
  title: string;
  /** The form's fieldsets, each field drawn by `form.field` (with `fieldChanges` this render)... */
  fieldsets?: readonly ToolFieldset<S>[];
  fieldChanges?: Partial<Record<keyof S & string, ToolFieldChange>>;
  /** ...or the inputs as the tool draws them. */
  inputs?: ReactNode;
}

/** ToolLayout bound to a calculator's form: its tool's id, and its scenarios from the form's inputs now. */
export function FormToolLayout<S extends InputRecord>({
  form,
  ...layout
}: { form: CalculatorTool<S> } & Omit<ToolLayoutProps<S>, 'toolId' | 'scenarios'>) {
  return (
    <ToolLayout
      toolId={form.toolId}
      scenarios={{ ...form.scenario, inputs: form.inputs, examples: form.examples }}
      {...layout}
    />
  );
}

/**
 * Both calculator layouts: the form's fieldsets (or the tool's own inputs) and the results in a
 * ResultsRegion at the tools' heading level.
 */
function CalculatorFrame<S extends InputRecord>({
  form,
  fieldsets,
  fieldChanges,
  inputs,
  region,
  children,
  ...layout
}: Omit<CalculatorLayoutProps<S>, 'title'> &
  Pick<ToolLayoutProps<S>, 'onSubmit' | 'submitLabel'> & {
    region: Omit<ResultsRegionProps, 'headingLevel' | 'children'>;
    children: ReactNode;
  }) {
  const fields =
    fieldsets && form.field ? <ToolFieldsets sets={fieldsets} field={form.field} changes={fieldChanges} /> : null;
  return (
    <FormToolLayout
      form={form}
      inputs={fields ?? inputs}
      {...layout}
      results={
        <ResultsRegion headingLevel={3} {...region}>
          {children}
        </ResultsRegion>
      }
    />
  );
}

export interface LiveCalculatorProps<S extends InputRecord>
  extends CalculatorLayoutProps<S>, Pick<ResultsRegionProps, 'summary' | 'status' | 'emptyMessage'> {
  /** The results: cards, lists, charts. */
  children?: ReactNode;
}

/**
 * A calculator whose results follow every change: ToolLayout with the tool's scenarios, its
 * results in a ResultsRegion at the tools' heading level.
 */
export function LiveCalculator<S extends InputRecord>({
  title,
  summary,
  status,
  emptyMessage,
  children,
  ...frame
}: LiveCalculatorProps<S>) {
  return (
    <CalculatorFrame
      {...frame}
      region={{ title, status, emptyMessage, summary: exampleSummary(summary, frame.form.onlyExamples) }}
    >
      <ExampleResultsNote show={frame.form.onlyExamples && status !== 'empty'} />
      {children}
    </CalculatorFrame>
  );
}

/** useCalculateOnDemand's answer; `result` as the tool shows it (in today's dollars, say). */
export interface Calculation<C, R> {
  calculated: C | null;
  result: R | null;
  stale: boolean;
  calculate: () => void;
}

export interface OnDemandCalculatorProps<S extends InputRecord, C, R> extends CalculatorLayoutProps<S> {
  calculation: Calculation<C, R>;
  /** The button under the inputs, and the words of the note saying the results are out of date. */
  buttonLabel?: string;
  /** Shown until the button is first pressed. */
  emptyMessage: string;
  /** The sentence announced after each press. */
  summary: (result: R, calculated: C) => string;
  /** The results of the last press, below the note that says when the form has changed since. */
  children: (result: R, calculated: C) => ReactNode;
}

/**
 * A calculator that works only when its button is pressed (SPEC §4: LTC, both withdrawal tools, HSA and disability): the button under the
 * inputs (Enter in a field presses it too), a prompt until then, and afterwards the results of
 * the last press, which stay, with a note, when the form changes.
 */
export function OnDemandCalculator<S extends InputRecord, C, R>({
  title,
  calculation: { calculated, result, stale, calculate },
  buttonLabel: givenButtonLabel,
  emptyMessage,
  summary,
  children,
  ...frame
}: OnDemandCalculatorProps<S, C, R>) {
  const shown = result !== null && calculated !== null ? { result, calculated } : null;
  const buttonLabel = givenButtonLabel ?? m.calculate();
  const { onlyExamples } = frame.form;
  return (
    <CalculatorFrame
      {...frame}
      onSubmit={calculate}
      submitLabel={buttonLabel}
      region={{
        title,
        status: shown ? 'ready' : 'empty',
        emptyMessage,
        announceKey: calculated,
        summary: shown ? exampleSummary(summary(shown.result, shown.calculated), onlyExamples) : undefined,
      }}
    >
      {shown ? (
        <>
          <StaleNote stale={stale} buttonLabel={buttonLabel} />
          <ExampleResultsNote show={onlyExamples} />
          {children(shown.result, shown.calculated)}
        </>
      ) : null}
    </CalculatorFrame>
  );
}

import type { InputRecord } from './shared/core/toolState';
import type { ToolFieldList } from './shared/core/toolFields';
import type { FieldScenario, ToolScenario } from './shared/core/toolScenario';
import type { ToolMeta } from './toolMeta';
import type { ToolId } from './toolIds.generated';

/**
 * A tool, said once: its plain data (`tool.meta.ts`, ToolMeta) and, for a tool with a form, its
 * defaults, fields, scenario and years. Everything else reads it: the form
 * (`useCalculatorForm(tool)`), the stories (`toolStories(tool)`), the screen-reader transcripts,
 * My details' list of uses, the story audit and the years test. The component is loaded by id
 * (src/tools/registry.ts), so a definition never imports its component.
 */
export interface ToolDefinition<T extends InputRecord = InputRecord, S extends InputRecord = T> extends Omit<
  ToolMeta,
  'id'
> {
  /**
   * The id from tool.meta.ts, as the generated index has it: a folder whose id `npm run tool-index`
   * has not gathered (or a misspelt one) does not type-check, so its form, stored inputs and
   * scenarios are never keyed by an id the site does not know.
   */
  id: ToolId;
  /** The inputs the form opens on (defineTool: its scenario's, with the today's-dollars choice when it projects). */
  defaults?: T;
  /** The form's fields, in order: labels, bounds, hints, My details answers (defineTool: its scenario's field list). */
  fields?: ToolFieldList<NoInfer<T>>;
  /** What a saved scenario holds and the comparison shows. */
  scenario?: ToolScenario<S>;
  /** The years the tool offers, newest first (its default is the first); each is checked against the rules calendar. */
  years?: readonly number[];
}

/**
 * "Show in today's dollars" is kept with a tool's inputs (saved in this tab and in its link) as
 * this flag. A tool whose scenario is a projection (`projecting(…)`, toolScenario.ts) gets it in its
 * defaults from defineTool, so old saves and old links without it load as nominal dollars (mergeKnown
 * keeps the default for a missing field); a tool may open on today's dollars by giving it itself.
 */
export const TODAYS_DOLLARS_DEFAULT: { todaysDollars: boolean } = { todaysDollars: false };

/** A tool with a form: defaults, fields and scenario (as defineTool returns it). */
export type FormToolDefinition<T extends InputRecord, S extends InputRecord = T> = ToolDefinition<T, S> &
  Required<Pick<ToolDefinition<T, S>, 'defaults' | 'fields' | 'scenario'>>;

/**
 * What a form tool's tool.ts gives defineTool: its meta, years and scenario, which holds the form's
 * defaults and fields (`scenarioFromFields(DEFAULTS, FIELDS, …)`), so they are said once, there.
 */
type FormToolInput<S extends InputRecord> = Omit<ToolDefinition<S>, 'defaults' | 'fields' | 'scenario'> & {
  scenario: FieldScenario<S>;
};

/**
 * Defines a tool (see ToolDefinition). A form tool's defaults and fields are its scenario's; when its
 * scenario is a projection, the today's-dollars choice is added to its defaults (TODAYS_DOLLARS_DEFAULT),
 * unless the tool gives its defaults with the choice itself (a plan that opens on today's dollars).
 */
export function defineTool<S extends InputRecord>(
  definition: FormToolInput<S> & {
    scenario: { projection: true };
    defaults?: S & typeof TODAYS_DOLLARS_DEFAULT;
  },
): FormToolDefinition<S & typeof TODAYS_DOLLARS_DEFAULT, S>;
export function defineTool<S extends InputRecord>(definition: FormToolInput<S>): FormToolDefinition<S>;
export function defineTool(definition: Omit<ToolDefinition, 'defaults' | 'fields' | 'scenario'>): ToolDefinition;
export function defineTool(definition: ToolDefinition & { scenario?: FieldScenario<InputRecord> }): ToolDefinition {
  const { scenario } = definition;
  if (!scenario) return definition;
  const defaults =
    definition.defaults ??
    (scenario.projection ? { ...scenario.defaults, ...TODAYS_DOLLARS_DEFAULT } : scenario.defaults);
  return { ...definition, defaults, fields: scenario.fieldList };
}

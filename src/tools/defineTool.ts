import type { InputRecord } from './shared/core/toolState';
import type { ToolFieldList } from './shared/core/toolFields';
import type { ToolScenario } from './shared/core/toolScenario';
import type { ToolMeta } from './toolMeta';

/**
 * A tool, said once: its plain data (`tool.meta.ts`, ToolMeta) and, for a tool with a form, its
 * defaults, fields, scenario and years. Everything else reads it: the form
 * (`useCalculatorForm(tool)`), the stories (`toolStories(tool)`), the screen-reader transcripts,
 * My details' list of uses, the story audit and the years test. The component is loaded by id
 * (src/tools/registry.ts), so a definition never imports its component.
 */
export interface ToolDefinition<T extends InputRecord = InputRecord, S extends InputRecord = T> extends ToolMeta {
  /** The inputs the form opens on. */
  defaults?: T;
  /** The form's fields, in order: labels, bounds, hints, My details answers. */
  fields?: ToolFieldList<NoInfer<T>>;
  /** What a saved scenario holds and the comparison shows. */
  scenario?: ToolScenario<S>;
  /** The years the tool offers, newest first (its default is the first); each is checked against the rules calendar. */
  years?: readonly number[];
}

/** A tool with a form: defaults, fields and scenario given. */
export type FormToolDefinition<T extends InputRecord, S extends InputRecord = T> = ToolDefinition<T, S> &
  Required<Pick<ToolDefinition<T, S>, 'defaults' | 'fields' | 'scenario'>>;

/** Defines a tool (see ToolDefinition); returns it as given, typed. */
export function defineTool<T extends InputRecord, S extends InputRecord = T>(
  definition: FormToolDefinition<T, S>,
): FormToolDefinition<T, S>;
export function defineTool(definition: ToolDefinition): ToolDefinition;
export function defineTool(definition: ToolDefinition): ToolDefinition {
  return definition;
}

import type { FrameTheme as FrameName } from '../kit/Frame/Frame';
import type { InputRecord } from './shared/core/toolState';
import type { ToolFieldList } from './shared/core/toolFields';
import type { ToolScenario } from './shared/core/toolScenario';
import type { ToolLoader } from './types';

/**
 * A tool, said once. Everything else reads it: the registry and the tool pages (through the index
 * the build makes from it, scripts/tool-index-plugin.ts), the head tags, the form
 * (`useCalculatorForm(tool)`), the stories (`toolStories(tool)`), the screen-reader transcripts,
 * My details' list of uses, the story audit and the years test.
 *
 * `id`, `title`, `description`, `frame` and `page` are written as plain values in the call: the
 * build reads them from the source without running it (scripts/tool-definitions.mjs), so the
 * site's entry script can list every tool without loading any.
 */
export interface ToolDefinition<T extends InputRecord = InputRecord, S extends InputRecord = T> {
  /** The id articles name the tool by, and its page's path: /tools/<id>. Lower-case words joined by hyphens. */
  id: string;
  /** The tool's name, as its page's heading and its tab title show it. */
  title: string;
  /** One sentence under the title: what the reader gets from it. */
  description: string;
  /** The colour frame where no article picks one: its own page and its stories. Blue when left out. */
  frame?: FrameName;
  /** False for the engines articles configure (checklist, steps, formula): they have no page of their own. */
  page?: boolean;
  /** The inputs the form opens on. */
  defaults?: T;
  /** The form's fields, in order: labels, bounds, hints, My details answers. */
  fields?: ToolFieldList<NoInfer<T>>;
  /** What a saved scenario holds and the comparison shows. */
  scenario?: ToolScenario<S>;
  /** The years the tool offers, newest first (its default is the first); each is checked against the rules calendar. */
  years?: readonly number[];
  /** The tool's component, in a chunk of its own. */
  load: ToolLoader;
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

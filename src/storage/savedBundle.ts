import * as v from 'valibot';
import { myDetailsStore, myPlanStore, scenariosStore, legacyZerosAsBlank, toolInputsStore } from './keys';
import { savedCalculationsStore, savedChecklistsStore, savedToolsStore } from './savedStores';
import { bookmarksStore } from './bookmarks';
import { scenarioToolIds, toolInputIds } from './keptFigures';
import type { Store } from './storage';
import {
  myDetailsSchema,
  myPlanSchema,
  MAX_SCENARIOS_PER_TOOL,
  scenarioSchema,
  toolInputsSchema,
  type MyDetails,
  type ToolInputs,
  type MyPlan,
  type Scenario,
} from './schemas';
import {
  savedCalculationsSchema,
  savedChecklistsSchema,
  savedToolsSchema,
  type SavedCalculation,
  type SavedChecklist,
  type SavedToolSnapshot,
} from './savedSchemas';
import { bookmarksSchema } from './bookmarks';

const BUNDLE_FORMAT = 'evergreen-saved-items';
const BUNDLE_VERSION = 1;

/** Everything "My saved items" keeps in this browser, as one file the visitor can keep or move. */
export interface SavedBundle {
  format: typeof BUNDLE_FORMAT;
  version: typeof BUNDLE_VERSION;
  exportedAt: string;
  savedTools: SavedToolSnapshot[];
  savedChecklists: SavedChecklist[];
  savedCalculations: SavedCalculation[];
  bookmarks: string[];
  myDetails: MyDetails;
  /** Each tool's named scenarios, by tool id (H4). Files made before this have none. */
  scenarios: Record<string, Scenario[]>;
  /** My plan's hidden sections (H4; files made before issue I6 may hold birth months, which go to My details). */
  myPlan: MyPlan;
  /** Each tool's inputs, by tool id (issue I6: kept on this device like the rest). Files made before this have none. */
  toolInputs: Record<string, ToolInputs>;
}

const bundleSchema = v.object({
  format: v.literal(BUNDLE_FORMAT),
  version: v.literal(BUNDLE_VERSION),
  exportedAt: v.optional(v.string(), ''),
  savedTools: v.optional(savedToolsSchema, []),
  savedChecklists: v.optional(savedChecklistsSchema, []),
  savedCalculations: v.optional(savedCalculationsSchema, []),
  bookmarks: v.optional(bookmarksSchema, []),
  myDetails: v.optional(myDetailsSchema, {}),
  scenarios: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), v.array(scenarioSchema)), {}),
  myPlan: v.optional(myPlanSchema, { hiddenTools: [] }),
  toolInputs: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), toolInputsSchema), {}),
});

export function buildSavedBundle(now: Date = new Date()): SavedBundle {
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exportedAt: now.toISOString(),
    savedTools: savedToolsStore.read(),
    savedChecklists: savedChecklistsStore.read(),
    savedCalculations: savedCalculationsStore.read(),
    bookmarks: bookmarksStore.read(),
    myDetails: myDetailsStore.read(),
    scenarios: Object.fromEntries(scenarioToolIds().map((toolId) => [toolId, scenariosStore(toolId).read()])),
    myPlan: myPlanStore.read(),
    toolInputs: Object.fromEntries(toolInputIds().map((toolId) => [toolId, toolInputsStore(toolId).read()])),
  };
}

export type SavedBundleParseResult = { ok: true; bundle: SavedBundle } | { ok: false; error: string };

/** Reads a file the visitor chose. Never throws; an error is a plain sentence to show them. */
export function parseSavedBundle(jsonText: string): SavedBundleParseResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText);
  } catch {
    return { ok: false, error: "This file can't be read. Please choose a file made with “Export all saved items”." };
  }
  const isOurs =
    typeof parsed === 'object' && parsed !== null && (parsed as { format?: unknown }).format === BUNDLE_FORMAT;
  if (!isOurs)
    return {
      ok: false,
      error: "This file isn't an Evergreen saved-items file. Please choose a file made with “Export all saved items”.",
    };
  if ((parsed as { version?: unknown }).version !== BUNDLE_VERSION) {
    return { ok: false, error: 'This file was made by a different version of Evergreen, so we could not read it.' };
  }
  const result = v.safeParse(bundleSchema, parsed);
  if (!result.success) return { ok: false, error: 'Part of this file is damaged, so nothing was imported.' };
  // A file made before issue I6 (it has no tool inputs) kept 0 where a box may now be blank: read as the tools' saves are.
  if (!('toolInputs' in (parsed as object))) {
    const scenarios = Object.fromEntries(
      Object.entries(result.output.scenarios).map(([toolId, list]) => [
        toolId,
        list.map((scenario) => ({
          ...scenario,
          inputs: legacyZerosAsBlank(toolId, scenario.inputs) as Scenario['inputs'],
        })),
      ]),
    );
    return { ok: true, bundle: { ...result.output, scenarios } };
  }
  return { ok: true, bundle: result.output };
}

export interface SavedBundleImportSummary {
  added: number;
  myDetailsReplaced: boolean;
}

/** Adds to a stored list the incoming items it does not hold yet (compared as JSON); returns how many. */
function addMissing<T>(store: Store<T[]>, incoming: readonly T[]): number {
  const current = store.read();
  const seen = new Set(current.map((item) => JSON.stringify(item)));
  const merged = [...current];
  for (const item of incoming) {
    const text = JSON.stringify(item);
    if (seen.has(text)) continue;
    seen.add(text);
    merged.push(item);
  }
  store.write(merged);
  return merged.length - current.length;
}

/** Adds a tool's scenarios whose names it does not hold yet (ignoring case), up to the 10 a tool keeps. */
function addScenarios(toolId: string, incoming: readonly Scenario[]): number {
  const current = scenariosStore(toolId).read();
  const names = new Set(current.map((scenario) => scenario.name.trim().toLowerCase()));
  const merged = [...current];
  for (const scenario of incoming) {
    const name = scenario.name.trim().toLowerCase();
    if (names.has(name) || merged.length >= MAX_SCENARIOS_PER_TOOL) continue;
    names.add(name);
    merged.push(scenario);
  }
  if (merged.length > current.length) scenariosStore(toolId).write(merged);
  return merged.length - current.length;
}

/**
 * Adds the file's saved items to this browser's (an item already here is not added twice) and,
 * when the file holds any of My details, puts them in place of the current ones.
 */
export function importSavedBundle(bundle: SavedBundle): SavedBundleImportSummary {
  const added =
    addMissing(savedToolsStore, bundle.savedTools) +
    addMissing(savedChecklistsStore, bundle.savedChecklists) +
    addMissing(savedCalculationsStore, bundle.savedCalculations) +
    addMissing(bookmarksStore, bundle.bookmarks);
  const scenariosAdded = Object.entries(bundle.scenarios).reduce(
    (sum, [toolId, incoming]) => sum + addScenarios(toolId, incoming),
    0,
  );
  // A tool's inputs come in only where this browser has none for it: what is typed here is never replaced.
  const inputsAdded = Object.entries(bundle.toolInputs).filter(([toolId, inputs]) => {
    if (Object.keys(inputs).length === 0 || Object.keys(toolInputsStore(toolId).read()).length > 0) return false;
    return toolInputsStore(toolId).write(inputs).ok;
  }).length;
  // A file made before issue I6 keeps the birth months in My plan: they are My details' now.
  const { birthMonth, birthDay, spouseBirthMonth, spouseBirthDay } = bundle.myPlan;
  const datesFromPlan = Object.fromEntries(
    Object.entries({ birthMonth, birthDay, spouseBirthMonth, spouseBirthDay }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Partial<MyDetails>;
  const myDetailsReplaced = Object.keys(bundle.myDetails).length > 0;
  if (myDetailsReplaced) myDetailsStore.write({ ...datesFromPlan, ...bundle.myDetails });
  else if (Object.keys(datesFromPlan).length > 0) myDetailsStore.write({ ...myDetailsStore.read(), ...datesFromPlan });
  return { added: added + scenariosAdded + inputsAdded, myDetailsReplaced };
}

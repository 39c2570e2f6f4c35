import * as v from 'valibot';
import { createStore, type Store } from './storage';
import {
  beneficiariesSchema,
  bookmarksSchema,
  earningsRecordSchema,
  myDetailsSchema,
  myPlanSchema,
  scenariosSchema,
  checklistProgressSchema,
  savedCalculationsSchema,
  savedChecklistsSchema,
  savedToolsSchema,
  toolInputsSchema,
  toolProgressSchema,
  type Beneficiary,
  type EarningsRecordKept,
  type ChecklistProgress,
  type MyDetails,
  type MyPlan,
  type Scenario,
  type SavedCalculation,
  type SavedChecklist,
  type SavedToolSnapshot,
  type ToolInputs,
  type ToolProgress,
} from './schemas';

/** Lowercase, anything not a letter or digit becomes '-', no dashes at the ends. Also names download files. */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The browser-storage keys (SPEC §7 lists what each key holds), in one place. */
export const STORAGE_KEYS = {
  toolProgress: (title: string) => `tool-progress-${title}`,
  savedTools: 'savedTools',
  beneficiaries: 'beneficiaries',
  checklistProgress: (title: string) => `checklist-progress-${slugifyTitle(title)}`,
  savedChecklists: 'savedChecklists',
  savedCalculations: 'savedCalculations',
  bookmarks: 'bookmarks',
  toolInputs: (toolId: string) => `tool-inputs-${toolId}`,
  myDetails: 'myDetails',
  scenarios: (toolId: string) => `scenarios-${toolId}`,
  myPlan: 'myPlan',
  earningsRecord: 'earningsRecord',
} as const;

// Components may call these factories on every render; one store per key keeps read() results stable.
const storeCache = new Map<string, Store<unknown>>();
function cached<T>(cacheKey: string, make: () => Store<T>): Store<T> {
  let store = storeCache.get(cacheKey) as Store<T> | undefined;
  if (!store) {
    store = make();
    storeCache.set(cacheKey, store as Store<unknown>);
  }
  return store;
}

/** Per-title step-tool progress. The key keeps the raw title, as the original site did, so old progress is found. */
export function toolProgressStore(title: string): Store<ToolProgress | null> {
  const key = STORAGE_KEYS.toolProgress(title);
  return cached(key, () =>
    createStore<ToolProgress | null>({ key, schema: v.nullable(toolProgressSchema), version: 1, fallback: null }),
  );
}

/** A version-1 list in localStorage that starts empty (and starts empty again when corrupt). */
function listStore<T>(key: string, schema: v.GenericSchema<unknown, T[]>): Store<T[]> {
  return createStore({ key, schema, version: 1, fallback: () => [] });
}

export const savedToolsStore: Store<SavedToolSnapshot[]> = listStore(STORAGE_KEYS.savedTools, savedToolsSchema);

export const beneficiariesStore: Store<Beneficiary[]> = listStore(STORAGE_KEYS.beneficiaries, beneficiariesSchema);

export function checklistProgressStore(title: string): Store<ChecklistProgress | null> {
  const key = STORAGE_KEYS.checklistProgress(title);
  return cached(key, () =>
    createStore<ChecklistProgress | null>({
      key,
      schema: v.nullable(checklistProgressSchema),
      version: 1,
      fallback: null,
    }),
  );
}

export const savedChecklistsStore: Store<SavedChecklist[]> = listStore(
  STORAGE_KEYS.savedChecklists,
  savedChecklistsSchema,
);

export const savedCalculationsStore: Store<SavedCalculation[]> = listStore(
  STORAGE_KEYS.savedCalculations,
  savedCalculationsSchema,
);

export const bookmarksStore: Store<string[]> = listStore(STORAGE_KEYS.bookmarks, bookmarksSchema);

/**
 * "My details" (G5): kept in local storage so every tool in every later visit can start from it.
 * Tools only read it; the My details page (or an explicit "Save these to My details") writes it.
 */
export const myDetailsStore: Store<MyDetails> = createStore({
  key: STORAGE_KEYS.myDetails,
  schema: myDetailsSchema,
  version: 1,
  fallback: () => ({}),
});

/** A tool's named scenarios (at most MAX_SCENARIOS_PER_TOOL), kept in this browser across visits. */
export function scenariosStore(toolId: string): Store<Scenario[]> {
  const key = STORAGE_KEYS.scenarios(toolId);
  return cached(key, () => listStore(key, scenariosSchema));
}

export function isBookmarked(slug: string): boolean {
  return bookmarksStore.read().includes(slug);
}

/** Flips the bookmark and returns the new state. The page keeps the new state even if saving failed. */
export function toggleBookmark(slug: string): boolean {
  const current = bookmarksStore.read();
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  bookmarksStore.write(next);
  return next.includes(slug);
}

export interface ToolInputsOptions<T> {
  /** For tools whose inputs are not flat (lists, nested choices). */
  schema: v.GenericSchema<unknown, T>;
  fallback: T | (() => T);
  version?: number;
}

/**
 * Per-tab inputs of a tool, so answers survive moving between pages but not closing the tab.
 * Without options the value is a flat record of field values.
 */
export function toolInputsStore(toolId: string): Store<ToolInputs>;
export function toolInputsStore<T>(toolId: string, options: ToolInputsOptions<T>): Store<T>;
export function toolInputsStore<T>(toolId: string, options?: ToolInputsOptions<T>): Store<T> | Store<ToolInputs> {
  const key = STORAGE_KEYS.toolInputs(toolId);
  if (options) {
    return cached(`session:${key}:custom`, () =>
      createStore<T>({
        key,
        area: 'session',
        schema: options.schema,
        version: options.version ?? 1,
        fallback: options.fallback,
      }),
    );
  }
  return cached(`session:${key}`, () =>
    createStore<ToolInputs>({ key, area: 'session', schema: toolInputsSchema, version: 1, fallback: () => ({}) }),
  );
}

/** "My plan" (H4): birth months for the dates and the sections hidden by "Clear my plan". */
export const myPlanStore: Store<MyPlan> = createStore({
  key: STORAGE_KEYS.myPlan,
  schema: myPlanSchema,
  version: 1,
  fallback: () => ({ hiddenTools: [] }),
});

/**
 * The earnings record, kept in local storage only when the reader ticks "Keep my earnings record on
 * this device" (issue I3, item 5); "Forget my record" removes it. Corrupt or old data reads as none.
 */
export const earningsRecordStore: Store<EarningsRecordKept | null> = createStore<EarningsRecordKept | null>({
  key: STORAGE_KEYS.earningsRecord,
  schema: v.nullable(earningsRecordSchema),
  version: 1,
  fallback: null,
});

function rawItem(area: 'local' | 'session', key: string): string | null {
  try {
    return (area === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** What a tool has kept in this browser: this tab's inputs, its named scenarios, and whether either was unreadable. */
export interface ToolSaved {
  /** This tab's inputs; null when there are none. */
  inputs: ToolInputs | null;
  scenarios: Scenario[];
  /** Something was stored but could not be read (it was set aside, as every corrupt key is). */
  corrupt: boolean;
}

/**
 * Reads a tool's saved inputs and scenarios through their stores. A store drops a corrupt entry and
 * starts fresh (with a console warning); this also says that it happened, so a page can tell the reader.
 */
export function readToolSaved(toolId: string): ToolSaved {
  const inputsKey = STORAGE_KEYS.toolInputs(toolId);
  const scenariosKey = STORAGE_KEYS.scenarios(toolId);
  const hadInputs = rawItem('session', inputsKey) !== null;
  const hadScenarios = rawItem('local', scenariosKey) !== null;
  const inputs = toolInputsStore(toolId).read();
  const scenarios = scenariosStore(toolId).read();
  const corrupt =
    (hadInputs && rawItem('session', inputsKey) === null) || (hadScenarios && rawItem('local', scenariosKey) === null);
  return { inputs: Object.keys(inputs).length > 0 ? inputs : null, scenarios, corrupt };
}

function keysWithPrefix(area: 'local' | 'session', prefix: string): string[] {
  try {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    const found: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) found.push(key.slice(prefix.length));
    }
    return found.sort();
  } catch {
    return [];
  }
}

/** The tools that have named scenarios stored in this browser. */
export function scenarioToolIds(): string[] {
  return keysWithPrefix('local', STORAGE_KEYS.scenarios('')).filter(
    (toolId) => scenariosStore(toolId).read().length > 0,
  );
}

/** The tools whose inputs this tab keeps. */
export function toolInputIds(): string[] {
  return keysWithPrefix('session', STORAGE_KEYS.toolInputs('')).filter(
    (toolId) => Object.keys(toolInputsStore(toolId).read()).length > 0,
  );
}

import type * as v from 'valibot';
import { browserStorage, createStore, oncePerPage, resolveArea, type Store, type StoreOptions } from './storage';
import { KEEP_ON_DEVICE_KEY, KEEP_ON_DEVICE_VERSION, type PersonalArea } from './devicePreference';
import {
  keepOnDeviceSchema,
  MY_DETAILS_VERSION,
  myDetailsSchema,
  myPlanSchema,
  scenariosSchema,
  toolInputsSchema,
  type KeepOnDevice,
  type MyDetails,
  type MyPlan,
  type Scenario,
  type ToolInputs,
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
  /** Whether the visitor's figures are kept on this device (devicePreference.ts); always in local storage. */
  keepOnDevice: KEEP_ON_DEVICE_KEY,
} as const;

/**
 * The keys that hold the visitor's own figures and things (issue I6, item 5): kept in local storage,
 * or only in this tab's session storage when the visitor chose not to keep figures on this device.
 * Everything this site stores except that choice itself.
 */
const PERSONAL_EXACT: ReadonlySet<string> = new Set([
  STORAGE_KEYS.savedTools,
  STORAGE_KEYS.beneficiaries,
  STORAGE_KEYS.savedChecklists,
  STORAGE_KEYS.savedCalculations,
  STORAGE_KEYS.bookmarks,
  STORAGE_KEYS.myDetails,
  STORAGE_KEYS.myPlan,
  STORAGE_KEYS.earningsRecord,
]);
const PERSONAL_PREFIXES = [
  STORAGE_KEYS.toolProgress(''),
  STORAGE_KEYS.checklistProgress(''),
  STORAGE_KEYS.toolInputs(''),
  STORAGE_KEYS.scenarios(''),
] as const;

/** Whether `key` holds the visitor's figures (and so lives where their keep-on-device choice says). */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_EXACT.has(key) || PERSONAL_PREFIXES.some((prefix) => key.startsWith(prefix));
}

const other = (area: PersonalArea): PersonalArea => (area === 'local' ? 'session' : 'local');

function rawStorage(area: PersonalArea): Storage | null {
  try {
    return browserStorage(area);
  } catch {
    return null;
  }
}

export function personalKeysIn(area: PersonalArea): string[] {
  const storage = rawStorage(area);
  if (!storage) return [];
  const found: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && isPersonalKey(key)) found.push(key);
    }
  } catch {
    return [];
  }
  return found;
}

/**
 * Moves the visitor's figures from one area into the other, as they are (their envelopes are read
 * later, by each store). A value the target already holds stays: it is the one this area's pages
 * have been using. Anything the target refuses (full) stays where it was, so nothing is lost.
 */
export function moveFigures(from: PersonalArea, to: PersonalArea): void {
  const source = rawStorage(from);
  const target = rawStorage(to);
  if (!source || !target) return;
  for (const key of personalKeysIn(from)) {
    try {
      const raw = source.getItem(key);
      if (raw !== null && target.getItem(key) === null) target.setItem(key, raw);
      source.removeItem(key);
    } catch {
      // Kept where it is: the next page load tries again.
    }
  }
}

/**
 * Once per page, before a personal store first reads: the visitor's figures go where their choice
 * says. Kept (the default): anything in this tab's session storage moves to local storage, which
 * is where the tool inputs the site kept per tab until issue I6 go, so nothing typed is lost. Not
 * kept: anything in local storage moves into this tab and leaves the device's storage.
 */
export function placeFigures(): void {
  if (typeof window === 'undefined') return;
  oncePerPage('place-figures', () => {
    const area = resolveArea('personal');
    moveFigures(other(area), area);
    moveBirthDatesToMyDetails();
  });
}

/** A version-1 list of the visitor's that starts empty (and starts empty again when corrupt). */
export function listStore<T>(key: string, schema: v.GenericSchema<unknown, T[]>): Store<T[]> {
  return createStore(personal({ key, schema, version: 1, fallback: () => [] }));
}

/** Options for a store of the visitor's figures: the personal area, placed before its first read. */
export function personal<T>(options: Omit<StoreOptions<T>, 'area' | 'prepare'>): StoreOptions<T> {
  return { ...options, area: 'personal', prepare: placeFigures };
}

// Components may call these factories on every render; one store per key keeps read() results stable.
const storeCache = new Map<string, Store<unknown>>();
export function cached<T>(cacheKey: string, make: () => Store<T>): Store<T> {
  let store = storeCache.get(cacheKey) as Store<T> | undefined;
  if (!store) {
    store = make();
    storeCache.set(cacheKey, store as Store<unknown>);
  }
  return store;
}

/**
 * "My details" (G5): kept on this device so every tool in every later visit can start from it.
 * Tools only read it; the My details page (or an explicit "Save these to My details") writes it.
 * Version 2 (issue I6, item 6) adds the birth month and day, the visitor's and the spouse's; version 1
 * records are read as they are (every field was and stays optional), and the months My plan kept
 * move in (moveBirthDatesToMyDetails).
 */
export const myDetailsStore: Store<MyDetails> = createStore(
  personal({
    key: STORAGE_KEYS.myDetails,
    schema: myDetailsSchema,
    version: MY_DETAILS_VERSION,
    fallback: () => ({}),
    migrate: (data, fromVersion) => (fromVersion === 1 ? data : undefined),
  }),
);

/**
 * A tool's named scenarios (at most MAX_SCENARIOS_PER_TOOL), kept on this device across visits.
 * Version 2: the inputs version 1 kept as 0 for a box that may now be left blank read as blank
 * (legacyZerosAsBlank), as the tool's own inputs do.
 */
export function scenariosStore(toolId: string): Store<Scenario[]> {
  const key = STORAGE_KEYS.scenarios(toolId);
  return cached(key, () =>
    createStore(
      personal({
        key,
        schema: scenariosSchema,
        version: TOOL_INPUTS_VERSION,
        fallback: () => [],
        migrate: (data, fromVersion) =>
          fromVersion === 1 && Array.isArray(data)
            ? data.map((scenario: unknown) =>
                scenario && typeof scenario === 'object' && 'inputs' in scenario
                  ? { ...scenario, inputs: legacyZerosAsBlank(toolId, (scenario as { inputs: unknown }).inputs) }
                  : scenario,
              )
            : undefined,
      }),
    ),
  );
}

export interface ToolInputsOptions<T> {
  /** For tools whose inputs are not flat (lists, nested choices). */
  schema: v.GenericSchema<unknown, T>;
  fallback: T | (() => T);
  version?: number;
}

/**
 * The version of a tool's stored inputs. Version 2 (issue I6, item 2): a box the reader may leave
 * blank holds null ("not entered"), which is not 0.
 */
export const TOOL_INPUTS_VERSION = 2;

/**
 * The boxes that may now be left blank but were 0 until version 2, where 0 was the tool's opening
 * value and the tools read it as "not entered" (the Roth tool's income, the tax impact incomes,
 * Medicare's MAGI). A version-1 0 in them is read as blank: the reader saw "not entered" behaviour
 * then, and reading it as a typed $0 would change their answer without a word.
 */
export const LEGACY_ZERO_BLANKS: Readonly<Record<string, readonly string[]>> = {
  'roth-conversion': ['otherIncome', 'socialSecurity'],
  'tax-impact': [
    'socialSecurity',
    'pensionIncome',
    'traditionalWithdrawals',
    'rothWithdrawals',
    'investmentIncome',
    'otherIncome',
    'spouseSocialSecurity',
  ],
  'medicare-cost': ['magi'],
};

/** A version-1 record of a tool's inputs with its legacy zeros read as blank (LEGACY_ZERO_BLANKS). */
export function legacyZerosAsBlank(toolId: string, inputs: unknown): unknown {
  const blanks = LEGACY_ZERO_BLANKS[toolId];
  if (!blanks || !inputs || typeof inputs !== 'object' || Array.isArray(inputs)) return inputs;
  const record = { ...(inputs as Record<string, unknown>) };
  for (const key of blanks) if (record[key] === 0 || record[key] === '0') record[key] = null;
  return record;
}

/**
 * A tool's inputs, kept on this device (or in this tab only, as the visitor chose), so the tool
 * starts from them next visit. Without options the value is a flat record of field values.
 */
export function toolInputsStore(toolId: string): Store<ToolInputs>;
export function toolInputsStore<T>(toolId: string, options: ToolInputsOptions<T>): Store<T>;
export function toolInputsStore<T>(toolId: string, options?: ToolInputsOptions<T>): Store<T> | Store<ToolInputs> {
  const key = STORAGE_KEYS.toolInputs(toolId);
  if (options) {
    return cached(`${key}:custom`, () =>
      createStore<T>(
        personal({ key, schema: options.schema, version: options.version ?? 1, fallback: options.fallback }),
      ),
    );
  }
  return cached(key, () =>
    createStore<ToolInputs>(
      personal({
        key,
        schema: toolInputsSchema,
        version: TOOL_INPUTS_VERSION,
        fallback: () => ({}),
        migrate: (data, fromVersion) => (fromVersion === 1 ? legacyZerosAsBlank(toolId, data) : undefined),
      }),
    ),
  );
}

/**
 * "My plan" (H4): the sections hidden by "Clear my plan". Until issue I6 it also kept the birth months
 * the dates need; they moved to My details (moveBirthDatesToMyDetails), and a record still holding
 * them is read as it is.
 */
export const myPlanStore: Store<MyPlan> = createStore(
  personal({
    key: STORAGE_KEYS.myPlan,
    schema: myPlanSchema,
    version: 1,
    fallback: () => ({ hiddenTools: [] }),
  }),
);

/**
 * The birth months and days My plan kept (before issue I6) move to My details, their one home:
 * an answer My details already has stays, and My plan keeps only its hidden sections.
 */
function moveBirthDatesToMyDetails(): void {
  const plan = myPlanStore.read();
  const moved = {
    birthMonth: plan.birthMonth,
    birthDay: plan.birthDay,
    spouseBirthMonth: plan.spouseBirthMonth,
    spouseBirthDay: plan.spouseBirthDay,
  };
  if (Object.values(moved).every((value) => value === undefined)) return;
  const details = myDetailsStore.read();
  const next: MyDetails = { ...details };
  for (const [key, value] of Object.entries(moved) as [keyof typeof moved, number | undefined][])
    if (value !== undefined && next[key] === undefined) next[key] = value;
  const written = myDetailsStore.write(next);
  // Only once My details holds them is My plan's copy let go.
  if (written.ok) myPlanStore.write({ hiddenTools: plan.hiddenTools ?? [] });
}

/** The id under which the generic calculator of an article keeps its inputs (one per article title). */
export function genericCalculatorInputsId(title: string): string {
  return `generic-calculator-${slugifyTitle(title) || 'untitled'}`;
}

/** The home modification planner's chosen items, kept apart from its flat inputs (two shapes, two keys). */
export const HOME_MODIFICATION_SELECTIONS_ID = 'home-modification-selections';

/** The keep-on-device choice as a store, for the pages that show it (My details). Always local. */
export const keepOnDeviceStore: Store<KeepOnDevice> = createStore({
  key: STORAGE_KEYS.keepOnDevice,
  schema: keepOnDeviceSchema,
  version: KEEP_ON_DEVICE_VERSION,
  fallback: () => ({ keep: true }),
});

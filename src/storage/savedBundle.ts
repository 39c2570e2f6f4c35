import * as v from 'valibot';
import { bookmarksStore, myDetailsStore, savedCalculationsStore, savedChecklistsStore, savedToolsStore } from './keys';
import type { Store } from './storage';
import {
  bookmarksSchema,
  myDetailsSchema,
  savedCalculationsSchema,
  savedChecklistsSchema,
  savedToolsSchema,
  type MyDetails,
  type SavedCalculation,
  type SavedChecklist,
  type SavedToolSnapshot,
} from './schemas';

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
  const isOurs = typeof parsed === 'object' && parsed !== null && (parsed as { format?: unknown }).format === BUNDLE_FORMAT;
  if (!isOurs) return { ok: false, error: "This file isn't an Evergreen saved-items file. Please choose a file made with “Export all saved items”." };
  if ((parsed as { version?: unknown }).version !== BUNDLE_VERSION) {
    return { ok: false, error: 'This file was made by a different version of Evergreen, so we could not read it.' };
  }
  const result = v.safeParse(bundleSchema, parsed);
  if (!result.success) return { ok: false, error: 'Part of this file is damaged, so nothing was imported.' };
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
  const myDetailsReplaced = Object.keys(bundle.myDetails).length > 0;
  if (myDetailsReplaced) myDetailsStore.write(bundle.myDetails);
  return { added, myDetailsReplaced };
}

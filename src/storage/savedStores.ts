import { createStore, type Store } from './storage';
import { cached, listStore, personal, STORAGE_KEYS } from './keys';
import {
  beneficiariesSchema,
  checklistProgressSchema,
  savedCalculationsSchema,
  savedChecklistsSchema,
  savedToolsSchema,
  toolProgressSchema,
  type Beneficiary,
  type ChecklistProgress,
  type SavedCalculation,
  type SavedChecklist,
  type SavedToolSnapshot,
  type ToolProgress,
} from './savedSchemas';
import { nullable } from 'valibot';

/*
 * The stores only some pages use: a step tool's progress and saved copies, the beneficiary list,
 * checklists, saved calculations, Kept apart from keys.ts (the
 * stores every tool uses: its inputs, scenarios, My details, My plan) so that a calculator's page
 * fetches neither these stores nor their schemas.
 */

/** Per-title step-tool progress. The key keeps the raw title, as the original site did, so old progress is found. */
export function toolProgressStore(title: string): Store<ToolProgress | null> {
  const key = STORAGE_KEYS.toolProgress(title);
  return cached(key, () =>
    createStore<ToolProgress | null>(
      personal({ key, schema: nullable(toolProgressSchema), version: 1, fallback: null }),
    ),
  );
}

export const savedToolsStore: Store<SavedToolSnapshot[]> = listStore(STORAGE_KEYS.savedTools, savedToolsSchema);

export const beneficiariesStore: Store<Beneficiary[]> = listStore(STORAGE_KEYS.beneficiaries, beneficiariesSchema);

export function checklistProgressStore(title: string): Store<ChecklistProgress | null> {
  const key = STORAGE_KEYS.checklistProgress(title);
  return cached(key, () =>
    createStore<ChecklistProgress | null>(
      personal({ key, schema: nullable(checklistProgressSchema), version: 1, fallback: null }),
    ),
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

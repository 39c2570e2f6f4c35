/**
 * Storage problems, told once per reason per page load. Kept apart from the stores (and their
 * valibot schemas) so the app shell can listen on every page without loading them: only pages
 * with a tool or a saving action load the stores.
 */

/** Why a value could not be saved to the browser. */
export type StorageProblem = 'unavailable' | 'full';

/** Words shown once to the visitor when saving fails; kept here so every tool says the same thing. */
export const STORAGE_PROBLEM_MESSAGES: Readonly<Record<StorageProblem, string>> = {
  unavailable:
    "Your browser isn't letting us save your information on this device, so it won't be kept after you close this page. We'll keep your information while this page is open.",
  full: "Your browser's storage for this site is full, so we couldn't save your latest changes on this device. We'll keep your information while this page is open.",
};

const problemListeners = new Set<(reason: StorageProblem, message: string) => void>();
const problemsReported = new Set<StorageProblem>();

/**
 * Hears about storage problems once per reason per page load, so the UI can tell the visitor once.
 * A listener added after a problem was reported is told about it straight away.
 */
export function onStorageProblem(listener: (reason: StorageProblem, message: string) => void): () => void {
  problemListeners.add(listener);
  for (const reason of problemsReported) listener(reason, STORAGE_PROBLEM_MESSAGES[reason]);
  return () => {
    problemListeners.delete(listener);
  };
}

export function reportProblem(reason: StorageProblem): void {
  if (problemsReported.has(reason)) return;
  problemsReported.add(reason);
  for (const listener of [...problemListeners]) listener(reason, STORAGE_PROBLEM_MESSAGES[reason]);
}

/** Forgets the listeners and the "already told" flags. For tests only. */
export function resetStorageProblemsForTests(): void {
  problemListeners.clear();
  problemsReported.clear();
}

import { useSyncExternalStore } from 'react';

/**
 * A module part fetched once, on demand (a dynamic import), that components read as it stands and draw
 * again when it arrives: undefined until then. Plain data with free functions, as `lazyPrimitive`, so a
 * test-only reset never ships in the site.
 */
export interface LoadedOnce<T> {
  /** Fetches the part (a dynamic import). */
  readonly importer: () => Promise<T>;
  /** The part, once it has arrived. */
  value?: T;
  /** The one fetch in flight or done. */
  loading?: Promise<T>;
  /** The components waiting for it. */
  readonly listeners: Set<() => void>;
}

export const loadedOnce = <T>(importer: () => Promise<T>): LoadedOnce<T> => ({ importer, listeners: new Set() });

/** Fetches the part once and tells every reader; every later call gets the same promise. */
export function loadOnce<T>(part: LoadedOnce<T>): Promise<T> {
  return (part.loading ??= part.importer().then((value) => {
    part.value = value;
    for (const listener of part.listeners) listener();
    return value;
  }));
}

/** The part as it stands (undefined until it has arrived); the component is drawn again when it arrives. */
export function useLoaded<T>(part: LoadedOnce<T>): T | undefined {
  return useSyncExternalStore(
    (listener) => {
      part.listeners.add(listener);
      return () => part.listeners.delete(listener);
    },
    () => part.value,
    () => part.value,
  );
}

/** Tests only: forget the part, so the next reader sees what a page shows before it arrives. */
export function resetLoadedForTests<T>(part: LoadedOnce<T>): void {
  part.value = part.loading = undefined;
}

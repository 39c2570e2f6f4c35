import * as v from 'valibot';
import { forgetKeepOnDeviceChoice, KEEP_ON_DEVICE_KEY, personalArea, type PersonalArea } from './devicePreference';
import { reportProblem, resetStorageProblemsForTests, type StorageProblem } from './problems';

export { onStorageProblem, STORAGE_PROBLEM_MESSAGES, type StorageProblem } from './problems';

/** Whether a write was kept. `invalid` means our own code built a bad value. */
export type WriteResult = { ok: true } | { ok: false; reason: StorageProblem | 'invalid' };

/**
 * Which browser area a store lives in: `local` survives restarts, `session` only this tab, and
 * `personal` is the visitor's own figures: local, unless they chose not to keep figures on this
 * device (devicePreference.ts), then this tab's session. A personal store looks the area up on every
 * use, so a change of that choice takes effect at once.
 */
export type StorageArea = PersonalArea | 'personal';

export interface StoreOptions<T> {
  key: string;
  /** Validates what is read back (and what is written). Its output is the stored type. */
  schema: v.GenericSchema<unknown, T>;
  /** Bumped whenever the stored shape changes; older entries go through `migrate` or are dropped. */
  version: number;
  /** Returned when nothing usable is stored. A function gives each store a fresh copy. */
  fallback: T | (() => T);
  /** Turns data saved under an older version (0 = the original un-versioned site) into today's shape. */
  migrate?: (data: unknown, fromVersion: number) => unknown;
  area?: StorageArea;
  /**
   * Called before the store touches the browser (every read, write and remove): keys.ts places the
   * visitor's figures in the area they belong in, once per page, before a personal store first reads.
   */
  prepare?: () => void;
}

export interface Store<T> {
  readonly key: string;
  /** Never throws. Returns the same object until the stored value changes (safe for useSyncExternalStore). */
  read(): T;
  write(value: T): WriteResult;
  remove(): void;
  /** Whether anything, readable or not, is stored under the key (so a caller can tell that a read set a corrupt entry aside). */
  stored(): boolean;
  /** Called after every write/remove in this page, and after changes made in other tabs. */
  subscribe(listener: (value: T) => void): () => void;
}

type Envelope = { v: number; data: unknown };

// Values the browser refused to keep; reads prefer them because they are newer than anything stored.
const memory = new Map<string, string>();
const listenersByKey = new Map<string, Set<() => void>>();

/** Clears the in-memory copies, listeners, "already told" and "already done" flags. For tests only. */
export function resetStorageStateForTests(): void {
  memory.clear();
  listenersByKey.clear();
  donePerPage.clear();
  resetStorageProblemsForTests();
  forgetKeepOnDeviceChoice();
}

const donePerPage = new Set<string>();

/** Runs `task` the first time this is called with `id` in this page (keys.ts places the figures so). */
export function oncePerPage(id: string, task: () => void): void {
  if (donePerPage.has(id)) return;
  donePerPage.add(id);
  task();
}

/** The browser area a store's area stands for now (`personal`: where the visitor's figures live). */
export function resolveArea(area: StorageArea): PersonalArea {
  return area === 'personal' ? personalArea() : area;
}

/** Throws when the browser forbids storage (disabled cookies, some private modes, sandboxed frames). */
export function browserStorage(area: StorageArea): Storage {
  if (typeof window === 'undefined') throw new Error('no window');
  const storage = resolveArea(area) === 'local' ? window.localStorage : window.sessionStorage;
  if (!storage) throw new Error('no storage');
  return storage;
}

/**
 * Tells every personal store that its value may have changed: the visitor's figures moved to the
 * other area (their choice changed here or in another tab), or were forgotten.
 */
export function notifyPersonalStores(): void {
  for (const memoryKey of [...listenersByKey.keys()]) if (memoryKey.startsWith('personal:')) notify(memoryKey);
}

/** A copy kept in memory because the browser refused it, for a store's key and area (tests and moves read it). */
export function inMemory(area: StorageArea, key: string): string | undefined {
  return memory.get(`${area}:${key}`);
}

/** Forgets what memory held for a key (it was moved or deleted by keys.ts). */
export function dropFromMemory(area: StorageArea, key: string): void {
  memory.delete(`${area}:${key}`);
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Firefox used its own name and code before standardising.
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const version = (value as { v?: unknown }).v;
  return (
    keys.length === 2 && 'data' in value && typeof version === 'number' && Number.isInteger(version) && version >= 0
  );
}

function notify(memoryKey: string): void {
  const listeners = listenersByKey.get(memoryKey);
  if (!listeners) return;
  for (const listener of [...listeners]) listener();
}

// One window listener serves every store: other tabs' writes arrive as `storage` events.
let crossTabListening = false;
function listenAcrossTabs(): void {
  if (crossTabListening || typeof window === 'undefined') return;
  crossTabListening = true;
  window.addEventListener('storage', (event) => {
    let area: StorageArea | undefined;
    try {
      area =
        event.storageArea === window.localStorage
          ? 'local'
          : event.storageArea === window.sessionStorage
            ? 'session'
            : undefined;
    } catch {
      return;
    }
    if (!area) return;
    // Another tab changed the keep-on-device choice: the figures now live in the other area.
    if (area === 'local' && (event.key === KEEP_ON_DEVICE_KEY || event.key === null)) {
      forgetKeepOnDeviceChoice();
      notifyPersonalStores();
    }
    if (event.key === null) {
      for (const memoryKey of listenersByKey.keys()) if (memoryKey.startsWith(`${area}:`)) notify(memoryKey);
    } else {
      notify(`${area}:${event.key}`);
      // The visitor's figures in the area they live in now are personal stores' values.
      if (personalArea() === area) notify(`personal:${event.key}`);
    }
  });
}

export function createStore<T>(options: StoreOptions<T>): Store<T> {
  const { key, schema, version, migrate } = options;
  const area = options.area ?? 'local';
  const prepare = options.prepare ?? (() => {});
  const memoryKey = `${area}:${key}`;
  const makeFallback = (): T =>
    typeof options.fallback === 'function' ? (options.fallback as () => T)() : options.fallback;

  // Cached so repeated reads of an unchanged entry return the same object.
  let lastRaw: string | null | undefined;
  let lastValue: T | undefined;
  let fallbackValue: T | undefined;
  const fallback = (): T => {
    if (fallbackValue === undefined) fallbackValue = makeFallback();
    return fallbackValue;
  };

  function readRaw(): string | null {
    prepare();
    const inMemory = memory.get(memoryKey);
    if (inMemory !== undefined) return inMemory;
    try {
      return browserStorage(area).getItem(key);
    } catch {
      return null;
    }
  }

  function removeRaw(): void {
    prepare();
    memory.delete(memoryKey);
    try {
      browserStorage(area).removeItem(key);
    } catch {
      // Nothing stored where we cannot reach; nothing to remove.
    }
  }

  function discard(reason: string): T {
    console.warn(`[storage] ${key}: ${reason}; starting fresh`);
    removeRaw();
    lastRaw = null;
    lastValue = undefined;
    return fallback();
  }

  function validate(data: unknown): { ok: true; value: T } | { ok: false } {
    const result = v.safeParse(schema, data);
    return result.success ? { ok: true, value: result.output } : { ok: false };
  }

  function decode(raw: string): { value: T; upgraded: boolean } | { error: string } | { newer: number } {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { error: 'unparsable JSON' };
    }
    if (isEnvelope(parsed)) {
      if (parsed.v === version) {
        const checked = validate(parsed.data);
        return checked.ok ? { value: checked.value, upgraded: false } : { error: 'unexpected shape' };
      }
      if (parsed.v > version) return { newer: parsed.v };
      if (!migrate) return { error: `old version ${parsed.v} with no migration` };
      return fromMigration(parsed.data, parsed.v);
    }
    // The original site stored bare values; take them as they are when they already fit.
    const checked = validate(parsed);
    if (checked.ok) return { value: checked.value, upgraded: true };
    if (migrate) return fromMigration(parsed, 0);
    return { error: 'unexpected shape' };
  }

  function fromMigration(data: unknown, fromVersion: number): { value: T; upgraded: boolean } | { error: string } {
    let migrated: unknown;
    try {
      migrated = migrate!(data, fromVersion);
    } catch {
      return { error: `migration from version ${fromVersion} failed` };
    }
    const checked = validate(migrated);
    return checked.ok
      ? { value: checked.value, upgraded: true }
      : { error: `migration from version ${fromVersion} gave an unexpected shape` };
  }

  function store(value: T): WriteResult {
    prepare();
    const raw = JSON.stringify({ v: version, data: value } satisfies Envelope);
    let problem: StorageProblem | undefined;
    try {
      browserStorage(area).setItem(key, raw);
      memory.delete(memoryKey);
    } catch (error) {
      problem = isQuotaError(error) ? 'full' : 'unavailable';
      memory.set(memoryKey, raw);
    }
    lastRaw = raw;
    lastValue = value;
    if (problem) {
      reportProblem(problem);
      return { ok: false, reason: problem };
    }
    return { ok: true };
  }

  const api: Store<T> = {
    key,
    read(): T {
      const raw = readRaw();
      if (raw === lastRaw && lastValue !== undefined) return lastValue;
      if (raw === null) {
        lastRaw = null;
        lastValue = undefined;
        return fallback();
      }
      const decoded = decode(raw);
      if ('error' in decoded) return discard(decoded.error);
      if ('newer' in decoded) {
        // Saved by a newer version of the site (another tab already updated): this page cannot read
        // it, but must not delete it either. It starts from the fallback; its own first write wins.
        console.warn(`[storage] ${key}: saved by a newer version (${decoded.newer}); left as it is`);
        lastRaw = raw;
        lastValue = fallback();
        return lastValue;
      }
      lastRaw = raw;
      lastValue = decoded.value;
      // Rewrite legacy or migrated data in today's envelope; quietly, since reading must not fail.
      if (decoded.upgraded) {
        try {
          const upgraded = JSON.stringify({ v: version, data: decoded.value } satisfies Envelope);
          browserStorage(area).setItem(key, upgraded);
          lastRaw = upgraded;
        } catch {
          // Keeping the old form is harmless; the next write replaces it.
        }
      }
      return decoded.value;
    },
    write(value: T): WriteResult {
      const checked = validate(value);
      if (!checked.ok) {
        console.warn(`[storage] ${key}: refused to save a value of unexpected shape`);
        return { ok: false, reason: 'invalid' };
      }
      const result = store(checked.value);
      notify(memoryKey);
      return result;
    },
    remove(): void {
      removeRaw();
      lastRaw = null;
      lastValue = undefined;
      notify(memoryKey);
    },
    stored(): boolean {
      return readRaw() !== null;
    },
    subscribe(listener: (value: T) => void): () => void {
      listenAcrossTabs();
      const wrapped = () => listener(api.read());
      let listeners = listenersByKey.get(memoryKey);
      if (!listeners) {
        listeners = new Set();
        listenersByKey.set(memoryKey, listeners);
      }
      listeners.add(wrapped);
      return () => {
        listeners.delete(wrapped);
      };
    },
  };
  return api;
}

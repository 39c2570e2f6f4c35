/**
 * Whether the visitor's figures are kept on this device (issue I6, item 5): by default every figure a
 * visitor types (tool inputs, My details, My plan, scenarios and saved items) is kept in local storage,
 * so the site remembers it next visit. A reader on a shared computer can choose once, in My details,
 * "Don't keep my figures on this device": the same figures then live in this tab's session storage
 * and are gone when the tab closes. The choice itself is always kept in local storage, or it could
 * not be remembered.
 *
 * Read without the stores and valibot (like problems.ts), so the line that says where figures are
 * kept costs a page almost nothing. The value uses the stores' envelope (`{"v":1,"data":{…}}`), so
 * the typed store in keys.ts reads and writes the same record.
 */

/** The local-storage key of the choice. */
export const KEEP_ON_DEVICE_KEY = 'keepOnDevice';
/** Its envelope version. */
export const KEEP_ON_DEVICE_VERSION = 1;

/** Where the visitor's figures live: on this device (local storage) or in this tab only (session storage). */
export type PersonalArea = 'local' | 'session';

/**
 * Whether figures are kept on this device. Anything unreadable (no storage, a corrupt or unknown
 * record) counts as the default, kept: the choice not to keep is only ever an explicit `false`.
 */
export function keepsFiguresOnDevice(): boolean {
  if (cached === undefined) cached = readChoice();
  return cached;
}

// Read once per page and kept: stores ask on every read. A change made here (setKeepOnDevice in
// keys.ts) or in another tab (a `storage` event, storage.ts) calls forgetKeepOnDeviceChoice.
let cached: boolean | undefined;

/** Reads the choice again next time (after it changed here or in another tab; and between tests). */
export function forgetKeepOnDeviceChoice(): void {
  cached = undefined;
}

function readChoice(): boolean {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEEP_ON_DEVICE_KEY);
  } catch {
    return true;
  }
  if (raw === null) return true;
  try {
    const parsed = JSON.parse(raw) as { v?: unknown; data?: { keep?: unknown } } | null;
    return !(parsed?.v === KEEP_ON_DEVICE_VERSION && parsed.data?.keep === false);
  } catch {
    return true;
  }
}

/** The area the visitor's figures live in now. */
export function personalArea(): PersonalArea {
  return keepsFiguresOnDevice() ? 'local' : 'session';
}

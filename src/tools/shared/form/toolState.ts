/**
 * A tool's inputs survive navigation (sessionStorage) and can be shared or bookmarked through a
 * versioned URL fragment: #tool=<id>&v=<version>&<field>=<value>…  Values are coerced to the
 * type of the tool's default for that field; anything else is ignored. The finance functions
 * clamp every value again, so a hand-edited link can never produce a wrong result silently.
 */
export type InputValue = number | string | boolean;
export type InputRecord = Record<string, InputValue>;

export const STATE_VERSION = 1;

export function coerceLike(defaultValue: InputValue, raw: unknown): InputValue | undefined {
  if (typeof defaultValue === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    return Number.isFinite(n) ? n : undefined;
  }
  if (typeof defaultValue === 'boolean') {
    if (raw === true || raw === 'true' || raw === '1') return true;
    if (raw === false || raw === 'false' || raw === '0') return false;
    return undefined;
  }
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).slice(0, 200) : undefined;
}

/** Keeps only the known fields, each coerced to its default's type. */
export function mergeKnown<T extends InputRecord>(defaults: T, source: Record<string, unknown> | undefined | null): T {
  const merged: InputRecord = { ...defaults };
  if (!source) return merged as T;
  for (const key of Object.keys(defaults)) {
    if (!(key in source)) continue;
    const value = coerceLike(defaults[key] as InputValue, source[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}

export function encodeToolHash(toolId: string, inputs: InputRecord): string {
  const params = new URLSearchParams({ tool: toolId, v: String(STATE_VERSION) });
  for (const [key, value] of Object.entries(inputs)) params.set(key, String(value));
  return `#${params.toString()}`;
}

/** The fields encoded for `toolId` in a URL fragment, or null when the fragment is not ours. */
export function decodeToolHash(toolId: string, hash: string): Record<string, string> | null {
  if (!hash.startsWith('#tool=')) return null;
  const params = new URLSearchParams(hash.slice(1));
  if (params.get('tool') !== toolId || params.get('v') !== String(STATE_VERSION)) return null;
  const fields: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key !== 'tool' && key !== 'v') fields[key] = value;
  });
  return fields;
}

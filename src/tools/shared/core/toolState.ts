import { parseToolInputs, toolSchema } from './toolSchema';
import type { InputRecord, ToolFieldList } from './fieldTypes';

export type { InputRecord, InputValue } from './fieldTypes';

/**
 * A tool's inputs survive navigation (sessionStorage) and can be shared or bookmarked through a
 * versioned URL fragment: #tool=<id>&v=<version>&<field>=<value>…  Values are parsed by the
 * tool's schema (mergeKnown, toolSchema.ts); anything else is ignored. The finance functions
 * clamp every value again, so a hand-edited link can never produce a wrong result silently.
 */

export const STATE_VERSION = 1;

/**
 * The tool's inputs from a stored or shared record: each field read by the tool's schema
 * (toolSchema.ts: choices from the field list's options, numbers inside its bounds, the rest by
 * the default's type), else its default. Unknown fields are dropped.
 */
export function mergeKnown<T extends InputRecord>(
  defaults: T,
  source: Record<string, unknown> | undefined | null,
  fields?: ToolFieldList<T>,
): T {
  return parseToolInputs(toolSchema(defaults, fields), source);
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

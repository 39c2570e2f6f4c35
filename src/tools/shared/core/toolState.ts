import { legacyZerosAsBlank } from '../../../storage/keys';
import { parseToolInputs, toolSchema } from './toolSchema';
import type { InputRecord, InputValue, ToolFieldList } from './fieldTypes';
import type { ToolStorageId } from '../../toolIds.generated';

export type { InputRecord, InputValue } from './fieldTypes';

/**
 * A tool's inputs are kept on this device (src/storage: local storage, or this tab's only when the
 * reader chose not to keep figures) and can be shared or bookmarked through a versioned URL
 * fragment: #tool=<id>&v=<version>&<field>=<value>…  Values are parsed by the tool's schema
 * (mergeKnown, toolSchema.ts); anything else is ignored. The finance functions clamp every value
 * again, so a hand-edited link can never produce a wrong result silently.
 *
 * A field that may be left blank (its field says `blank`) holds `null` while it is "not entered",
 * which is a different answer from 0 (finance/core/num.ts, `Answer`); a link carries it as an
 * empty value (`otherIncome=`).
 */

/**
 * The link version. 2 (issue I6, item 2): a box left blank is an empty value. A version-1 link is
 * still read, with the zeros it held in boxes that may now be blank read as blank, as a version-1
 * save is (legacyZerosAsBlank, src/storage/keys.ts).
 */
export const STATE_VERSION = 2;
const READABLE_VERSIONS = ['1', String(STATE_VERSION)];

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

/** An input as a link carries it: "not entered" is an empty value, everything else its text. */
export function inputText(value: InputValue): string {
  return value === null ? '' : String(value);
}

export function encodeToolHash(toolId: ToolStorageId, inputs: InputRecord): string {
  const params = new URLSearchParams({ tool: toolId, v: String(STATE_VERSION) });
  for (const [key, value] of Object.entries(inputs)) params.set(key, inputText(value));
  return `#${params.toString()}`;
}

/** The fields encoded for `toolId` in a URL fragment, or null when the fragment is not ours. */
export function decodeToolHash(toolId: ToolStorageId, hash: string): Record<string, string | null> | null {
  if (!hash.startsWith('#tool=')) return null;
  const params = new URLSearchParams(hash.slice(1));
  const version = params.get('v');
  if (params.get('tool') !== toolId || version === null || !READABLE_VERSIONS.includes(version)) return null;
  const fields: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key !== 'tool' && key !== 'v') fields[key] = value;
  });
  return version === '1' ? (legacyZerosAsBlank(toolId, fields) as Record<string, string | null>) : fields;
}

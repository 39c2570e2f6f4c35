import * as v from 'valibot';
import { beneficiarySchema, type Beneficiary } from './savedSchemas';

/** The fields an import error can name; any other problem reads "has a value we can’t use" (`other`). */
export const IMPORT_FIELDS = [
  'id',
  'accountName',
  'accountType',
  'institution',
  'accountNumber',
  'primaryBeneficiary',
  'primaryPercent',
  'secondaryBeneficiary',
  'secondaryPercent',
  'lastUpdated',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * Why a file was not imported, as a fact the tool words (BeneficiaryTracker/importWords.ts): the file is not JSON,
 * holds no list, or an entry (counted from 1, with its account name when it has one) is not a designation or
 * has a field the schema refuses.
 */
export type BeneficiaryImportError =
  | { id: 'unreadable' }
  | { id: 'notAList' }
  | { id: 'notAnEntry'; entry: number; name: string | null }
  | { id: 'badField'; entry: number; name: string | null; field: ImportField | 'other' };

export type BeneficiaryImportResult = { ok: true; items: Beneficiary[] } | { ok: false; error: BeneficiaryImportError };

const EXPORT_FORMAT = 'evergreen-beneficiaries';

const importFileSchema = v.union([
  v.array(v.unknown()),
  v.object({ format: v.optional(v.string()), version: v.optional(v.number()), beneficiaries: v.array(v.unknown()) }),
]);

/** The JSON a visitor downloads to keep a copy of their designations; parseBeneficiaryImport reads it back. */
export function serializeBeneficiaries(items: readonly Beneficiary[]): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, beneficiaries: items }, null, 2);
}

/** An entry's account name as the file has it, so the reader can find it; null when it has none. */
function entryName(entry: unknown): string | null {
  const name =
    typeof entry === 'object' && entry !== null ? (entry as { accountName?: unknown }).accountName : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

const isImportField = (key: unknown): key is ImportField => IMPORT_FIELDS.includes(key as ImportField);

/**
 * Reads a file the visitor chose. Never throws; an error is a fact the tool words for them.
 * Accepts our export format and a bare list (as older copies may be).
 */
export function parseBeneficiaryImport(jsonText: string): BeneficiaryImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText);
  } catch {
    return { ok: false, error: { id: 'unreadable' } };
  }
  const file = v.safeParse(importFileSchema, parsed);
  if (!file.success) {
    return { ok: false, error: { id: 'notAList' } };
  }
  const entries = Array.isArray(file.output) ? file.output : file.output.beneficiaries;
  const items: Beneficiary[] = [];
  for (const [index, entry] of entries.entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return { ok: false, error: { id: 'notAnEntry', entry: index + 1, name: null } };
    }
    const result = v.safeParse(beneficiarySchema, entry);
    if (!result.success) {
      const issue = result.issues[0];
      const field = issue.path?.[0]?.key;
      return {
        ok: false,
        error: {
          id: 'badField',
          entry: index + 1,
          name: entryName(entry),
          field: isImportField(field) ? field : 'other',
        },
      };
    }
    items.push(result.output);
  }
  return { ok: true, items };
}

import * as v from 'valibot';
import { beneficiarySchema, type Beneficiary } from './savedSchemas';

export type BeneficiaryImportResult = { ok: true; items: Beneficiary[] } | { ok: false; error: string };

const EXPORT_FORMAT = 'evergreen-beneficiaries';

const importFileSchema = v.union([
  v.array(v.unknown()),
  v.object({ format: v.optional(v.string()), version: v.optional(v.number()), beneficiaries: v.array(v.unknown()) }),
]);

/** The JSON a visitor downloads to keep a copy of their designations; parseBeneficiaryImport reads it back. */
export function serializeBeneficiaries(items: readonly Beneficiary[]): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, beneficiaries: items }, null, 2);
}

function describeEntry(index: number, entry: unknown): string {
  const name =
    typeof entry === 'object' && entry !== null ? (entry as { accountName?: unknown }).accountName : undefined;
  return typeof name === 'string' && name.trim() ? `Entry ${index + 1} (“${name.trim()}”)` : `Entry ${index + 1}`;
}

// Field-level wording for issues whose schema message is valibot's technical default.
const FIELD_PROBLEMS: Record<string, string> = {
  id: 'is missing its id',
  accountName: 'needs an account name',
  accountType: 'has an unknown account type',
  institution: 'has an institution that is not text',
  accountNumber: 'account number must be the last 4 digits only',
  primaryBeneficiary: 'needs a primary beneficiary',
  primaryPercent: 'primary percentage must be a whole number from 0 to 100',
  secondaryBeneficiary: 'has a secondary beneficiary that is not text',
  secondaryPercent: 'secondary percentage must be a whole number from 0 to 100',
  lastUpdated: 'last-updated date must look like 2024-01-31',
  notes: 'has notes that are not text',
};

/**
 * Reads a file the visitor chose. Never throws; an error is a plain sentence to show them.
 * Accepts our export format and a bare list (as older copies may be).
 */
export function parseBeneficiaryImport(jsonText: string): BeneficiaryImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText);
  } catch {
    return { ok: false, error: "This file can't be read. Please choose a beneficiary file downloaded from this page." };
  }
  const file = v.safeParse(importFileSchema, parsed);
  if (!file.success) {
    return { ok: false, error: "This file doesn't contain a list of beneficiary designations." };
  }
  const entries = Array.isArray(file.output) ? file.output : file.output.beneficiaries;
  const items: Beneficiary[] = [];
  for (const [index, entry] of entries.entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return { ok: false, error: `${describeEntry(index, entry)} isn't a beneficiary designation.` };
    }
    const result = v.safeParse(beneficiarySchema, entry);
    if (!result.success) {
      const issue = result.issues[0];
      const field = issue.path?.[0]?.key;
      const problem = (typeof field === 'string' && FIELD_PROBLEMS[field]) || 'has a value we can’t use';
      return { ok: false, error: `${describeEntry(index, entry)}: ${problem}. Nothing was imported.` };
    }
    items.push(result.output);
  }
  return { ok: true, items };
}

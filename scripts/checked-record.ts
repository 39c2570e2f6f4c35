/**
 * The fact-check record, content/checked.json: for every article (by slug), every tool with a page
 * of its own (by id) and every glossary term (by id), when its figures and rules were last checked,
 * against which official sources, and what each check found. It is the one place an auditor reads;
 * the pages show one line of it, "Checked … against …", which the build writes into each article's
 * data (scripts/content-compiler.ts) and each tool page's words (scripts/tool-index-plugin.ts), so no
 * page ships the whole record. content/checked.test.ts fails when an article, a tool or a term has no
 * entry, or an entry names too few sources.
 */
import fs from 'node:fs';
import * as v from 'valibot';
import type { CheckedLine } from '../src/articles/contentTypes.ts';

const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));
const sourceName = v.pipe(v.string(), v.minLength(3), v.maxLength(120));
/** What a check found: the statement agrees with the sources, was corrected to agree, or could not be confirmed. */
export const CHECK_RESULTS = ['confirmed', 'corrected', 'unconfirmed'] as const;

const CheckSchema = v.strictObject({
  /** The statement or figure checked, in a few words. */
  what: v.pipe(v.string(), v.minLength(3)),
  /** The sources it was read against (the official ones first). */
  sources: v.pipe(v.array(sourceName), v.minLength(1)),
  result: v.picklist(CHECK_RESULTS),
  /** What was wrong and what it says now, or why it stays unconfirmed. */
  note: v.optional(v.pipe(v.string(), v.minLength(3))),
});

const PageEntrySchema = v.strictObject({
  checked: isoDate,
  /** The official sources the page's line names, most important first. */
  against: v.pipe(v.array(sourceName), v.minLength(1), v.maxLength(4)),
  checks: v.pipe(v.array(CheckSchema), v.minLength(1)),
});

const TermEntrySchema = v.strictObject({
  checked: isoDate,
  sources: v.pipe(v.array(sourceName), v.minLength(2)),
  result: v.picklist(CHECK_RESULTS),
  note: v.optional(v.pipe(v.string(), v.minLength(3))),
});

export const CheckedRecordSchema = v.strictObject({
  /** How the checks were made, for the reader of the file. */
  method: v.pipe(v.string(), v.minLength(20)),
  articles: v.record(v.string(), PageEntrySchema),
  tools: v.record(v.string(), PageEntrySchema),
  glossary: v.record(v.string(), TermEntrySchema),
});

export type CheckedRecord = v.InferOutput<typeof CheckedRecordSchema>;
export type PageCheck = v.InferOutput<typeof PageEntrySchema>;

export type { CheckedLine };

export class CheckedRecordError extends Error {}

const RECORD_FILE = new URL('../content/checked.json', import.meta.url);

/** content/checked.json, validated: a wrong field fails naming the entry and the field. */
export function readCheckedRecord(file: URL | string = RECORD_FILE): CheckedRecord {
  const result = v.safeParse(CheckedRecordSchema, JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!result.success)
    throw new CheckedRecordError(
      `content/checked.json: ${result.issues
        .map((issue) => `${issue.path?.map((p) => String(p.key)).join('.') ?? '(record)'} ${issue.message}`)
        .join('; ')}`,
    );
  return result.output;
}

/** The line a page shows, or undefined when the record has no entry for it. */
export function checkedLine(entry: PageCheck | undefined): CheckedLine | undefined {
  return entry ? { checked: entry.checked, against: [...entry.against] } : undefined;
}

let cached: { stamp: number; record: CheckedRecord } | undefined;

/** The record as it is on disk now (read again when the file changes: the dev server watches it). */
export function currentCheckedRecord(): CheckedRecord {
  const stamp = fs.statSync(RECORD_FILE).mtimeMs;
  if (cached?.stamp !== stamp) cached = { stamp, record: readCheckedRecord() };
  return cached.record;
}

/** The path of content/checked.json, for the plugins' watch lists and cache stamps. */
export const CHECKED_RECORD_PATH = decodeURIComponent(RECORD_FILE.pathname);

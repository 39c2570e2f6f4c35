/**
 * Which glossary term a tool field's label holds, without the matcher before the page is idle.
 *
 * The matcher (src/glossary/terms.ts) and every field term's aliases are ≈ 1–2 KB gzipped that a tool
 * page would load before idle only to find the terms its prerendered HTML already shows. The prerender
 * records, for every label a `FieldTerm` was asked about, the term it found (or none) and writes that
 * table into the page (`<meta name="evergreen:field-terms">`, scripts/prerender.mjs); the first client
 * render reads it, so it matches the HTML without the matcher. The matcher is fetched once the page is
 * idle, or at once for a label the table lacks (a label whose words changed with an answer, a tool drawn
 * after a client-side navigation); such a disclosure appears when it arrives. The table is the matcher's
 * own answer at build time, so the two cannot disagree.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { afterPageIdle } from '../../../kit/pageIdle';
import type { FoundTerm } from './fieldTermMatcher';

export type { FoundTerm };

type Lookup = (label: string) => FoundTerm | undefined;

/** The page's table: label → [term id, alias], or 0 for a label that holds no term. */
export type FieldTermTable = Record<string, readonly [string, string] | 0>;

/** The meta tag the prerender writes the table into. */
export const FIELD_TERMS_META = 'evergreen:field-terms';

let matcher: Lookup | undefined;
let loading: Promise<Lookup> | undefined;
const listeners = new Set<() => void>();

/** Hands over the matcher: at once in the prerender, Vitest and Storybook; in the site, when fetched. */
export function provideFieldTermMatcher(lookup: Lookup): void {
  matcher = lookup;
  for (const listener of listeners) listener();
}

/** Fetches the matcher (once). */
export function loadFieldTermMatcher(): Promise<Lookup> {
  loading ??= import('./fieldTermMatcher').then((module) => {
    provideFieldTermMatcher(module.foundTermInLabel);
    return module.foundTermInLabel;
  });
  return loading;
}

let pageTable: FieldTermTable | null | undefined;
/** The table the prerender wrote into this page, read once; null where there is none. */
function prerenderedTable(): FieldTermTable | null {
  if (pageTable !== undefined) return pageTable;
  pageTable = null;
  if (typeof document === 'undefined') return pageTable;
  const content = document.querySelector(`meta[name="${FIELD_TERMS_META}"]`)?.getAttribute('content');
  if (!content) return pageTable;
  try {
    pageTable = JSON.parse(content) as FieldTermTable;
  } catch {
    // A table that cannot be read is no table: the matcher answers instead.
  }
  return pageTable;
}

/** For tests: a page as the site serves it, before the matcher arrives (the table read again on next use). */
export function forgetFieldTermMatcher(): void {
  pageTable = undefined;
  matcher = undefined;
  loading = undefined;
}

let recording: Map<string, FoundTerm | undefined> | undefined;

/**
 * The prerender's recorder: from now on every label asked about is noted with the term found; the
 * returned function stops and gives the table (empty when no field asked).
 */
export function recordFieldTerms(): () => FieldTermTable {
  const found = new Map<string, FoundTerm | undefined>();
  recording = found;
  return () => {
    if (recording === found) recording = undefined;
    return Object.fromEntries([...found].map(([label, term]) => [label, term ? ([term.id, term.alias] as const) : 0]));
  };
}

let idleLoadScheduled = false;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentMatcher = () => matcher;

/**
 * The term a label holds, as the matcher finds it: from the prerendered table until the matcher has
 * arrived (undefined meanwhile for a label the table lacks, which fetches it).
 */
export function useTermInLabel(label: string): FoundTerm | undefined {
  const lookup = useSyncExternalStore(subscribe, currentMatcher, currentMatcher);
  const table = lookup ? null : prerenderedTable();
  const missing = !lookup && !(table && Object.hasOwn(table, label));
  useEffect(() => {
    if (matcher) return;
    if (missing) void loadFieldTermMatcher();
    else if (!idleLoadScheduled) {
      // A later answer may change a label's words: have the matcher by then.
      idleLoadScheduled = true;
      afterPageIdle(() => void loadFieldTermMatcher());
    }
  }, [missing]);
  if (lookup) {
    const found = lookup(label);
    recording?.set(label, found);
    return found;
  }
  const entry = table?.[label];
  return entry ? { id: entry[0], alias: entry[1] } : undefined;
}

/**
 * The glossary's term matcher, shared by the article compiler (scripts/content-compiler.ts, which
 * links the first use of each term in a section to /glossary#id), the tool fields' "What is …?"
 * disclosures and the tests. Pure: no React, no DOM.
 */

export interface GlossaryTerm {
  /** The anchor on /glossary (`/glossary#irmaa`). */
  id: string;
  /** The heading shown on /glossary. */
  term: string;
  /** The words that count as a use of the term. All-capital ones match case and all; others ignore case. */
  aliases: string[];
  /** One or two plain sentences, written by us. */
  definition: string;
  /** The law or regulation that defines it, for legal terms. */
  source?: string;
}

/**
 * What matching needs of a term: its id and the words that count as a use. The tool fields' disclosures
 * get no more (not the heading, which they never show; the definitions load only when one is opened).
 */
export type MatchableTerm = Pick<GlossaryTerm, 'id' | 'aliases'>;

export interface TermMatch<T extends MatchableTerm = GlossaryTerm> {
  term: T;
  /** Where the matched words start and end in the text. */
  index: number;
  end: number;
  /** The words as written in the text. */
  text: string;
  /** The alias they match, as the glossary writes it ("tax bracket", "Part B"). */
  alias: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An alias with no lowercase letter (IRA, RMDs, 401(k)) is matched with its case; others ignore it. */
const caseSensitive = (alias: string) => !/[a-z]/.test(alias);

/**
 * A matcher for a list of terms: finds the earliest (then longest) use of any term in a text, as a
 * whole word (a letter of any language, digit or hyphen on either side is not a use: "tax-deductible" is
 * no "deductible").
 */
export function termMatcher<T extends MatchableTerm = GlossaryTerm>(terms: readonly T[]) {
  const entries = terms.flatMap((term) => term.aliases.map((alias) => ({ term, alias })));
  // Longer aliases first, so "Roth IRA" wins over "IRA" at the same place.
  entries.sort((a, b) => b.alias.length - a.alias.length);
  // Letters are any language's (\p{L}): "cónyuge" is no use of a term inside "excónyuge", nor "prima" in "primaria".
  const boundary = (pattern: string) => `(?<![\\p{L}\\p{N}-])(?:${pattern})(?![\\p{L}\\p{N}-]|\\([a-z]\\))`;
  const sensitive = entries.filter((e) => caseSensitive(e.alias));
  const insensitive = entries.filter((e) => !caseSensitive(e.alias));
  const build = (list: typeof entries, flags: string) =>
    list.length ? new RegExp(boundary(list.map((e) => escapeRegExp(e.alias)).join('|')), flags) : undefined;
  const patterns = [build(sensitive, 'gu'), build(insensitive, 'giu')].filter((p): p is RegExp => p !== undefined);
  const entryFor = (text: string) =>
    sensitive.find((e) => e.alias === text) ?? insensitive.find((e) => e.alias.toLowerCase() === text.toLowerCase());

  /** Every use in the text, in order, not overlapping, optionally only of terms `wanted` accepts. */
  function all(text: string, wanted: (term: T) => boolean = () => true): TermMatch<T>[] {
    const found: TermMatch<T>[] = [];
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        const entry = entryFor(m[0]);
        if (entry && wanted(entry.term))
          found.push({ term: entry.term, index: m.index, end: m.index + m[0].length, text: m[0], alias: entry.alias });
      }
    }
    found.sort((a, b) => a.index - b.index || b.end - a.end);
    const kept: TermMatch<T>[] = [];
    for (const match of found) if (!kept.length || match.index >= kept[kept.length - 1]!.end) kept.push(match);
    return kept;
  }
  return {
    all,
    /** The first use of any term the filter accepts. */
    first: (text: string, wanted?: (term: T) => boolean): TermMatch<T> | undefined => all(text, wanted)[0],
  };
}

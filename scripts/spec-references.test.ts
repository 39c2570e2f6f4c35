import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every "SPEC §N" reference says what that section of the product spec asks, because the spec
 * (SPEC.md) is not in the repository: a reader of a fresh clone has only the words around the number.
 *
 * The rule this test checks (docs/CONVENTIONS.md, "Citing the spec"): after `SPEC §N`, before the
 * clause ends, come words that say what the section asks there, at least three in all. A list of
 * sections gives each number its own words (`SPEC §3 fields, §5 bounds, §9 defaults`), and a quoted
 * section title right after a number (`§9 "HSA"`) does not count as words. A clause ends at `)`,
 * `]`, `}`, `;`, a full stop, the end of a comment, a closing quote (one that follows a word and is
 * not followed by a letter) or the end of the line, so the words must sit on the reference's own
 * line. A colon after the number does not end it: `SPEC §9: the standard Part B premium is the
 * default` is the usual form. The test prints the file and line of every bare reference.
 */

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['src', 'scripts', 'tests', 'content', '.storybook', 'docs', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|md|mdx|json|yml|yaml|css)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);
const THIS_FILE = 'scripts/spec-references.test.ts';

/**
 * References inside strings the program itself uses, not comments or test names: the sources an
 * assumption names on screen, and the assertions that read them. They change only with the code,
 * so they are listed here, whole line, trimmed.
 */
const IN_CODE_STRINGS: readonly (readonly [file: string, line: string])[] = [
  ['content/content.test.ts', `meaning: "the tool's default yearly contribution (SPEC §3 default input)",`],
];

/** Where the clause holding a reference ends (see the rule above). */
const CLAUSE_END = /[)\]};]|\.(?=\s|$|\*)|\*\/|(?<=\S)['"`‘’“”](?!\p{L})/u;
const SECTION_TITLE = /^\s+(?:"[^"]*"|'[^']*'|“[^”]*”|‘[^’]*’)/;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.,%-]*/gu;
const SECTION = /§\d+/;

/** Why a reference at `start` of `line` (pointing at "SPEC §") is bare, or null when it explains itself. */
function bareReason(line: string, start: number): string | null {
  let rest = line.slice(start + 'SPEC '.length);
  let total = 0;
  for (;;) {
    const number = /^§\d+/.exec(rest)!;
    rest = rest.slice(number[0].length);
    rest = rest.replace(SECTION_TITLE, '');
    const end = CLAUSE_END.exec(rest);
    const clause = end ? rest.slice(0, end.index) : rest;
    const next = SECTION.exec(clause);
    const segment = next ? clause.slice(0, next.index) : clause;
    const words = segment.match(WORD)?.length ?? 0;
    if (words === 0) return `${number[0]} is followed by no words of its own`;
    total += words;
    if (!next) break;
    rest = rest.slice(next.index);
  }
  return total >= 3 ? null : `only ${total} word(s) say what the spec asks`;
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return TEXT_FILE.test(entry.name) ? [join(path, entry.name)] : [];
  });
}

interface Reference {
  file: string;
  lineNumber: number;
  line: string;
  index: number;
}

function references(): Reference[] {
  const found: Reference[] = [];
  for (const file of SCANNED.flatMap(filesUnder)) {
    const path = relative(ROOT, join(ROOT, file)).split('\\').join('/');
    if (path === THIS_FILE) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const match of line.matchAll(/SPEC §\d/g)) {
          found.push({ file: path, lineNumber: i + 1, line, index: match.index });
        }
      });
  }
  return found;
}

const inCode = (ref: Reference) =>
  IN_CODE_STRINGS.some(([file, line]) => file === ref.file && line === ref.line.trim());

describe('SPEC § references (the spec is not in the repository)', () => {
  it('the rule: words after the number, each number of a list its own, a quoted title not counted', () => {
    const reason = (text: string) => bareReason(text, text.indexOf('SPEC §'));
    expect(reason('// SPEC §8: a failed or cancelled share is only logged.')).toBeNull();
    expect(reason('/** As SPEC §2 shows them: plain buttons with no behaviour. */')).toBeNull();
    expect(reason('/** Totals (SPEC §3 items and costs, §4 budget status, §9 default budget). */')).toBeNull();
    expect(reason(`it('SPEC §9's known answers are on the 2023 tables', () => {`)).toBeNull();
    expect(reason('// Results appear only after Calculate (SPEC §4)')).not.toBeNull();
    expect(reason('/** SPEC §3 defaults. */')).not.toBeNull();
    expect(reason('/** Source: SPEC §9, 2026. */')).not.toBeNull();
    expect(reason('(SPEC §3, §4, §5, §9): live results on every change')).not.toBeNull();
    expect(reason('(SPEC §3/§9)')).not.toBeNull();
    expect(reason('(SPEC §2 "Common article page")')).not.toBeNull();
    expect(reason(`it('shows the prompt (SPEC §4)', { timeout: 20_000 }, async () => {`)).not.toBeNull();
  });

  it('every reference says in a few words what the spec asks there', () => {
    const offenders = references()
      .filter((ref) => !inCode(ref))
      .flatMap((ref) => {
        const reason = bareReason(ref.line, ref.index);
        return reason ? [`${ref.file}:${ref.lineNumber}: ${reason}: ${ref.line.trim()}`] : [];
      });
    expect(
      offenders,
      `Bare "SPEC §" references (see docs/CONVENTIONS.md, "Citing the spec"):\n${offenders.join('\n')}`,
    ).toEqual([]);
  });

  it('the list of references inside code strings has no stale entries', () => {
    const all = references();
    const stale = IN_CODE_STRINGS.filter(
      ([file, line]) => !all.some((ref) => ref.file === file && ref.line.trim() === line),
    );
    expect(stale).toEqual([]);
  });
});

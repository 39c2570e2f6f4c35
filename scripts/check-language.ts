/**
 * The "no English on a Spanish page" gate (issue I2): every prerendered page of a language other than
 * English (dist/es/**\/index.html) is read as a reader meets it, and any English words outside proper
 * names are reported with the page and the sentence. English is allowed where it is marked
 * (`lang="en"`: an article not yet translated, shown so) and inside parentheses (the English name of
 * a term as the reader meets it on a form: "plena edad de jubilación (full retirement age)").
 *
 * English is recognised by its function words ("the", "and", "your", "with"…): none of them is a
 * Spanish word, every English sentence has some, and a proper name rarely does ("Medicare Advantage",
 * "my Social Security"). Each text block (a paragraph, a heading, a list item, a button…) is read as
 * a whole, so a parenthesis that holds a link or emphasis still counts as one; so are the words a
 * screen reader says (`aria-label`, `alt`, `title`, `placeholder`) and the page's title and description.
 *
 * Pages not yet in Spanish are listed in content/es/english-pages.json; the gate fails on a page with
 * English that the list does not name, and on a page the list names that has none left (take it off:
 * the list only shrinks). A page showing an untranslated article (its notice, `data-untranslated`) is
 * not yet Spanish either, and is listed the same way.
 *   npx tsx scripts/check-language.ts [dist]     (after npm run build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

/** Common English words that are not Spanish words: one in a Spanish page's text is English. */
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'the and your you with of to for is are this that these those what which how when where why will would can could should our we it its be been being by from on or not was were have has had does did if into than then there their they them about after before because while'.split(
    ' ',
  ),
);

/** Elements whose text is not read as the page's words. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'CODE', 'PRE', 'SVG']);
/** Elements that sit inside a sentence: their text joins the block around them. */
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'BR',
  'CITE',
  'DATA',
  'DFN',
  'EM',
  'I',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
  'WBR',
]);
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description'];

export interface EnglishFinding {
  /** The English words found. */
  words: string[];
  /** The sentence (or label) they are in. */
  text: string;
}

/** The English function words of a text, outside parentheses. */
export function englishWords(text: string): string[] {
  let outside = text;
  // Innermost parentheses first, so "(Form W-4V (2026))" goes whole.
  for (let before = ''; before !== outside;) {
    before = outside;
    outside = outside.replace(/\([^()]*\)/g, ' ');
  }
  return outside
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .map((w) => w.replace(/['’]s$/, ''))
    .filter((w) => ENGLISH_FUNCTION_WORDS.has(w));
}

/** Whether an element's words are marked as English (it or an ancestor other than <html> has lang="en…"). */
function markedEnglish(element: Element): boolean {
  const marked = element.closest('[lang]');
  return marked !== null && marked.tagName !== 'HTML' && /^en\b/i.test(marked.getAttribute('lang') ?? '');
}

/**
 * One JSDOM window per process, made on first use; each page is parsed into a document of its own by
 * that window's DOMParser (the same HTML parser; no scripts run in either). A new window per page cost
 * about twice the CPU of the parse itself (57 → 30 ms a prerendered /es/ page; docs/ci.md, "Session 11").
 */
let parser: DOMParser | undefined;

/** Every place in a page's HTML where English words are outside marked English and parentheses. */
export function findEnglish(html: string): EnglishFinding[] {
  parser ??= new new JSDOM('').window.DOMParser();
  const document = parser.parseFromString(html, 'text/html');
  const findings: EnglishFinding[] = [];
  const report = (raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    const words = englishWords(text);
    if (words.length) findings.push({ words, text: text.length > 200 ? `${text.slice(0, 200)}…` : text });
  };
  report(document.title);
  report(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
  const blockText = (element: Element): string => {
    let text = '';
    for (const child of element.childNodes) {
      if (child.nodeType === 3) text += child.textContent ?? '';
      else if (child.nodeType === 1) {
        const el = child as Element;
        if (SKIPPED.has(el.tagName.toUpperCase()) || markedEnglish(el) || el.hasAttribute('hidden')) continue;
        if (INLINE.has(el.tagName.toUpperCase())) text += blockText(el);
        else text += ' ';
      }
    }
    return text;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (SKIPPED.has(element.tagName.toUpperCase()) || element.closest('script,style,noscript,template,code,pre,svg'))
      continue;
    if (markedEnglish(element)) continue;
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) report(value);
    }
    if (INLINE.has(element.tagName.toUpperCase()) && element.parentElement && element.parentElement !== document.body)
      continue;
    report(blockText(element));
  }
  return findings;
}

/** Whether the page shows an article not yet translated (TranslationNotice). */
export function showsUntranslated(html: string): boolean {
  return /\bdata-untranslated="/.test(html);
}

export interface PageReport {
  page: string;
  findings: EnglishFinding[];
  untranslated: boolean;
}

/** The address of each prerendered page of a language under dist (`/es/tools/rmd`, `/es/404`). */
export function pagesOf(dist: string, locale: string): { page: string; file: string }[] {
  const root = path.join(dist, locale);
  const found: { page: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html')
        found.push({ page: `/${path.relative(dist, dir).split(path.sep).join('/')}`, file: full });
      else if (entry.name === '404.html' && dir === root) found.push({ page: `/${locale}/404`, file: full });
    }
  };
  walk(root);
  return found.sort((a, b) => a.page.localeCompare(b.page));
}

export interface Allowlist {
  /** Pages not yet all in Spanish, each with what is still English. */
  pages: Record<string, string>;
  /**
   * Pages all Spanish as prerendered whose tools, drawn in the browser (tools render on the client
   * only), still show English; checked by tests/e2e/spanish-routes.spec.ts.
   */
  drawn?: Record<string, string>;
}

export const ALLOWLIST_FILE = 'content/es/english-pages.json';

/** What the gate says of a set of page reports against the allowlist: its failures, plainly. */
export function judge(reports: readonly PageReport[], allowlist: Allowlist): string[] {
  const problems: string[] = [];
  const seen = new Set(reports.map((r) => r.page));
  for (const report of reports) {
    const english = report.findings.length > 0 || report.untranslated;
    const listed = Object.hasOwn(allowlist.pages, report.page);
    if (english && !listed) {
      const first = report.findings.slice(0, 3).map((f) => `    "${f.text}" (${[...new Set(f.words)].join(', ')})`);
      problems.push(
        `${report.page}: English on a Spanish page${report.untranslated ? ' (an article not yet translated)' : ''}, and ${ALLOWLIST_FILE} does not list it:\n${first.join('\n')}`,
      );
    }
    if (!english && listed)
      problems.push(`${report.page}: all Spanish now; take it off ${ALLOWLIST_FILE} (the list only shrinks)`);
  }
  for (const page of Object.keys(allowlist.pages))
    if (!seen.has(page)) problems.push(`${page}: listed in ${ALLOWLIST_FILE}, but the site has no such page`);
  return problems;
}

/**
 * What the drawn-page check says of one /es/ page with its tools drawn: its failures, plainly. A page
 * the allowlist names in `pages` may show English; one named in `drawn` must, until it is converted.
 */
export function judgeDrawn(page: string, findings: readonly EnglishFinding[], allowlist: Allowlist): string[] {
  if (Object.hasOwn(allowlist.pages, page)) return [];
  const listed = Object.hasOwn(allowlist.drawn ?? {}, page);
  if (findings.length > 0 && !listed) {
    const first = findings.slice(0, 5).map((f) => `    "${f.text}" (${[...new Set(f.words)].join(', ')})`);
    return [
      `${page}: English in its drawn tools, and ${ALLOWLIST_FILE} ("drawn") does not list it:\n${first.join('\n')}`,
    ];
  }
  if (findings.length === 0 && listed)
    return [`${page}: its tools are all Spanish now; take it off ${ALLOWLIST_FILE} ("drawn"; the list only shrinks)`];
  return [];
}

export function reportPages(dist: string, locale: string): PageReport[] {
  return pagesOf(dist, locale).map(({ page, file }) => {
    const html = fs.readFileSync(file, 'utf8');
    return { page, findings: findEnglish(html), untranslated: showsUntranslated(html) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const write = process.argv.includes('--write-allowlist');
  const reports = reportPages(dist, 'es');
  const allowlist = JSON.parse(fs.readFileSync(ALLOWLIST_FILE, 'utf8')) as Allowlist;
  for (const r of reports) {
    const state = r.untranslated
      ? 'article in English'
      : r.findings.length
        ? `${r.findings.length} English`
        : 'Spanish';
    console.log(`${r.page.padEnd(60)} ${state}`);
  }
  const english = reports.filter((r) => r.findings.length || r.untranslated);
  console.log(
    `\n${reports.length - english.length} of ${reports.length} /es/ pages all Spanish; ${english.length} not yet.`,
  );
  if (write) {
    const pages = Object.fromEntries(
      english.map((r) => [
        r.page,
        r.untranslated
          ? 'article not yet translated'
          : `English: ${r.findings
              .slice(0, 2)
              .map((f) => `"${f.text.slice(0, 60)}"`)
              .join('; ')}`,
      ]),
    );
    fs.writeFileSync(ALLOWLIST_FILE, `${JSON.stringify({ ...allowlist, pages }, null, 2)}\n`);
    console.log(`wrote ${ALLOWLIST_FILE}`);
  } else {
    const problems = judge(reports, allowlist);
    for (const problem of problems) console.error(problem);
    process.exit(problems.length ? 1 : 0);
  }
}

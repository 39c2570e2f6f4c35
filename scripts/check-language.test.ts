import { describe, expect, it } from 'vitest';
import { englishWords, findEnglish, judge, judgeDrawn, showsUntranslated } from './check-language';

const page = (body: string, title = 'Guía del Seguro Social') =>
  `<!doctype html><html lang="es"><head><title>${title}</title><meta name="description" content="Cómo elegir la edad para solicitar." /></head><body>${body}</body></html>`;

describe('englishWords', () => {
  it('finds English function words, not Spanish ones', () => {
    expect(englishWords('Use the calculator with your numbers')).toEqual(['the', 'with', 'your']);
    expect(englishWords('Si usted nació en 1960, su plena edad de jubilación es 67 años.')).toEqual([]);
  });
  it('leaves words in parentheses, however deep', () => {
    expect(
      englishWords('plena edad de jubilación (full retirement age) y la Tabla (Uniform Lifetime Table (IRS))'),
    ).toEqual([]);
  });
  it('reads "Medicare’s" and "IRS’s" as their words', () => {
    expect(englishWords('the Medicare’s rules')).toEqual(['the']);
  });
});

describe('findEnglish', () => {
  it('finds nothing on a Spanish page with proper names and English terms in parentheses', () => {
    expect(
      findEnglish(
        page(
          '<main><h1>Medicare Advantage</h1><p>Su cuenta <em>my Social Security</em> le muestra su <strong>cantidad de seguro primario</strong> (<a href="/es/glossary#pia">primary insurance amount</a>).</p></main>',
        ),
      ),
    ).toEqual([]);
  });
  it('reports the sentence with the English words, a label a screen reader says, and the title', () => {
    const findings = findEnglish(
      page(
        '<main><p>Calcule su <strong>beneficio</strong>. Results update as you type.</p><button aria-label="Close the dialog">×</button></main>',
        'When to claim your benefit',
      ),
    );
    expect(findings.map((f) => f.text)).toEqual([
      'When to claim your benefit',
      'Calcule su beneficio. Results update as you type.',
      'Close the dialog',
    ]);
    expect(findings[1]!.words).toEqual(['you']);
  });
  it('allows English marked lang="en" (an article not yet translated), and skips scripts and code', () => {
    expect(
      findEnglish(
        page(
          '<p role="note" data-untranslated="en">Todavía no está traducida.</p><div lang="en"><p>This is the English article, with your figures.</p></div><script>var the = 1;</script><code>the and</code>',
        ),
      ),
    ).toEqual([]);
  });
  it('does not take the page’s own lang="es" on <html> for English, nor an English page’s for Spanish', () => {
    expect(findEnglish('<html lang="en"><body><p>This is English.</p></body></html>')).toHaveLength(1);
  });
});

describe('judge', () => {
  const spanish = { page: '/es/', findings: [], untranslated: false };
  const english = { page: '/es/tools/rmd', findings: [{ words: ['the'], text: 'Open the tool' }], untranslated: false };
  const untranslated = { page: '/es/content/rmd-calculator', findings: [], untranslated: true };
  it('fails on a page with English that the allowlist does not name, quoting the sentence', () => {
    const problems = judge([spanish, english, untranslated], { pages: {} });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('/es/tools/rmd');
    expect(problems[0]).toContain('"Open the tool" (the)');
    expect(problems[1]).toContain('an article not yet translated');
  });
  it('passes when the allowlist names every page not yet Spanish', () => {
    expect(
      judge([spanish, english, untranslated], {
        pages: { '/es/tools/rmd': 'tool words', '/es/content/rmd-calculator': 'article' },
      }),
    ).toEqual([]);
  });
  it('fails on a listed page that is now all Spanish, or that does not exist: the list only shrinks', () => {
    const problems = judge([spanish], { pages: { '/es/': 'home', '/es/gone': 'old' } });
    expect(problems).toEqual([
      expect.stringContaining('/es/: all Spanish now'),
      expect.stringContaining('/es/gone: listed'),
    ]);
  });
  it('tells a page showing an untranslated article by its notice', () => {
    expect(showsUntranslated('<p role="note" data-untranslated="en">…</p>')).toBe(true);
    expect(showsUntranslated('<p>…</p>')).toBe(false);
  });
});

describe('judgeDrawn (tests/e2e/spanish-routes.spec.ts)', () => {
  const finding = { words: ['your'], text: 'Your age' };
  const allowlist = { pages: { '/es/my-details': 'usage list' }, drawn: { '/es/tools/hsa': 'no catalogs yet' } };

  it('fails an unlisted page whose drawn tools show English, naming the words', () => {
    expect(judgeDrawn('/es/tools/rmd', [finding], allowlist)).toEqual([
      expect.stringMatching(/^\/es\/tools\/rmd: English in its drawn tools.*\n {4}"Your age" \(your\)$/s),
    ]);
  });

  it('fails a listed page that is all Spanish now, so the list only shrinks', () => {
    expect(judgeDrawn('/es/tools/hsa', [], allowlist)).toEqual([expect.stringMatching(/take it off/)]);
  });

  it('passes a listed page with English, an unlisted Spanish one, and a page listed as English when prerendered', () => {
    expect(judgeDrawn('/es/tools/hsa', [finding], allowlist)).toEqual([]);
    expect(judgeDrawn('/es/tools/rmd', [], allowlist)).toEqual([]);
    expect(judgeDrawn('/es/my-details', [finding], allowlist)).toEqual([]);
  });
});

import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLocale, type Locale } from '../../../i18n/locale';
import { loadTool } from '../../registry';
import { standaloneToolIds } from '../../toolTexts';
import { FieldTerm } from './FieldTerm';
import { foundTermInLabel } from './fieldTermMatcher';
import {
  FIELD_TERMS_META,
  forgetFieldTermMatcher,
  loadFieldTermMatcher,
  recordFieldTerms,
  type FieldTermTable,
} from './fieldTermsFound';

/** A page as the prerender writes it: its table in the head (scripts/prerender.mjs). */
function servePage(table: FieldTermTable) {
  document.head.querySelector(`meta[name="${FIELD_TERMS_META}"]`)?.remove();
  const meta = document.createElement('meta');
  meta.name = FIELD_TERMS_META;
  meta.content = JSON.stringify(table);
  document.head.append(meta);
  forgetFieldTermMatcher();
}

/** Each field's disclosure as drawn: its term and its button's words. */
const disclosures = (root: ParentNode) =>
  [...root.querySelectorAll('[data-field-term]')].map(
    (el) => `${el.getAttribute('data-field-term')}: ${el.querySelector('button')?.textContent}`,
  );

afterEach(async () => {
  document.head.querySelector(`meta[name="${FIELD_TERMS_META}"]`)?.remove();
  setLocale('en');
  await loadFieldTermMatcher();
});
afterAll(() => setLocale('en'));

describe('the prerendered field-term table', () => {
  it('draws every tool page’s disclosures as the matcher does, in both languages, without the matcher', async () => {
    let checked = 0;
    for (const locale of ['en', 'es'] satisfies Locale[]) {
      setLocale(locale);
      for (const id of standaloneToolIds) {
        const { default: Tool } = await loadTool(id);
        await loadFieldTermMatcher();
        const tool = (
          <Router ssrPath="/">
            <Suspense fallback={null}>
              <Tool title={id} />
            </Suspense>
          </Router>
        );
        const found = recordFieldTerms();
        const html = renderToString(tool);
        const table = found();
        // The table is the matcher's answer for every label the page drew.
        for (const [label, entry] of Object.entries(table))
          expect(entry ? { id: entry[0], alias: entry[1] } : undefined, `${locale} ${id}: ${label}`).toEqual(
            foundTermInLabel(label),
          );
        const server = document.createElement('div');
        server.innerHTML = html;
        servePage(table);
        const { container, unmount } = render(tool);
        expect(disclosures(container), `${locale} ${id}`).toEqual(disclosures(server));
        unmount();
        checked += disclosures(server).length;
      }
    }
    // Tools do carry terms (an empty table everywhere would prove nothing).
    expect(checked).toBeGreaterThan(10);
  }, 120_000);

  it('has a label the table lacks wait for the matcher, then shows its disclosure', async () => {
    servePage({ 'Your age': 0 });
    const { container, findByRole } = render(
      <>
        <FieldTerm label="Your age" />
        <FieldTerm label="HSA balance today" />
      </>,
    );
    expect(container.querySelector('[data-field-term]')).toBeNull();
    expect(await findByRole('button', { name: 'What is HSA?' })).toBeInTheDocument();
  });

  it('answers from the table before the matcher arrives', () => {
    servePage({ 'HSA balance today': ['hsa', 'HSA'], 'Your age': 0 });
    const { container } = render(
      <>
        <FieldTerm label="Your age" />
        <FieldTerm label="HSA balance today" />
      </>,
    );
    expect(disclosures(container)).toEqual(['hsa: What is HSA?']);
  });
});

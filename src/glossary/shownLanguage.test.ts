import { afterEach, describe, expect, it } from 'vitest';
import spanishGlossary from '../../content/es/glossary.json';
import { setLocale } from '../i18n/locale';
import { comparableTermCount, definitionLanguageProblem } from './shownLanguage';

// The English definition of HSA, as content/glossary.json writes it (no rule placeholder in it).
const ENGLISH_HSA =
  'A savings account for medical costs, open to people with a high-deductible health plan. Money goes in before tax, grows tax-free and comes out tax-free for qualified medical costs.';
const spanishHsa = spanishGlossary.terms.find((term) => term.id === 'hsa')!.definition;

describe('definitionLanguageProblem (the Storybook check that a definition is in the story’s language)', () => {
  afterEach(() => setLocale('en'));

  it('finds a problem when a Spanish story shows the English definition, and none for the Spanish one', () => {
    setLocale('es');
    expect(definitionLanguageProblem('hsa', `${ENGLISH_HSA} More in the glossary`)).toMatch(
      /English definition under es/,
    );
    expect(definitionLanguageProblem('hsa', `${spanishHsa} Más en el glosario`)).toBeUndefined();
  });

  it('finds a problem when an English story does not show the English definition', () => {
    expect(definitionLanguageProblem('hsa', ENGLISH_HSA)).toBeUndefined();
    expect(definitionLanguageProblem('hsa', spanishHsa)).toMatch(/does not show its English definition/);
  });

  it('leaves out terms whose English definition holds a rule placeholder, and says how many it compares', () => {
    expect(definitionLanguageProblem('irmaa', 'anything')).toBeUndefined();
    expect(comparableTermCount(['hsa', 'irmaa', 'no-such-term'])).toBe(1);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { RmdCalculator } from './RmdCalculator';
import { toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages, each shown as its language writes it
// (es-US writes money as en-US does: "$18,868"). The English words are RmdCalculator.test.tsx's.
const en = toolUnderTest(<RmdCalculator title="RMD Calculator" />, 'Your required minimum distribution');
const es = toolUnderTest(<RmdCalculator title="Calculadora de RMD" />, 'Su distribución mínima requerida');

/** The figures of the results, in order: every "$…" amount shown. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe('RmdCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the same RMD as in English, in Spanish words, with the same figures', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    expect(within(r).getByText('RMD que debe sacar en 2026')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Su RMD de 2026' })).toHaveTextContent('$18,868');
    expect(screen.getByRole('textbox', { name: /^Su edad al final del año tributario/ })).toHaveAccessibleDescription(
      /Si nació en 1953, sus RMD empiezan a los 73 años\./,
    );
    expect(screen.getByRole('button', { name: 'Cómo se calcula' })).toBeInTheDocument();
  });

  it('not due yet at 72: the same first RMD, and the link to the inherited IRA tool in Spanish', async () => {
    setLocale('es');
    const { user } = es.renderTool();
    await typeInto(user, /^Su edad/, '72');
    const r = es.results();
    expect(within(r).getByText('Sin RMD en 2026')).toBeInTheDocument();
    expect(
      within(r).getByRole('group', { name: 'Primera RMD para tener en cuenta (a los 73 años)' }),
    ).toHaveTextContent('$18,868');
    expect(within(r).getByRole('link', { name: 'calcúlela con la calculadora de IRA heredada' })).toHaveAttribute(
      'href',
      '/tools/inherited-ira',
    );
  });
});

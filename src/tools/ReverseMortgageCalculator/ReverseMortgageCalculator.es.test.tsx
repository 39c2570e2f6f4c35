import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { ReverseMortgageCalculator } from './ReverseMortgageCalculator';
import { toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does: "$99,000").
const en = toolUnderTest(<ReverseMortgageCalculator title="Reverse Mortgage" />, 'Your reverse mortgage estimate');
const es = toolUnderTest(
  <ReverseMortgageCalculator title="Hipoteca revertida" />,
  'Su cálculo de la hipoteca revertida',
);

/** Every "$…" amount shown, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$\d{1,3}(,\d{3})*(\.\d+)?/g) ?? [];

describe('ReverseMortgageCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the example loan: the same figures as in English, in Spanish words', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    expect(within(r).getByText('Califica')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Dinero disponible para usted' })).toHaveTextContent('$99,000');
    expect(r).toHaveTextContent(/Califica por su edad\. Son solo cálculos aproximados/);
    expect(screen.getByRole('textbox', { name: /^Valor de la casa/ })).toHaveValue('400,000');
    expect(screen.getByRole('button', { name: 'Cómo se calcula' })).toBeInTheDocument();
  });

  it('under 62: not eligible, said in Spanish', async () => {
    setLocale('es');
    const { user } = es.renderTool();
    await typeInto(user, /^Edad del prestatario más joven/, '60');
    const r = es.results();
    expect(within(r).getByText('No califica')).toBeInTheDocument();
    expect(r).toHaveTextContent('No califica: el prestatario más joven debe tener al menos 62 años para una HECM.');
  });
});

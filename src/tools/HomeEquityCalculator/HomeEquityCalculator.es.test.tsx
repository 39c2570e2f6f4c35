import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { HomeEquityCalculator } from './HomeEquityCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does).
const en = toolUnderTest(<HomeEquityCalculator title="Home Equity" />, 'Your home equity');
const es = toolUnderTest(<HomeEquityCalculator title="Valor neto" />, 'El valor neto de su vivienda');

/** Every "$…" amount shown, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$\d{1,3}(,\d{3})*(\.\d+)?/g) ?? [];

describe('HomeEquityCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the spec’s example: the same figures as in English, in Spanish words', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    // SPEC §9, the equity tool's default figures: 400,000 − 250,000 = 150,000, 37.5 % of the value, which SPEC §4 rates excellent at 20 % or more.
    expect(within(r).getByRole('group', { name: 'Valor neto hoy' })).toHaveTextContent('$150,000');
    expect(r).toHaveTextContent('Usted es dueño del 37.5% del valor de su casa.');
    expect(within(r).getByText('Valor neto excelente')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Saldo de la hipoteca/ })).toHaveValue('250,000');
    expect(screen.getByRole('button', { name: 'Cómo se calcula' })).toBeInTheDocument();
  });
});

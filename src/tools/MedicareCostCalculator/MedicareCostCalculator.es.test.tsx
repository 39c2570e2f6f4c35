import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { MedicareCostCalculator } from './MedicareCostCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does). The English
// words are MedicareCostCalculator.test.tsx's.
const en = toolUnderTest(<MedicareCostCalculator title="Medicare Cost Calculator" />, 'Your Medicare costs');
const es = toolUnderTest(
  <MedicareCostCalculator title="Calculadora de gastos de Medicare" />,
  'Sus gastos de Medicare',
);
const withHash = (fields: string) => window.history.replaceState(null, '', `/#tool=medicare-cost&v=1&${fields}`);
/** Every "$…" amount shown in the results, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe('MedicareCostCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the same CMS 2026 figures as in English, with Spanish labels and table', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    const table = within(r).getByRole('table', { name: 'Lo que paga cada persona en 2026' });
    expect(within(table).getByRole('rowheader', { name: 'Prima de la Parte B' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prima de la Parte B/ })).toHaveAccessibleDescription(
      /Prima estándar de 2026: \$202\.90 \(CMS\)/,
    );
    expect(r).toHaveTextContent('No escribió su MAGI de 2024');
  });

  it('a couple filing jointly above the first threshold: the tier and the SSA-44 sentence in Spanish', () => {
    withHash('magi=218001&filingStatus=marriedJoint&people=2');
    setLocale('es');
    const r = es.renderResults();
    expect(within(r).getByText('Nivel 1 de 5')).toBeInTheDocument();
    expect(r).toHaveTextContent('Su MAGI de 2024, $218,001, es de más de $218,000 y hasta $274,000.');
    expect(r).toHaveTextContent('Puede pedirle al Seguro Social que use los ingresos de un año más reciente');
    expect(within(r).getByText('Ajustes por ingresos para los dos')).toBeInTheDocument();
    expect(within(r).getAllByText('$2,297').length).toBeGreaterThan(0);
  });
});

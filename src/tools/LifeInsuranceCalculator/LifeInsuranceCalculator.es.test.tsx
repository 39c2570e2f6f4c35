import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { LifeInsuranceCalculator } from './LifeInsuranceCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does). The English
// words are LifeInsuranceCalculator.test.tsx's.
const en = toolUnderTest(
  <LifeInsuranceCalculator title="Life Insurance Needs Calculator" />,
  'Your life insurance need',
);
const es = toolUnderTest(
  <LifeInsuranceCalculator title="Calculadora de cuánto seguro de vida necesita" />,
  'El seguro de vida que necesita',
);
/** Every "$…" amount shown in the results, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe('LifeInsuranceCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('the defaults’ answer, 712,833, in Spanish words with the same figures as in English', async () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const { user } = es.renderTool();
    const r = es.results();
    expect(figures(r)).toEqual(english);
    const table = within(r).getByRole('table', { name: 'Cómo se suma la necesidad' });
    expect(within(table).getByRole('row', { name: /Reemplazo de ingresos \$687,833/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Menos: seguro de vida que ya tiene −\$100,000/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ingresos que hay que reemplazar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Saldo de la hipoteca/ })).toBeInTheDocument();
    expect(r).toHaveTextContent(
      'Reemplazar los ingresos durante 10 años es $687,833 del total de $862,833. Lo que ya tiene cubre $150,000.',
    );
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    expect(r).toHaveTextContent('10 años, con un aumento del 3% al año');
  });
});

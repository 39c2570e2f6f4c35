import { screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { DisabilityCalculator } from './DisabilityCalculator';
import { assumptionWords, formulaWords, recommendationWords } from './disabilityWords';
import { calculateDisability } from '../../finance/health/disability';
import { toolUnderTest } from '../shared/testing/toolTestKit';

const es = toolUnderTest(
  <DisabilityCalculator title="Seguro por incapacidad" />,
  'Su cálculo del seguro por incapacidad',
);

describe('DisabilityCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('SPEC §9 defaults on Calcular: the same figures as in English, in Spanish words', async () => {
    setLocale('es');
    const { user } = es.renderTool();
    expect(screen.getByRole('combobox', { name: /^Período de espera antes de recibir beneficios/ })).toHaveTextContent(
      '90 días',
    );
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const r = es.results();
    // 60 % × 75,000 / 12 = 3,750 (< 80 % × 5,000); premium 35 × 3,750 / 1,000 = 131.25 (disability.test.ts).
    expect(within(r).getByRole('group', { name: 'Beneficio mensual' })).toHaveTextContent('$3,750');
    expect(within(r).getByText('Reemplaza el 60.0% de sus ingresos mensuales.')).toBeInTheDocument();
    expect(within(r).getByText('90 días')).toBeInTheDocument();
    expect(within(r).getByText('Hasta los 65 años')).toBeInTheDocument();
    expect(within(r).getByText('$131')).toBeInTheDocument();
    expect(within(r).getByRole('heading', { name: 'Recomendaciones' })).toBeInTheDocument();
    expect(
      within(r).getByText('Su seguro actual no alcanza: considere unos $3,750 al mes de beneficio adicional.'),
    ).toBeInTheDocument();
  });

  it('the engine’s facts, worded: the English the engine wrote before', () => {
    const r = calculateDisability({
      age: 62,
      gender: 'female',
      occupation: 'sales',
      healthStatus: 'fair',
      eliminationPeriod: 60,
      benefitPeriod: '5-years',
    });
    expect(r.assumptions.map(assumptionWords).map((a) => [a.label, a.value])).toEqual([
      ['Base rate per $1,000 of monthly benefit', '$100 (age 62)'],
      ['Factors', 'occupation 1.2, health 1.2, elimination 1.15, benefit period 0.8, gender 1.2'],
      ['Benefit cap', '80 % of monthly expenses'],
    ]);
    expect(r.formulas.map(formulaWords)[1]).toBe(
      'Monthly premium = base rate × occupation × health × elimination × benefit period × gender × monthly benefit / 1,000',
    );
    expect(r.recommendations.map(recommendationWords)).toContain(
      'Premiums rise with age: lock in coverage soon and check how the benefit period fits your retirement date.',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { HealthcareCostCalculator } from './HealthcareCostCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The defaults' figures are HealthcareCostCalculator.test.tsx's (CMS 2026 Part B: 9,974.80 a year today,
// 482,176.73 in all); es-US writes money as en-US does, so only the words change.
const { renderTool, results } = toolUnderTest(
  <HealthcareCostCalculator title="Calculadora de gastos de salud" />,
  'Sus gastos de salud estimados',
);

describe('HealthcareCostCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('asks in Spanish and answers the defaults in Spanish with the English figures', async () => {
    setLocale('es');
    const { user } = renderTool();
    expect(screen.getByRole('group', { name: 'Gastos de salud' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: /^Prima de la Parte B de Medicare \(al mes\)/ }),
    ).toHaveAccessibleDescription(/Viene con la prima estándar de 2026, \$202\.90 \(CMS\)/);
    const r = results();
    expect(within(r).getByRole('group', { name: 'Costo total estimado' })).toHaveTextContent('$482,177');
    expect(r).toHaveTextContent('En 18 años de jubilación, con el cuidado a largo plazo esperado.');
    expect(r).toHaveTextContent('Tenga un fondo de emergencia de unos dos años de gastos de salud para las sorpresas.');
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    expect(r).toHaveTextContent('de los 67 a los 84 años (18 años)');
  });
});

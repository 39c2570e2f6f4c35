import { screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { LtcCalculator } from './LtcCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The defaults' figures are LtcCalculator.test.tsx's (SPEC §3 defaults, §9 model: home care 280 a day,
// 306,600 over 3 years, 212 a month); es-US writes money as en-US does, so only the words change.
const { renderTool, results } = toolUnderTest(
  <LtcCalculator title="Calculadora de seguro de cuidado a largo plazo" />,
  'Su cálculo del cuidado a largo plazo',
);

describe('LtcCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('asks in Spanish and answers the defaults in Spanish with the English figures', async () => {
    setLocale('es');
    const { user } = renderTool();
    expect(screen.getByRole('group', { name: 'La póliza' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Sexo/ })).toHaveTextContent('Hombre');
    expect(screen.getByRole('combobox', { name: /^Su salud/ })).toHaveTextContent('Excelente');
    expect(screen.getByRole('combobox', { name: /^Beneficio diario/ })).toHaveTextContent('$200 al día');
    expect(screen.getByRole('combobox', { name: /^Espera antes/ })).toHaveTextContent('90 días');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const r = results();
    expect(within(r).getByRole('group', { name: 'Costo total del cuidado' })).toHaveTextContent('$306,600');
    expect(r).toHaveTextContent('3 años de atención en el hogar a precios del promedio nacional.');
    expect(r).toHaveTextContent('Pagadas durante 25 años.');
    expect(r).toHaveTextContent('La mayoría prefiere recibir el cuidado en casa.');
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    expect(r).toHaveTextContent('$280 al día (atención en el hogar)');
    expect(r).toHaveTextContent('1 (promedio nacional)');
    expect(r).toHaveTextContent('Modelo educativo propio de Evergreen, no precios del mercado');
  });
});

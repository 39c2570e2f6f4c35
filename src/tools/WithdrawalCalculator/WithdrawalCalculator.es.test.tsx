import { screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { WithdrawalCalculator } from './WithdrawalCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The figures are WithdrawalCalculator.test.tsx's (2026 defaults: tax $3,004, $3,012 saved); es-US writes
// money as en-US does, so only the words change.
const { renderTool, results } = toolUnderTest(
  <WithdrawalCalculator title="Calculadora para retirar dinero pagando menos impuestos" />,
  'Su plan de retiros',
);

describe('WithdrawalCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('asks in Spanish and answers the 2026 defaults in Spanish with the English figures', async () => {
    setLocale('es');
    const { user } = renderTool();
    expect(screen.getByRole('group', { name: 'Saldos de sus cuentas' })).toBeInTheDocument();
    const need = screen.getByRole('textbox', { name: /^Ingresos que necesita al año/ });
    expect(results()).toHaveTextContent('Escriba sus datos y oprima Calcular.');
    // Enter in a field calculates (the Calculate button's word is the shared layout's, src/tools/shared).
    await user.click(need);
    await user.keyboard('{Enter}');
    const r = results();
    expect(
      within(r).getByRole('heading', { name: 'Sus impuestos (2026, declaración de soltero)' }),
    ).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Impuestos que ahorra con este orden' })).toHaveTextContent('$3,012');
    expect(within(r).getByRole('heading', { name: 'De dónde salen los $80,000 de este año' })).toBeInTheDocument();
    expect(r).toHaveTextContent(
      'Los retiros de la HSA están libres de impuestos solo para gastos médicos calificados. Guarde sus recibos.',
    );
    expect(within(r).getByRole('table', { name: /^Sus ahorros totales con el tiempo/ })).toHaveTextContent('Año 10');
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    expect(r).toHaveTextContent('Tabla de Vida Uniforme del IRS (Uniform Lifetime Table)');
  });
});

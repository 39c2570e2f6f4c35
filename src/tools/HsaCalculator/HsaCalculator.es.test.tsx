import { screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { HsaCalculator } from './HsaCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The defaults' figures are HsaCalculator.test.tsx's (421,907 at 65, 913 saved this year; 2026 self-only
// limit 4,400, Rev. Proc. 2025-19 §3); es-US writes money as en-US does, so only the words change.
const { renderTool, results } = toolUnderTest(
  <HsaCalculator title="Calculadora de estrategias para su HSA" />,
  'Su estrategia para la HSA',
);

describe('HsaCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('asks in Spanish and answers the defaults in Spanish with the English figures', async () => {
    setLocale('es');
    const { user } = renderTool();
    expect(screen.getByRole('group', { name: 'Usted y su HSA' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Aportación al año/ })).toHaveAccessibleDescription(
      /Lo más que puede aportar en 2026 con cobertura solo para usted es \$4,400\./,
    );
    await user.click(screen.getByRole('button', { name: 'Analizar mi HSA' }));
    const r = results();
    expect(within(r).getByRole('group', { name: 'Saldo estimado de la HSA al jubilarse' })).toHaveTextContent(
      '$421,907',
    );
    expect(r).toHaveTextContent('Si aporta $4,150 al año durante 30 años y gana un 7% al año.');
    expect(r).toHaveTextContent('Puede aportar hasta $4,400 en 2026; si aporta más, paga menos impuestos ahora.');
    expect(within(r).getByRole('table', { name: 'Combinación sugerida para los 35 años' })).toHaveTextContent(
      '80 a 90%',
    );
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    expect(r).toHaveTextContent('2026: $4,400 (solo para usted)');
    expect(r).toHaveTextContent('$1,000 desde los 55 años');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { WithdrawalPlanner } from './WithdrawalPlanner';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The figures are WithdrawalPlanner.test.tsx's survivor case (hand-worked in src/finance/tax/withdrawalPlanner.test.ts):
// 108,000 in all, 30,000 + 18,000 of Social Security; a death in 2027 raises the survivor's tax by 2,544 a year.
const { renderTool, results } = toolUnderTest(
  <WithdrawalPlanner title="Planificador para retirar dinero pagando menos impuestos" />,
  'Su plan de retiros, año por año',
);

describe('WithdrawalPlanner in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('asks in Spanish and words the plan in Spanish with the English figures', async () => {
    setLocale('es');
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/#tool=withdrawal-planner&v=1&currentAge=70&spouseAge=70&filingStatus=marriedJoint&incomeNeedInAll=108000&traditionalBalance=2000000&rothBalance=0&taxableBalance=0&socialSecurity=30000&spouseSocialSecurity=18000&deathYear=2027',
    );
    renderTool();
    expect(screen.getByRole('group', { name: 'Si uno de ustedes muere (opcional)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Estado civil para la declaración/ })).toHaveTextContent(
      /Casado que presenta una declaración conjunta/,
    );
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const r = results();
    expect(r).toHaveTextContent(
      'Necesita $108,000 al año en total, antes de impuestos. El Seguro Social paga $48,000, así que $60,000 sale de sus ahorros.',
    );
    expect(r).toHaveTextContent(
      'Después de una muerte en 2027, quien sobrevive declara como soltero desde 2028: su impuesto sube $2,544 al año con $18,000 menos de ingreso.',
    );
    expect(within(r).getByRole('heading', { name: 'Saltos de Medicare y de impuestos' })).toBeInTheDocument();
    expect(within(r).getByRole('table', { name: /^Cambio para quien sobrevive/ })).toBeInTheDocument();
    // The engine's advice and "How this is calculated" are facts, worded from the catalog (plannerWords.ts).
    expect(r).toHaveTextContent('Revise este plan cada año: las leyes de impuestos, sus saldos y sus gastos cambian.');
    expect(r).toHaveTextContent('Si uno de nosotros muere en 2027');
    expect(r).toHaveTextContent('Eficiencia tributaria = ingreso después de impuestos ÷');
    expect(r).not.toHaveTextContent(/Review this plan|brackets and standard deduction|If one of us dies/);
  });

  it('words a year of death before the plan in Spanish', async () => {
    setLocale('es');
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/#tool=withdrawal-planner&v=1&currentAge=70&spouseAge=70&filingStatus=marriedJoint&incomeNeedInAll=108000&traditionalBalance=2000000&rothBalance=0&taxableBalance=0&deathYear=2020',
    );
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(results()).toHaveTextContent(
      'El año de la muerte, 2020, es antes de que empiece este plan en 2026. Escriba 2026 o un año posterior.',
    );
  });
});

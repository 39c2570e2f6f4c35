import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { TaxImpactCalculator } from './TaxImpactCalculator';
import { startEachTestFresh } from '../shared/testing/toolTestKit';

startEachTestFresh();

// Known answer from src/finance/tax/taxImpact.test.ts (Rev. Proc. 2022-38 + Pub. 915):
// single 66, SS 30,000, pension 20,000, traditional 30,000 → SS taxable 25,500, taxable 59,800, tax 8,463.50.
const KNOWN =
  '#tool=tax-impact&v=1&filingStatus=single&age=66&socialSecurity=30000&pensionIncome=20000&traditionalWithdrawals=30000&rothWithdrawals=0&investmentIncome=0&otherIncome=0&taxYear=2023';
/** Every "$…" amount shown in the results, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe('TaxImpactCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('the same figures as in English, with Spanish labels, summary and bracket table', () => {
    window.history.replaceState(null, '', `/${KNOWN}`);
    setLocale('en');
    render(<TaxImpactCalculator title="Tax Impact Calculator" />);
    const english = figures(screen.getByRole('region', { name: 'Your 2023 federal tax estimate' }));
    cleanup();
    window.history.replaceState(null, '', `/${KNOWN}`);
    setLocale('es');
    render(<TaxImpactCalculator title="Calculadora del impacto de los impuestos" />);
    const r = screen.getByRole('region', { name: 'Su impuesto federal estimado de 2023' });
    expect(figures(r)).toEqual(english);
    expect(within(r).getByRole('group', { name: 'Impuesto federal sobre el ingreso' })).toHaveTextContent('$8,464');
    expect(within(r).getByText('$25,500')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Impuesto por tramo (soltero, 2023)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ingresos de pensión/ })).toHaveValue('20,000');
  });

  it('a year of death before the tax year is explained in Spanish, and "How this is calculated" reads Spanish', async () => {
    window.history.replaceState(
      null,
      '',
      '/#tool=tax-impact&v=1&filingStatus=marriedJoint&age=67&spouseAge=66&socialSecurity=48000&pensionIncome=30000&deathYear=2020',
    );
    setLocale('es');
    const user = userEvent.setup();
    render(<TaxImpactCalculator title="Calculadora del impacto de los impuestos" />);
    const r = screen.getByRole('region', { name: 'Su impuesto federal estimado de 2026' });
    expect(
      await within(r).findByText(
        'El año de la muerte, 2020, es anterior al año tributario, 2026. Escriba 2026 o un año posterior.',
      ),
    ).toBeInTheDocument();
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    expect(r).toHaveTextContent('Tramos oficiales de 2026 para el estado civil elegido');
    expect(r).toHaveTextContent('$32,200 básica');
  });
});

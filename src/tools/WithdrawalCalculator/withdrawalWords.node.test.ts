import { afterEach, describe, expect, it } from 'vitest';
import { calculateWithdrawal, type WithdrawalInput } from '../../finance/tax/withdrawal';
import { setLocale } from '../../i18n/locale';
import { adviceWords, assumptionWords, formulaWords } from './withdrawalWords';
import { DEFAULTS } from './fields';
import { computeWithdrawal } from './scenario';

// The sentences the withdrawal engine's facts make (src/finance/tax/withdrawal.ts returns facts, the tool
// words them). The English ones are the sentences the engine wrote itself before (issue I2); the
// standard deduction and the traditional cap now read as money ("$13,850", not "13850").
const SPEC_2023 = { ...DEFAULTS, taxYear: 2023 as const };
const zeroAccounts = { traditional401k: 0, roth401k: 0, traditionalIRA: 0, rothIRA: 0, taxable: 0, hsa: 0 };
const advice = (over: Partial<WithdrawalInput>) =>
  calculateWithdrawal({ ...computeInput(), ...over }).recommendations.map(adviceWords);
function computeInput(): WithdrawalInput {
  const { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa, ...rest } = DEFAULTS;
  return { ...rest, accounts: { traditional401k, roth401k, traditionalIRA, rothIRA, taxable, hsa } };
}

describe('the withdrawal calculator words its engine’s facts, in English', () => {
  afterEach(() => setLocale('en'));

  it('SPEC §9 advice on the defaults (65 in 2026, so RMDs begin at 75): Roth conversion, lower bracket later, HSA receipts', () => {
    expect(computeWithdrawal(DEFAULTS).recommendations.map(adviceWords)).toEqual([
      'Before RMDs begin at 75, consider converting some traditional savings to Roth in low-income years, filling the 12 % bracket.',
      'You expect a lower bracket in retirement (12 % vs 22 % now), so taking traditional money in retirement, up to the 12 % bracket, is tax-efficient.',
      'HSA withdrawals are tax-free only for qualified medical expenses; keep your receipts.',
    ]);
  });

  it('the RMD advice with its amount in dollars (1,000,000 ÷ 26.5 at 73), the high-rate and shortfall advice', () => {
    const at73 = advice({
      age: 73,
      taxYear: 2026,
      annualIncomeNeed: 30_000,
      socialSecurity: 0,
      accounts: { ...zeroAccounts, traditionalIRA: 1e6 },
    });
    expect(at73).toContain(
      'At 73 your required minimum distribution is about $37,736; withdraw at least that from traditional accounts to avoid the excise tax.',
    );
    const rich = advice({
      age: 66,
      annualIncomeNeed: 300_000,
      socialSecurity: 0,
      pension: 300_000,
      accounts: zeroAccounts,
    });
    expect(rich).toContain(
      'Your effective tax rate is above 15 %: drawing more from Roth or taxable savings, or spreading traditional withdrawals over more years, could lower it.',
    );
    expect(advice({ annualIncomeNeed: 50_000, socialSecurity: 0, accounts: zeroAccounts })).toContain(
      'Your savings cannot cover the full need this year; consider reducing spending or other income sources.',
    );
  });

  it('"How this is calculated" for 2023 (SPEC §9’s cap of 58,575) and the formulas', () => {
    const r = computeWithdrawal({ ...SPEC_2023, expectedReturn: 5.5, inflation: 2.5 });
    expect(r.assumptions.map(assumptionWords).map((a) => [a.label, a.value])).toEqual([
      ['Tax year and status', '2023, single filer'],
      ['Standard deduction', '$13,850, plus the 65+ additional amount from age 65'],
      [
        'Order',
        'HSA (at most 20 % of the need), traditional up to $58,575 (standard deduction + 12 % bracket), then taxable, then Roth',
      ],
      ['Taxable account', '15 % of each withdrawal is long-term gain, taxed at 0/15/20 % by income'],
      ['Social Security', 'Taxable part from the IRS worksheet (up to 85 %)'],
      ['Projection', 'Total balance grows at 5.5 % − 2.5 % inflation, minus the same withdrawal each year'],
      ['Tax savings', 'Compared with taking the same amount entirely from traditional accounts'],
      ['RMD divisor', 'Uniform Lifetime Table'],
    ]);
    expect(assumptionWords(r.assumptions[0]!).source).toContain('Rev. Proc. 2022-38');
    expect(assumptionWords(computeWithdrawal(DEFAULTS).assumptions[1]!).value).toBe(
      '$16,100, plus the 65+ additional amount from age 65 and the senior deduction where it applies',
    );
    expect(r.formulas.map(formulaWords)[1]).toBe(
      'AGI = pension + traditional + taxable Social Security + 15 % × taxable-account withdrawal',
    );
  });

  it('in Spanish: the same figures in plain Spanish words', () => {
    setLocale('es');
    const r = computeWithdrawal(SPEC_2023);
    expect(computeWithdrawal(DEFAULTS).recommendations.map(adviceWords)[0]).toBe(
      'Sus distribuciones mínimas requeridas (RMD) empiezan a los 75 años. Antes de esa edad, piense en convertir parte de sus ahorros tradicionales a Roth en los años de ingresos bajos, hasta llenar el tramo del 12%.',
    );
    expect(assumptionWords(r.assumptions[2]!)).toEqual({
      label: 'Orden',
      value:
        'HSA (hasta el 20% de lo que necesita), cuentas tradicionales hasta $58,575 (deducción estándar + tramo del 12%), luego cuentas sujetas a impuestos y al final Roth',
    });
    expect(assumptionWords(r.assumptions[7]!).value).toBe('Tabla de Vida Uniforme del IRS (Uniform Lifetime Table)');
  });
});

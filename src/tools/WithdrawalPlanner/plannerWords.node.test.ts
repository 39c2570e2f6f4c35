import { afterEach, describe, expect, it } from 'vitest';
import { planWithdrawals, type PlannerInput } from '../../finance/tax/withdrawalPlanner';
import { setLocale } from '../../i18n/locale';
import { adviceWords, explanationWords, widowErrorWords } from './plannerWords';

// The sentences the planner engine's facts make (src/finance/tax/withdrawalPlanner.ts returns facts, the tool words
// them). The English ones are the sentences the engine wrote itself before (issue I2): the same words, from the catalog.
// A couple, 65 in 2026 (born 1961: RMDs from 75, SECURE 2.0 §107), 60,000 in all with 20,000 of Social Security.
const COUPLE: PlannerInput = {
  currentAge: 65,
  filingStatus: 'marriedJoint',
  annualIncome: 60_000,
  traditionalBalance: 500_000,
  rothBalance: 100_000,
  taxableBalance: 200_000,
  taxYear: 2026,
  socialSecurity: 20_000,
};

const words = (input: Partial<PlannerInput>) => {
  const r = planWithdrawals({ ...COUPLE, ...input });
  return { advice: r.recommendations.map(adviceWords), ...explanationWords(r), widow: r.widow };
};

describe('the planner words its engine’s facts, in English', () => {
  afterEach(() => setLocale('en'));

  it('the four recommendations SPEC §9 asks for (Roth conversions, taxable first, RMDs, a yearly review), with the Roth-advice age and the RMD age of the birth year', () => {
    expect(words({}).advice).toEqual([
      'Consider Roth conversions before age 70, while your taxable income is lower, to shrink future RMDs.',
      'Use your taxable accounts first: only part of each withdrawal (the gain) is taxed.',
      'Plan for required minimum distributions from age 75.',
      'Review this plan every year as tax laws, balances and spending change.',
    ]);
    // 67 in 2026: born 1959, so 73.
    expect(words({ currentAge: 67 }).advice).toContain('Plan for required minimum distributions from age 73.');
  });

  it('"How this is calculated": labels, values with money formatted, sources kept as the rules cite them', () => {
    const { assumptions, formulas } = words({ taxYear: 2023 });
    expect(assumptions.map((a) => a.label)).toEqual([
      'Tax year',
      'Age 65+',
      'Taxable account',
      'RMDs',
      'Income you need',
      'Growth',
      'Horizon',
      'Social Security',
      'Medicare premiums (IRMAA)',
    ]);
    expect(assumptions[0]).toMatchObject({ value: '2023 brackets and standard deduction for every year' });
    expect(assumptions[0]!.source).toContain('Rev. Proc. 2022-38');
    expect(assumptions[2]!.value).toBe('15 % of each withdrawal counts as taxable income');
    // 65 in 2023: born 1958, so 73.
    expect(assumptions[3]!.value).toBe(
      'From age 73, the RMD age for someone born in 1958: traditional balance ÷ Uniform Lifetime Table divisor. The traditional balance is taken as yours, so its RMDs follow your birth year; an IRA of your spouse’s would follow theirs',
    );
    expect(assumptions[3]!.source).toContain('start age SECURE 2.0 §107');
    expect(assumptions[4]!.value).toBe(
      '$60,000 a year in all, before tax: Social Security pays $20,000 of it and your savings $40,000',
    );
    expect(assumptions[6]!.value).toBe(
      '31 years, to the end of 2053, when the younger of you is 95; sooner when every account is empty',
    );
    expect(formulas).toEqual([
      'Need from savings = max(0, income need in all − Social Security)',
      'Before 73: need taken from taxable, then traditional, then Roth',
      'From 73: traditional gives max(RMD, need); any shortfall from taxable, then Roth',
      'Taxable income = max(0, traditional + 0.15 × taxable-account withdrawal + taxable Social Security − standard deduction)',
      'Medicare surcharge = people on Medicare × (Part B premium − standard premium + Part D adjustment) × 12, for the tier of the MAGI two years before',
      'After tax = withdrawals + Social Security − tax − Medicare surcharge',
      'Tax efficiency = after-tax income ÷ (after-tax income + taxes + Medicare surcharges) × 100',
    ]);
  });

  it('alone, one year, benefits above the need: the sentences change with the facts', () => {
    const { assumptions } = words({
      filingStatus: 'single',
      currentAge: 95,
      annualIncome: 10_000,
      taxYear: 2026,
    });
    const value = (label: string) => assumptions.find((a) => a.label === label)!.value;
    // Born 1931: before 1 July 1949, so the old 70½ (SECURE Act §114), written as the IRS writes it.
    expect(value('RMDs')).toBe(
      'From age 70½, the RMD age for someone born in 1931: traditional balance ÷ Uniform Lifetime Table divisor',
    );
    expect(value('Income you need')).toBe(
      '$10,000 a year in all, before tax: Social Security pays $10,000 of it and your savings $0 (the benefits pay more than the need, so the savings give only what RMDs require)',
    );
    expect(value('Horizon')).toBe('1 year, to the end of 2026, when you are 95; sooner when every account is empty');
  });

  it('a year of death: its assumption, and the two errors in words', () => {
    const { assumptions } = words({ deathYear: 2028 });
    const widow = assumptions.find((a) => a.label === 'If one of us dies in 2028')!;
    expect(widow.value).toMatch(/^For the year of the death a joint return is still allowed/);
    expect(widow.value).toContain('the smaller check stops from the month of the death');
    expect(widow.source).toContain('§7703(a)(1)');
    expect(widowErrorWords(words({ deathYear: 2020 }).widow!.error!)).toBe(
      'The year of death, 2020, is before this plan starts in 2026. Enter 2026 or a later year.',
    );
    expect(widowErrorWords({ id: 'afterEnd', deathYear: 2090, first: 2026, last: 2056 })).toBe(
      'The year of death, 2090, is after this plan ends in 2056. Enter a year from 2026 to 2056.',
    );
  });
});

describe('the planner words its engine’s facts, in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('advice, "How this is calculated" and the year-of-death error read in Spanish, with the same figures', () => {
    setLocale('es');
    const { advice, assumptions, formulas } = words({ taxYear: 2023 });
    expect(advice).toEqual([
      'Piense en hacer conversiones a Roth antes de los 70 años, mientras su ingreso sujeto a impuestos es más bajo, para que sus distribuciones mínimas requeridas (RMD) sean menores más adelante.',
      'Use primero sus cuentas que pagan impuestos: solo una parte de cada retiro (la ganancia) paga impuestos.',
      'Prepárese para las distribuciones mínimas requeridas desde los 73 años.',
      'Revise este plan cada año: las leyes de impuestos, sus saldos y sus gastos cambian.',
    ]);
    expect(assumptions[0]).toMatchObject({
      label: 'Año tributario',
      value: 'Los tramos de impuestos y la deducción estándar de 2023, para todos los años',
    });
    expect(assumptions[4]!.value).toBe(
      '$60,000 al año en total, antes de impuestos: el Seguro Social paga $20,000 y sus ahorros $40,000',
    );
    expect(assumptions[6]!.value).toBe(
      '31 años, hasta el final de 2053, cuando el menor de ustedes tenga 95 años; antes si todas las cuentas se vacían',
    );
    // The rule's citation stays as the rules hold it (the kit marks an English title lang="en").
    expect(assumptions[0]!.source).toContain('Rev. Proc. 2022-38');
    expect(formulas[1]).toBe(
      'Antes de los 73 años: lo que necesita sale de la cuenta que paga impuestos, luego de la tradicional y luego de la Roth',
    );
    expect(widowErrorWords({ id: 'beforeStart', deathYear: 2020, first: 2026 })).toBe(
      'El año de la muerte, 2020, es antes de que empiece este plan en 2026. Escriba 2026 o un año posterior.',
    );
    expect(words({ deathYear: 2028 }).assumptions.at(-1)!.label).toBe('Si uno de nosotros muere en 2028');
  });
});

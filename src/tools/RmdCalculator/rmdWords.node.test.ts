import { afterEach, describe, expect, it } from 'vitest';
import { calculateRmd } from '../../finance/tax/rmd';
import { setLocale } from '../../i18n/locale';
import { assumptionWords, formulaWords, noteWords } from './rmdWords';

// The sentences the RMD engine's facts make (src/finance/rmd.ts returns facts, the tool words them).
// The English ones are the sentences the engine wrote itself before (issue I2): the same words, now from the catalog.
const SPEC_EXAMPLE = { age: 72, balance: 500_000, taxYear: 2024 } as const;
const note = (input: Parameters<typeof calculateRmd>[0]) => {
  const r = calculateRmd(input);
  return noteWords(r.note, r.spouseNote);
};

describe('the RMD tool words its engine’s facts, in English', () => {
  it('due: the year, age, Pub. 590-B divisor and the excise tax (with the corrected rate from 2023)', () => {
    expect(note({ age: 75, balance: 500_000, taxYear: 2024 })).toBe(
      'Your 2024 RMD is due: at age 75 the divisor is 24.6. Missing it can cost a 25 % excise tax (10 % if corrected in time).',
    );
    expect(note({ age: 75, balance: 500_000, taxYear: 2022 })).toBe(
      'Your 2022 RMD is due: at age 75 the divisor is 24.6. Missing it can cost a 50 % excise tax.',
    );
  });

  it('not due: born 1952, RMDs start at 73 in 2025; first RMD about 500,000 / 26.5 = $18,868', () => {
    expect(note(SPEC_EXAMPLE)).toBe(
      "No RMD is due for 2024: born in 1952, your RMDs start at age 73 (in 2025). On today's balance, the first RMD to plan for would be about $18,868 (divisor 26.5).",
    );
    expect(note({ age: 60, balance: 1 })).toBe(
      'No RMD is due for 2026: born in 1966, your RMDs start at age 75, in 2041.',
    );
    expect(note({ age: '' as never, balance: 1 })).toBe('Enter your age at the end of the tax year to see your RMD.');
    // A $0 typed is an answer (issue I6, item 2); a blank box asks for the balance.
    expect(note({ age: 75, balance: 0, taxYear: 2026 })).toBe(
      'With $0 in the account on 31 December 2025, there is no RMD to take for 2026.',
    );
    expect(note({ age: 75, balance: null })).toBe(
      'Enter the account balance on 31 December of the year before to see your RMD.',
    );
  });

  it('a sole-beneficiary spouse: Table II and by how much (Pub. 590-B ages 75 and 64), or why the Uniform table', () => {
    expect(note({ age: 75, balance: 253_000, taxYear: 2026, spouseSoleBeneficiary: true, spouseAge: 64 })).toMatch(
      /Joint Life and Last Survivor table \(Table II\): \$285 less than the Uniform table's \$10,285\.$/,
    );
    expect(note({ age: 75, balance: 100_000, spouseSoleBeneficiary: true, spouseAge: 80 })).toMatch(
      /Your spouse, at 80, is older than you, so the Uniform Lifetime Table applies\. A smaller RMD is only for a spouse more than 10 years younger: check both ages if yours is\.$/,
    );
  });

  it('"How this is calculated": 70½ as the IRS writes it, the corrected excise rate from 2023', () => {
    const r = calculateRmd({ age: 74, balance: 100_000, taxYear: 2022 });
    expect(r.assumptions.map(assumptionWords).map((a) => [a.label, a.value])).toEqual([
      ['Tax year', '2022'],
      ['Divisor table', 'Uniform Lifetime Table (2022 and later); age 74 → 25.5'],
      ['RMD start age', '70½ for someone born in 1948'],
      ['Projection growth', '5 % a year after each withdrawal (illustration)'],
      ['Missed-RMD excise tax', '50 %'],
    ]);
    expect(assumptionWords(r.assumptions[2]!).source).toMatch(/SECURE Act §114/);
    expect(assumptionWords(calculateRmd({ age: 75, balance: 100_000, taxYear: 2023 }).assumptions[4]!).value).toBe(
      '25 %, 10 % if corrected in time',
    );
    expect(r.formulas.map(formulaWords)).toEqual([
      'RMD = account balance on 31 December of the prior year ÷ life-expectancy divisor',
      'Monthly = RMD ÷ 12',
      'Next year’s balance = (balance − RMD) × 1.05',
    ]);
  });
});

describe('the same facts in Spanish: the same figures, in US Spanish', () => {
  afterEach(() => setLocale('en'));

  it('due and not due, with money as es-US writes it ("$18,868")', () => {
    setLocale('es');
    expect(note({ age: 75, balance: 500_000, taxYear: 2024 })).toBe(
      'Debe sacar su RMD de 2024: a los 75 años, el divisor es 24.6. Si no la saca, puede pagar un impuesto adicional del 25% (del 10% si lo corrige a tiempo).',
    );
    expect(note(SPEC_EXAMPLE)).toBe(
      'No tiene que sacar una RMD en 2024: si nació en 1952, sus RMD empiezan a los 73 años (en 2025). Con el saldo de hoy, la primera RMD que debe planear sería de unos $18,868 (divisor 26.5).',
    );
    expect(note({ age: '' as never, balance: 1 })).toBe(
      'Escriba la edad que tendrá al final del año tributario para ver su RMD.',
    );
  });

  it('"How this is calculated" in Spanish, the sources as the rules cite them', () => {
    setLocale('es');
    const r = calculateRmd({ age: 74, balance: 100_000, taxYear: 2023 });
    const lines = r.assumptions.map(assumptionWords);
    expect(lines.map((a) => [a.label, a.value])).toEqual([
      ['Año tributario', '2023'],
      ['Tabla del divisor', 'Tabla de Vida Uniforme (de 2022 en adelante); edad 74 → 25.5'],
      ['Edad en que empiezan las RMD', '72 años para quien nació en 1949'],
      ['Crecimiento de la proyección', '5% al año después de cada retiro (ejemplo)'],
      ['Impuesto adicional por no sacar la RMD', '25%; 10% si lo corrige a tiempo'],
    ]);
    expect(lines[1]!.source).toBe(assumptionWords(r.assumptions[1]!).source);
    expect(r.formulas.map(formulaWords)[2]).toBe('Saldo del año siguiente = (saldo − RMD) × 1.05');
  });
});

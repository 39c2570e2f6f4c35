import { afterEach, describe, expect, it } from 'vitest';
import { calculateReverseMortgage } from '../../finance/home/reverseMortgage';
import { setLocale } from '../../i18n/locale';
import { assumptionWords, formulaWords, noteWords } from './reverseMortgageWords';

// The sentences the reverse mortgage engine's facts make (src/finance/home/reverseMortgage.ts returns facts,
// the tool words them). The English ones are the sentences the engine wrote itself before (issue I2).
type Input = Parameters<typeof calculateReverseMortgage>[0];
const note = (input: Input) => noteWords(calculateReverseMortgage(input).note);
const plf = (input: Input) =>
  calculateReverseMortgage(input)
    .assumptions.map(assumptionWords)
    .find((a) => a.label === 'Principal limit factor')?.value;

describe('the reverse mortgage tool words its engine’s facts, in English', () => {
  it('eligibility: 62 is eligible, 61 is not, a $0 home, a rate above the table, cash to close', () => {
    expect(note({ youngestBorrowerAge: 62 })).toBe(
      'Eligible by age. Estimates only; a HUD-approved counselor and lender quotes give the real figures.',
    );
    expect(note({ youngestBorrowerAge: 61 })).toBe(
      'Not eligible: the youngest borrower must be at least 62 for a HECM.',
    );
    expect(note({ homeValue: 0 })).toBe(
      'A home value of $0 gives no reverse mortgage: the loan is based on what the home would sell for.',
    );
    expect(note({ expectedRate: 19 })).toBe(
      "No estimate: HUD's principal limit table stops at an expected rate of 18.875 %, so no HECM can be sized at 19 %.",
    );
    // 67,000 of costs + 300,000 owed − 166,000 principal limit + 50,000 of the example's own payoff = 151,000.
    expect(note({ mortgageBalance: 300000 })).toBe(
      'The mortgage and costs exceed what the HECM can lend: the borrower must bring about $151,000 in cash to closing.',
    );
  });

  it('the principal limit factor names HUD’s row and column, and why they differ from the entry', () => {
    expect(plf({})).toBe('0.415: HUD table row age 70, column 6.000 %');
    expect(plf({ youngestBorrowerAge: 79, expectedRate: 6.8 })).toBe(
      '0.444: HUD table row age 79, column 6.750 % (6.8 % rounded down to the next 1/8 %)',
    );
    expect(plf({ youngestBorrowerAge: 104, expectedRate: 2.5 })).toBe(
      '0.750: HUD table row age 99, column 3.000 % (ages over 99 use age 99; rates under 3 % use the lowest column)',
    );
    expect(plf({ expectedRate: 19 })).toBe("none: 19 % is above the table's highest column (18.875 %)");
    expect(plf({ youngestBorrowerAge: 61 })).toBe("none: HUD's table starts at age 62");
  });

  it('every other assumption and formula, from the rules (HUD ML 2017-12, 24 CFR 206.31, ML 2013-27)', () => {
    const r = calculateReverseMortgage({ year: 2026 });
    expect(r.assumptions.map(assumptionWords)).toEqual([
      { label: 'FHA HECM limit', value: '$1,249,125 (2026)', source: expect.any(String) },
      expect.objectContaining({ label: 'Principal limit factor' }),
      { label: 'Upfront mortgage insurance', value: '2 % of the maximum claim amount', source: 'HUD ML 2017-12' },
      { label: 'Annual mortgage insurance', value: '0.5 % of the balance a year', source: 'HUD ML 2017-12' },
      {
        label: 'Origination fee',
        value: '2 % of the first $200,000 + 1 % above; $2,500 to $6,000',
        source: '24 CFR 206.31',
      },
      {
        label: 'First-year limit',
        value: 'greater of 60 % of the principal limit or obligations + 10 %',
        source: 'HUD ML 2013-27',
      },
      { label: 'Closing costs', value: '$3,000 (your figure)' },
    ]);
    expect(r.formulas.map(formulaWords)).toEqual([
      'Max claim = lesser of home value and the FHA limit',
      'Principal limit = PLF(age row, expected-rate column of HUD’s table) × max claim',
      'Net available = principal limit − upfront MIP − origination − closing costs − mortgage payoff',
      'Tenure payment = net × r / (1 − (1 + r)^−n), r = (expected rate + 0.5 %) / 12, n = months to age 100',
      'Unused credit line grows monthly at (expected rate + 0.5 %) / 12',
    ]);
  });
});

describe('the same facts in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('the same figures in Spanish sentences', () => {
    setLocale('es');
    expect(note({ youngestBorrowerAge: 61 })).toBe(
      'No califica: el prestatario más joven debe tener al menos 62 años para una HECM.',
    );
    expect(note({ mortgageBalance: 300000 })).toBe(
      'La hipoteca y los costos son más de lo que presta la HECM: el prestatario tendría que llevar unos $151,000 en efectivo al cierre.',
    );
    expect(
      calculateReverseMortgage({ youngestBorrowerAge: 104, expectedRate: 2.5 })
        .assumptions.map(assumptionWords)
        .find((a) => a.label === 'Factor del límite principal')?.value,
    ).toBe(
      '0.750: tabla del HUD, fila de 99 años, columna del 3.000% (las edades de más de 99 usan la fila de 99; las tasas de menos del 3% usan la primera columna)',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { calculateHomeEquity } from '../../finance/home/homeEquity';
import { setLocale } from '../../i18n/locale';
import { assumptionWords, formulaWords, statusWords } from './homeEquityWords';

// The lines the home equity engine's facts make (src/finance/home/homeEquity.ts returns facts, the tool
// words them). The English ones are the lines the engine wrote itself before (issue I2).
const r = calculateHomeEquity({
  annualAppreciation: 4.5,
  interestRate: 7,
  yearsRemaining: 12,
  loanTerm: 15,
  today: '2026-11-22',
});

describe('the home equity tool words its engine’s facts', () => {
  afterEach(() => setLocale('en'));

  it('in English: the 80 % limit, the chosen appreciation and the mortgage terms; seven formulas', () => {
    expect(r.assumptions.map(assumptionWords)).toEqual([
      {
        label: 'Borrowing limit',
        value: '80 % of home value (combined loan-to-value)',
        source: 'common US lending practice',
      },
      { label: 'Appreciation', value: '4.5 % a year, compounded yearly' },
      { label: 'Mortgage', value: '7 % over 12 remaining years (original term 15 years)' },
      { label: 'Future balance', value: 'the mortgage is paid on schedule during the projection' },
    ]);
    const formulas = r.formulas.map(formulaWords);
    expect(formulas).toHaveLength(7);
    expect(formulas[2]).toBe('Available equity = 80 % × home value − balance, at least 0');
    expect(statusWords('excellent')).toBe('Excellent equity position');
    expect(statusWords('limited')).toBe('Limited');
  });

  it('in Spanish: the same figures', () => {
    setLocale('es');
    expect(r.assumptions.map(assumptionWords)[2]).toEqual({
      label: 'Hipoteca',
      value: '7% durante los 12 años que quedan (plazo original de 15 años)',
    });
    expect(statusWords('good')).toBe('Bueno');
  });
});

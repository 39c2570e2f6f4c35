import { afterEach, describe, expect, it } from 'vitest';
import { calculateMedicareCost } from '../../finance/health/medicareCost';
import { setLocale } from '../../i18n/locale';
import { assumptionWords, bandWords, formulaWords } from './medicareWords';

// The sentences the Medicare engine's facts make (src/finance/health/medicareCost.ts returns facts, the
// tool words them). The English ones are the sentences the engine wrote itself before (issue I2).
const irmaaLine = (input: Parameters<typeof calculateMedicareCost>[0]) =>
  assumptionWords(calculateMedicareCost(input).assumptions[3]!);

describe('the Medicare tool words its engine’s facts, in English', () => {
  afterEach(() => setLocale('en'));

  it('2026 single, MAGI 150,000: tier 2 of 5, in CMS’s band words and cents', () => {
    expect(irmaaLine({ magi: 150_000 })).toEqual({
      label: 'Income-related adjustment (IRMAA) 2026',
      value:
        'Tier 2 of 5: MAGI of $150,000 on a single return for 2024 is over $137,000 and up to $171,000, so Part B is $405.80 a month in all ($202.90 over the standard premium) and Part D adds $37.50 a month',
      source: expect.stringContaining('CMS'),
    });
    expect(irmaaLine({ year: 2025, magi: 0 }).value).toBe(
      'Standard premium (no income-related adjustment): MAGI of $0 on a single return for 2023 is up to $106,000',
    );
    expect(irmaaLine({ year: 2026, magi: null }).value).toBe(
      'Standard premium (no income-related adjustment) assumed: your MAGI for 2024 is not entered',
    );
  });

  it('the CMS figures of 2025 to the cent; the bands at the top edge; the formulas', () => {
    const r = calculateMedicareCost({ year: 2025, magi: 0 });
    expect(r.assumptions.slice(0, 3).map(assumptionWords)).toEqual([
      {
        label: 'Part B standard premium 2025',
        value: '$185.00 a month',
        source: 'CMS 2025 Medicare Parts A & B premiums and deductibles',
      },
      { label: 'Part B deductible 2025', value: '$257 a year', source: 'CMS 2025' },
      {
        label: 'Part D base beneficiary premium 2025',
        value: '$36.78 (real plan premiums vary)',
        source: 'CMS 2025 Part D bid information',
      },
    ]);
    expect(bandWords(calculateMedicareCost({ magi: 499_999 }).irmaa.band)).toBe('over $205,000 and less than $500,000');
    expect(bandWords(calculateMedicareCost({ magi: 500_000 }).irmaa.band)).toBe('$500,000 or more');
    expect(formulaWords(r.formulas[0]!)).toMatch(/Part D \+ Medigap/);
  });

  it('in Spanish: the same figures, in CMS’s Spanish words', () => {
    setLocale('es');
    expect(irmaaLine({ magi: 150_000 }).value).toBe(
      'Nivel 2 de 5: un MAGI de $150,000 en una declaración como soltero de 2024 es de más de $137,000 y hasta $171,000, así que la Parte B cuesta $405.80 al mes en total ($202.90 más que la prima estándar) y la Parte D suma $37.50 al mes',
    );
  });
});

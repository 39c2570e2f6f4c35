import { afterEach, describe, expect, it } from 'vitest';
import { calculateHealthcareCost } from '../../finance/health/healthcareCost';
import { setLocale } from '../../i18n/locale';
import { adviceWords, assumptionWords, formulaWords } from './healthcareWords';

// The sentences the healthcare cost engine's facts make (src/finance/health/healthcareCost.ts returns facts,
// the tool words them). The English ones are the sentences the engine wrote itself before (issue I2).
describe('the healthcare cost tool words its engine’s facts', () => {
  afterEach(() => setLocale('en'));

  it('in English, as before: the multipliers, inflation, LTC years, ages projected and the CMS 2026 Part B premium', () => {
    const r = calculateHealthcareCost({ healthStatus: 'fair', location: 'high', currentAge: 64 });
    expect(r.assumptions.map(assumptionWords).map((a) => [a.label, a.value])).toEqual([
      ['Health multiplier', '1.3 (fair)'],
      ['Location multiplier', '1.3 (high)'],
      ['Healthcare inflation', '6.5 % a year'],
      ['Years of long-term care assumed', '3'],
      ['Projection', 'ages 67 to 84 (18 years)'],
      // Part D and Medigap now read as money ("$45", was "45"), as the Part B premium beside them.
      [
        'Default premiums',
        'Part B opens on the CMS 2026 standard premium, $202.90 a month; Part D $45 and Medigap $125 a month are the spec’s defaults',
      ],
    ]);
    expect(r.recommendations.map(adviceWords)).toEqual([
      'With fair or poor health, a Medigap plan that limits out-of-pocket costs can make spending more predictable.',
      'Care costs more where you live: compare plans carefully and budget extra for providers.',
      'Long-term care is likely: look at LTC insurance, a hybrid policy, or savings set aside for care.',
      'Healthcare prices tend to rise faster than general inflation: an HSA or dedicated savings can help.',
      'Before 65 you will need coverage other than Medicare: price marketplace or retiree plans.',
      'Keep an emergency fund of about two years of healthcare costs for surprises.',
    ]);
    expect(r.formulas.map(formulaWords)[3]).toBe('Expected LTC cost = LTC probability × annual LTC cost × 3 years');
  });

  it('in Spanish: the same figures in CMS’s Spanish words', () => {
    setLocale('es');
    const r = calculateHealthcareCost({ healthStatus: 'poor', location: 'low' });
    expect(assumptionWords(r.assumptions[0]!)).toMatchObject({ label: 'Multiplicador por salud', value: '1.6 (mala)' });
    expect(assumptionWords(r.assumptions[4]!).value).toBe('de los 67 a los 84 años (18 años)');
    expect(r.recommendations.map(adviceWords)[0]).toBe(
      'Si su salud es regular o mala, una póliza Medigap que limite los gastos de su bolsillo puede hacer sus gastos más fáciles de prever.',
    );
  });
});

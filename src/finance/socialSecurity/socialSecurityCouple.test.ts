import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareCoupleClaiming } from './socialSecurityCouple';
import { ifOneDies } from './socialSecurityIfOneDies';
import { expectFiniteAndNonNegative, hostileValue } from '../testing/financeTestKit';

const today = { year: 2026, month: 1 };
const base = {
  a: { name: 'Pat', birthYear: 1964, birthMonth: 1, pia: 2400, deathAge: 90 },
  b: { name: 'Sam', birthYear: 1964, birthMonth: 1, pia: 900, deathAge: 90 },
  realDiscountPercent: 0,
  today,
};

describe('compareCoupleClaiming', () => {
  it('compares every month pair from 62 to 70 (97 × 97: 8 years × 12 + 1) and reports the best first', () => {
    const r = compareCoupleClaiming(base);
    expect(r.pairsCompared).toBe(97 * 97);
    expect(r.best.giveUp).toBe(0);
    for (const p of r.runnersUp) expect(p.presentValue).toBeLessThanOrEqual(r.best.presentValue);
  });

  it('hand-worked: both at 70, no discount, both die at 90 → own benefits 2,976 and 1,116 (×1.24) for 240 months, plus Sam’s spouse’s excess 1,200 − 1,116 = 84 (deemed filing: own benefit with credits); no survivor months', () => {
    const r = compareCoupleClaiming(base);
    const both70 = r.familiar.find((f) => f.id === 'both70')!.pair;
    // Pat: 2,400 × 1.24 = 2,976; Sam: 900 × 1.24 = 1,116; excess spousal for Sam = 1,200 − 1,116 = 84, no reduction.
    expect(both70.presentValue).toBe((2976 + 1116 + 84) * 240);
  });

  it('age at death left blank (or 0) comes from SSA’s period life table 2022 by sex: Pat (62 in January 2026, male) 62 + 19.61 → 81.6; Sam (female) 62 + 22.50 → 84.5; not stated → 62 + 21.06 (the average) → 83.1', () => {
    const r = compareCoupleClaiming({
      ...base,
      a: { ...base.a, deathAge: '', sex: 'male' },
      b: { ...base.b, deathAge: 0, sex: 'female' },
    });
    expect(r.deathAgeA).toBe(81.6);
    expect(r.deathAgeB).toBe(84.5);
    const unstated = compareCoupleClaiming({
      ...base,
      a: { ...base.a, deathAge: undefined },
      b: { ...base.b, deathAge: 0, sex: 'nonsense' },
    });
    expect(unstated.deathAgeA).toBe(83.1);
    expect(unstated.deathAgeB).toBe(83.1);
    // A given age wins over the table.
    expect(compareCoupleClaiming({ ...base, a: { ...base.a, sex: 'male' } }).deathAgeA).toBe(90);
  });

  it('higher earner waiting helps the survivor: with Pat dying at 75 and Sam at 95, Pat’s best claim is later than 62', () => {
    const r = compareCoupleClaiming({ ...base, a: { ...base.a, deathAge: 75 }, b: { ...base.b, deathAge: 95 } });
    expect(r.best.claimA).toBeGreaterThan(62 * 12);
    expect(r.amounts.survivorB).toBeGreaterThan(r.amounts.ownB);
  });

  it('spousal never starts before the worker files: Sam’s household income in the year Sam claims but Pat has not is Sam’s own only', () => {
    const r = compareCoupleClaiming({ ...base, a: { ...base.a, pia: 2400 }, b: { ...base.b, pia: 0 } });
    // Sam has no own benefit, so Sam has no income until Pat files.
    const firstPat = r.yearly.find((y) => y.incomeA > 0)!;
    const firstSam = r.yearly.find((y) => y.incomeB > 0)!;
    expect(firstSam.year).toBeGreaterThanOrEqual(firstPat.year);
  });

  it('claiming ages already past are left out (a 66-year-old chooses from 66 to 70)', () => {
    const r = compareCoupleClaiming({ ...base, a: { ...base.a, birthYear: 1960 }, b: { ...base.b, birthYear: 1960 } });
    expect(r.pairsCompared).toBe(49 * 49);
    expect(r.best.claimA).toBeGreaterThanOrEqual(66 * 12);
  });

  it('hostile input → finite, non-negative numbers', () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, hostileValue, hostileValue, hostileValue, (y, m, pia, death, rate) => {
        const r = compareCoupleClaiming({
          a: { name: y, birthYear: y, birthMonth: m, pia, deathAge: death },
          b: { name: 1, birthYear: m, birthMonth: y, pia: death, deathAge: pia },
          realDiscountPercent: rate,
          today: { year: rate, month: m },
        });
        expectFiniteAndNonNegative(r);
      }),
      { numRuns: 30 },
    );
  });
});

describe('ifOneDies', () => {
  it('hand-worked: Pat (PIA 2,400) claims at 70, Sam (PIA 900) at 67, both born Jan 1964; Pat dies at 80 → Sam’s 900 + 300 spousal becomes the 2,976 widow(er)’s benefit; household 4,176 → 2,976', () => {
    const r = ifOneDies({ ...base, who: 'a', deathAge: 80, claimA: 70 * 12, claimB: 67 * 12 });
    // Pat at 70: 2,400 × 1.24 = 2,976. Sam at FRA 67: own 900 + excess 1,200 − 900 = 300 (no reduction).
    expect(r).toMatchObject({
      survivorName: 'Sam',
      deceasedName: 'Pat',
      survivorBefore: 1200,
      deceasedBefore: 2976,
      householdBefore: 4176,
      widowBenefit: 2976,
      survivorAfter: 2976,
      householdDrop: 1200,
    });
  });

  it('switch option: Sam has not claimed when Pat dies at 64 (Sam 62 y 0 m) → survivor benefit now is reduced; Sam’s own at 70 (1,116) is smaller, so “own first, survivor at FRA” is offered', () => {
    const r = ifOneDies({
      ...base,
      b: { ...base.b, birthYear: 1966 },
      who: 'a',
      deathAge: 64,
      claimA: 70 * 12,
      claimB: 70 * 12,
    });
    expect(r.survivorAgeAtDeath).toBe(62);
    // Pat never claimed and died before FRA → widow(er)'s benefit from the PIA 2,400, reduced 60 of 84 months × 28.5 %:
    // 2,400 × 60 × .285 / 84 = 488.57 → 488.60 → 1,911.40.
    expect(r.widowBenefit).toBe(1911.4);
    expect(r.switchOptions.find((o) => o.firstBenefit === 'own')).toMatchObject({
      thenMonthly: 2400,
      thenFromAge: 67 * 12,
    });
  });

  it('hostile input → finite numbers', () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, hostileValue, hostileValue, (who, death, ca, cb) => {
        expectFiniteAndNonNegative(ifOneDies({ ...base, who, deathAge: death, claimA: ca, claimB: cb }));
      }),
      { numRuns: 50 },
    );
  });
});

import type { HouseholdHeadline, HistoryStart, LeverFact } from '../../finance/household/types';
import {
  chanceWords,
  errorWords,
  historyWords,
  leverWords,
  safeSpendingWords,
  steadyWords,
  worstWords,
} from './planWords';

const start = (over: Partial<HistoryStart>): HistoryStart => ({
  startYear: 1966,
  lastedYears: 22,
  lasted: false,
  ranOutYear: 2048,
  ranOutAgeA: 87,
  ranOutAgeB: 85,
  endBalanceToday: 0,
  ...over,
});

const headline = (over: Partial<HouseholdHeadline> = {}, worst: HistoryStart | null = start({})): HouseholdHeadline =>
  ({
    errors: [],
    couple: true,
    planningAge: 95,
    longevity: { a: 0.1, b: 0.12, either: 0.208 },
    assumptions: { steadyReturnPercent: 5, steadyInflationPercent: 2 },
    history: { successCount: 63, total: 69, starts: [], worst, percentiles: [] },
    ...over,
  }) as HouseholdHeadline;

describe('the plan’s facts in words (issue I1 item 3)', () => {
  it('the issue’s own sentences, for one person and for a couple', () => {
    expect(historyWords(headline({ couple: false }))).toBe(
      'In 63 of 69 historical start years, your savings lasted until you were 95.',
    );
    expect(historyWords(headline())).toBe(
      'In 63 of 69 historical start years, your savings lasted until you were both 95.',
    );
    expect(worstWords(headline({ couple: false }, start({ ranOutAgeB: null })))).toBe(
      'The worst start was 1966: savings would have run out when you were 87.',
    );
    expect(worstWords(headline())).toBe(
      'The worst start was 1966: savings would have run out when you were 87 and your spouse 85.',
    );
    expect(safeSpendingWords({ amount: 61_400, step: 100 })).toBe('Spending up to $61,400 a year lasted in every one.');
  });

  it('plurals: one start year; a worst start that lasted says what it left', () => {
    expect(
      historyWords(headline({ history: { successCount: 1, total: 1, starts: [], worst: null, percentiles: [] } })),
    ).toBe('In 1 of 1 historical start year, your savings lasted until you were both 95.');
    expect(worstWords(headline({}, start({ lasted: true, endBalanceToday: 120_000 })))).toBe(
      'Even the worst start, 1966, left $120,000 in today’s dollars at the end.',
    );
    expect(worstWords(headline({}, null))).toBeNull();
  });

  it('spending above what can be carried: "your savings last N years"; never NaN', () => {
    const steady = {
      lasted: false,
      lastedYears: 1,
      ranOutYear: 2027,
      ranOutAgeA: 66,
      ranOutAgeB: null,
      endBalanceToday: 0,
    };
    expect(steadyWords(steady, headline())).toBe('With a steady 5% return and 2% inflation, your savings last 1 year.');
    expect(safeSpendingWords({ amount: 0, step: 100 })).not.toMatch(/NaN|\$0/);
    expect(chanceWords(Number.NaN)).toBe('0%');
    expect(chanceWords(0.004)).toBe('1%');
    expect(worstWords(headline({}, start({ ranOutAgeA: null, ranOutAgeB: 80 })))).toBe(
      'The worst start was 1966: savings would have run out when your spouse was 80.',
    );
  });

  it('each engine error in plain words with what the plan used', () => {
    expect(errorWords({ code: 'planningAgeBelowAge', person: 'a', planningAge: 60, age: 90, used: 90 })).toBe(
      'The plan-until age, 60, is below your age of 90, so the plan runs to 90.',
    );
    expect(errorWords({ code: 'claimAgeOutOfRange', person: 'b', claimAge: 75, min: 62, max: 70, used: 70 })).toBe(
      'Social Security can be claimed from 62 to 70, so the plan uses 70 for your spouse.',
    );
    expect(errorWords({ code: 'negativeAmount', field: 'roth', value: -5, used: 0 })).toBe(
      'An amount below zero was taken as 0.',
    );
  });

  it('a lever: what changes, the count, and how that compares with now; a lever that changes nothing is left out', () => {
    const lever: LeverFact = {
      id: 'spendLess',
      applies: true,
      from: 80_000,
      to: 72_000,
      people: [],
      successCount: 66,
      total: 69,
    };
    expect(leverWords(lever, 63)).toBe(
      'Spending 10% less, $72,000 a year: 66 of 69 start years last (3 more than now).',
    );
    expect(leverWords({ ...lever, id: 'claimAt70', from: 67, to: 70, people: ['a', 'b'] }, 66)).toBe(
      'Both of you claiming Social Security at 70 instead of 67: 66 of 69 start years last (the same as now).',
    );
    expect(leverWords({ ...lever, applies: false }, 63)).toBeNull();
  });
});

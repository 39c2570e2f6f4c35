/**
 * Issue I1 item 10, the properties: more spending never raises the success rate; a larger balance never
 * lowers it; zero spending always lasts; each year's money adds up; and no input, however hostile, gives
 * NaN, Infinity or a crash.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { householdAnswer, householdYears } from './answers';
import { historySuccessCount, prepare } from './prepare';
import { readHouseholdInput } from './readInput';
import { historyStartYears } from './market';
import type { HouseholdInput, HouseholdYear, MarketChoice } from './types';
import { expectAllFinite, hostileValue } from '../testing/financeTestKit';

const dollars = (max: number) => fc.integer({ min: 0, max });
const person = (traditional: fc.Arbitrary<number>) =>
  fc.record({
    birthYear: fc.integer({ min: 1945, max: 1975 }),
    birthMonth: fc.integer({ min: 1, max: 12 }),
    traditional,
    socialSecurity: fc.oneof(
      fc.record({
        kind: fc.constant('atFullRetirementAge' as const),
        monthly: dollars(4_000),
        claimAge: fc.integer({ min: 62, max: 70 }),
      }),
      fc.record({ kind: fc.constant('alreadyPaid' as const), monthly: dollars(4_000) }),
    ),
    deathAge: fc.option(fc.integer({ min: 70, max: 94 }), { nil: null }),
  });

/** A plan anyone might enter: one person or two, every kind of savings, any strategy. */
const plans: fc.Arbitrary<HouseholdInput> = fc.record({
  firstYear: fc.constant(2026),
  a: person(dollars(2_000_000)),
  b: fc.option(person(dollars(1_000_000)), { nil: null }),
  planningAge: fc.integer({ min: 90, max: 100 }),
  roth: dollars(500_000),
  taxable: dollars(800_000),
  taxableBasisShare: fc.double({ min: 0, max: 1, noNaN: true }),
  cash: dollars(100_000),
  annualSpending: dollars(150_000),
  pensions: fc.array(
    fc.record({
      owner: fc.constantFrom('a' as const, 'b' as const),
      monthly: dollars(3_000),
      startAge: fc.integer({ min: 55, max: 70 }),
      costOfLivingRaise: fc.boolean(),
      survivorShare: fc.constantFrom(0, 0.5, 1),
    }),
    { maxLength: 2 },
  ),
  oneOffs: fc.array(
    fc.record({
      owner: fc.constantFrom('a' as const, 'b' as const),
      age: fc.integer({ min: 60, max: 90 }),
      amount: fc.integer({ min: 0, max: 500_000 }),
      gainShare: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { maxLength: 2 },
  ),
  stockSharePercent: fc.integer({ min: 0, max: 100 }),
  feePercent: fc.double({ min: 0, max: 1.5, noNaN: true }),
  withdrawalOrder: fc.constantFrom('fillLowBrackets' as const, 'taxableFirst' as const, 'traditionalFirst' as const),
  conversion: fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({
      kind: fc.constant('bracketTop' as const),
      rate: fc.constantFrom(12 as const, 22 as const),
      untilRmd: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('irmaaThreshold' as const), untilRmd: fc.boolean() }),
  ),
  steady: fc.record({
    returnPercent: fc.integer({ min: 0, max: 8 }),
    inflationPercent: fc.integer({ min: 0, max: 5 }),
  }),
  pastMagi: dollars(300_000),
});

const successes = (input: HouseholdInput, spending = input.annualSpending) => {
  const { plan } = readHouseholdInput(input);
  return historySuccessCount(prepare(plan), spending);
};

describe('household plan — what more or less money does', () => {
  it('more spending never raises the number of historical starts that last', () => {
    fc.assert(
      fc.property(plans, dollars(50_000), (input, extra) => {
        expect(successes(input, input.annualSpending + extra)).toBeLessThanOrEqual(successes(input));
      }),
      { numRuns: 40 },
    );
  });
  it('a larger balance (Roth, taxable, cash or traditional) never lowers it', () => {
    const kinds = ['roth', 'taxable', 'cash', 'traditional'] as const;
    fc.assert(
      fc.property(plans, fc.constantFrom(...kinds), dollars(300_000), (input, kind, extra) => {
        const richer: HouseholdInput =
          kind === 'traditional'
            ? { ...input, a: { ...input.a, traditional: input.a.traditional + extra } }
            : { ...input, [kind]: input[kind] + extra };
        expect(successes(richer)).toBeGreaterThanOrEqual(successes(input));
      }),
      { numRuns: 40 },
    );
  });
  it('zero spending (and no one-off costs) always lasts, in every start', () => {
    fc.assert(
      fc.property(plans, (input) => {
        const idle = { ...input, annualSpending: 0 };
        const { plan } = readHouseholdInput(idle);
        const p = prepare(plan);
        expect(historySuccessCount(p, 0)).toBe(historyStartYears(p.schedule.years).length);
        expect(householdYears(idle, { mode: 'steady' }).outcome.lasted).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

/** start + returns + income − spending met − tax − IRMAA − one-off costs = end, and the accounts' own sum. */
function expectYearAddsUp(y: HouseholdYear) {
  const scale = Math.max(1, y.startTotal, y.endTotal);
  const withdrawn = y.withdrawTraditional + y.withdrawCash + y.withdrawTaxable + y.withdrawRoth;
  expect(Math.abs(y.startTotal - withdrawn + y.saved + y.returns - y.endTotal)).toBeLessThan(1e-6 * scale);
  expect(Math.abs(y.traditionalA + y.traditionalB + y.roth + y.taxable + y.cash - y.endTotal)).toBeLessThan(
    1e-6 * scale,
  );
  if (y.shortfall < y.spending || y.spending === 0) {
    const income = y.socialSecurityA + y.socialSecurityB + y.pensions + y.oneOffIn;
    const flows = y.startTotal + y.returns + income - y.spendingMet - y.federalTax - y.irmaa - y.oneOffOut;
    expect(Math.abs(flows - y.endTotal)).toBeLessThan(1e-6 * Math.max(scale, income));
  }
  // A year is short only when every account is spent: never by a cent while savings are left over.
  if (y.shortfall >= 0.01) expect(y.endTotal).toBeLessThan(1);
}

/**
 * A counterexample fast-check once found for "a larger balance never lowers it" (CI, a random seed): with the
 * conversion up to the IRMAA threshold, $150,274 more traditional savings lost the 1975 start, its last year
 * a dollar short with $34.9 million left. Not a rule's effect but the engine's: the conversion aimed at the
 * room below the threshold in whole dollars, so its target moved with each cent of the withdrawals, the tax
 * solved with them never settled, and the tax left unpaid (up to a dollar times the year's prices) counted as
 * a short year. The room is now exact (irmaaRoomReal), so the same plan lasts in every start the poorer one does.
 */
describe('household plan — a counterexample kept', () => {
  const input: HouseholdInput = {
    firstYear: 2026,
    a: {
      birthYear: 1959,
      birthMonth: 1,
      traditional: 1_411_218,
      socialSecurity: { kind: 'alreadyPaid', monthly: 3_718 },
      deathAge: null,
    },
    b: {
      birthYear: 1946,
      birthMonth: 2,
      traditional: 929_910,
      socialSecurity: { kind: 'atFullRetirementAge', monthly: 3_214, claimAge: 62 },
      deathAge: 85,
    },
    planningAge: 90,
    roth: 0,
    taxable: 0,
    taxableBasisShare: 0,
    cash: 0,
    annualSpending: 113_403,
    pensions: [],
    oneOffs: [],
    stockSharePercent: 72,
    feePercent: 0,
    withdrawalOrder: 'traditionalFirst',
    conversion: { kind: 'irmaaThreshold', untilRmd: false },
    steady: { returnPercent: 0, inflationPercent: 0 },
    pastMagi: 0,
  };
  const richer: HouseholdInput = { ...input, a: { ...input.a, traditional: input.a.traditional + 150_274 } };
  it('more traditional savings with the IRMAA conversion keeps every start the smaller balance lasts', () => {
    expect(successes(richer)).toBeGreaterThanOrEqual(successes(input));
    const { rows, outcome } = householdYears(richer, { mode: 'history', startYear: 1975 });
    expect(outcome.lasted).toBe(true);
    // Millions are left every year: no year may be short by a cent, the tax included (it is solved to half a
    // cent; before the fix the last year was $1.19 short).
    for (const y of rows) expect(y.shortfall).toBeLessThan(0.01);
  });
  it("the conversion fills MAGI to the threshold's last dollar, not a dollar below it", () => {
    // 2026, married filing jointly: the standard Part B premium holds up to $218,000 of MAGI (CMS, 2026
    // premiums; the first year's return sets the 2028 premiums, on the same table in first-year dollars).
    const [first] = householdYears(input, { mode: 'steady' }).rows;
    expect(first!.rothConversion).toBeGreaterThan(0);
    expect(first!.magi).toBeCloseTo(218_000, 1);
  });
});

describe('household plan — each year adds up', () => {
  it('start + returns + income − spending − tax − IRMAA = end, in every year of every market', () => {
    const markets: fc.Arbitrary<MarketChoice> = fc.oneof(
      fc.constant({ mode: 'steady' as const }),
      fc.integer({ min: 1928, max: 1990 }).map((startYear) => ({ mode: 'history' as const, startYear })),
      fc.integer({ min: 0, max: 999 }).map((path) => ({ mode: 'monteCarlo' as const, path })),
    );
    fc.assert(
      fc.property(plans, markets, (input, market) => {
        const { rows } = householdYears(input, market);
        rows.forEach(expectYearAddsUp);
      }),
      { numRuns: 60 },
    );
  });
});

describe('household plan — hostile input', () => {
  const hostilePerson = fc.record(
    {
      birthYear: hostileValue,
      birthMonth: hostileValue,
      traditional: hostileValue,
      deathAge: hostileValue,
      socialSecurity: fc.oneof(
        hostileValue,
        fc.record({
          kind: fc.constantFrom('atFullRetirementAge', 'alreadyPaid', 'x'),
          monthly: hostileValue,
          claimAge: hostileValue,
        }),
      ),
    },
    { requiredKeys: [] },
  );
  const hostilePlan = fc.record(
    {
      firstYear: hostileValue,
      a: fc.oneof(hostilePerson, hostileValue),
      b: fc.oneof(hostilePerson, hostileValue),
      planningAge: hostileValue,
      roth: hostileValue,
      taxable: hostileValue,
      taxableBasisShare: hostileValue,
      cash: hostileValue,
      annualSpending: hostileValue,
      pensions: fc.oneof(
        hostileValue,
        fc.array(
          fc.record({
            owner: hostileValue,
            monthly: hostileValue,
            startAge: hostileValue,
            costOfLivingRaise: hostileValue,
            survivorShare: hostileValue,
          }),
        ),
      ),
      oneOffs: fc.oneof(
        hostileValue,
        fc.array(fc.record({ owner: hostileValue, age: hostileValue, amount: hostileValue, gainShare: hostileValue })),
      ),
      stockSharePercent: hostileValue,
      feePercent: hostileValue,
      withdrawalOrder: hostileValue,
      fillBracketRate: hostileValue,
      conversion: fc.oneof(
        hostileValue,
        fc.record({
          kind: fc.constantFrom('bracketTop', 'irmaaThreshold', 'none'),
          rate: hostileValue,
          untilRmd: hostileValue,
        }),
      ),
      steady: fc.oneof(hostileValue, fc.record({ returnPercent: hostileValue, inflationPercent: hostileValue })),
      pastMagi: hostileValue,
    },
    { requiredKeys: [] },
  );
  it('the year table: never a throw, NaN or Infinity, in any market', () => {
    fc.assert(
      fc.property(hostilePlan, hostileValue, (raw, start) => {
        for (const market of [
          { mode: 'steady' },
          { mode: 'history', startYear: start },
          { mode: 'monteCarlo', path: start },
        ])
          expectAllFinite(householdYears(raw, market as MarketChoice));
      }),
      { numRuns: 60 },
    );
  });
  it('the whole answer (history, Monte Carlo, levers): never a throw, NaN or Infinity', () => {
    fc.assert(
      fc.property(hostilePlan, (raw) => {
        // A few paths keep the property quick; the number of paths is read like any other field.
        const answer = householdAnswer({ ...raw, monteCarlo: { paths: 20, seed: 7 } });
        expectAllFinite(answer);
        expect(answer.history.successCount).toBeLessThanOrEqual(answer.history.total);
      }),
      { numRuns: 15 },
    );
    expectAllFinite(householdAnswer(undefined));
    expectAllFinite(householdAnswer('nonsense'));
  });
});

import fc from 'fast-check';
import { FormulaError, compileFormula, evaluateFormula, formulaVariables } from './formula';
import { toFormulaNumber } from './tree';

describe('evaluateFormula', () => {
  const vars = { a: 10, b: 4, rate: 6, years: 20 };

  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['a - b', 6],
    ['a / b', 2.5],
    ['a % b', 2],
    ['-a + +b', -6],
    ['a > b', 1],
    ['a < b', 0],
    ['a >= 10', 1],
    ['a <= 9', 0],
    ['a == 10', 1],
    ['a != 10', 0],
    ['a > b ? 100 : 200', 100],
    ['a < b ? 100 : b > 1 ? 300 : 400', 300],
    ['min(a, b, 7)', 4],
    ['max(a, b)', 10],
    ['round(2.5)', 3],
    ['round(a / 3, 2)', 3.33],
    ['pow(2, 10)', 1024],
    ['abs(b - a)', 6],
    ['floor(2.9)', 2],
    ['ceil(2.1)', 3],
  ])('%s = %d', (formula, expected) => {
    expect(evaluateFormula(formula, vars)).toBeCloseTo(expected, 10);
  });

  it('computes compound growth the way the savings-gap article does', () => {
    // 100,000 growing 6 % a year for 20 years: 100000 × 1.06^20 = 320,713.55
    expect(
      evaluateFormula('savings * pow(1 + rate / 100, years)', { savings: 100000, rate: 6, years: 20 }),
    ).toBeCloseTo(320713.55, 2);
  });

  it('accepts variables from a Map', () => {
    expect(evaluateFormula('x * 2', new Map([['x', 21]]))).toBe(42);
  });

  it('rejects unknown variables, results that are not finite, and bad arity', () => {
    expect(() => evaluateFormula('missing + 1', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('a / 0', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('0 / 0', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('pow(10, 400)', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('pow(2)', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('abs()', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('', vars)).toThrow(FormulaError);
    expect(() => evaluateFormula('1 +', vars)).toThrow(FormulaError);
  });

  it('does not read properties inherited by plain objects', () => {
    expect(() => evaluateFormula('toString', {})).toThrow(FormulaError);
    expect(() => evaluateFormula('hasOwnProperty', {})).toThrow(FormulaError);
    expect(() => evaluateFormula('valueOf + 1', { a: 1 })).toThrow(FormulaError);
  });

  it('lists the variables a formula reads', () => {
    expect(formulaVariables('a * max(b, c) + (d > 1 ? e : -f)').sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('agrees with arithmetic for any whole numbers (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (x, y) => {
        expect(evaluateFormula('x + y * 2 - (x - y)', { x, y })).toBe(x + y * 2 - (x - y));
      }),
    );
  });
});

describe('security: hostile formulas are refused cleanly', () => {
  const hostile = [
    "constructor.constructor('alert(1)')()",
    'this',
    'this.constructor',
    '__proto__',
    '__proto__.polluted',
    'constructor',
    'process.exit()',
    'a.constructor',
    'a["constructor"]',
    'a[0]',
    '[1, 2, 3]',
    "'text'",
    '"text" + 1',
    'alert(1)',
    'eval("1")',
    'Function("return 1")()',
    'Math.max(1, 2)',
    'globalThis',
    'window.location',
    'min.call(null, 1)',
    'max(1)(2)',
    'a = 5',
    'a; b',
    'a, b',
    '!a',
    '~a',
    'a && b',
    'a || b',
    'a ** 2',
    'a & b',
    'a << 2',
    'true',
    'null',
    'typeof a',
    'new Date()',
    '() => 1',
    '`x`',
  ];

  it.each(hostile)('rejects %s with a FormulaError and no side effect', (formula) => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    try {
      expect(() => evaluateFormula(formula, { a: 1, b: 2 })).toThrow(FormulaError);
      expect(alert).not.toHaveBeenCalled();
      expect(exit).not.toHaveBeenCalled();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    } finally {
      exit.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('refuses a config that names an input "constructor" or "__proto__"', () => {
    expect(() => evaluateFormula('constructor + 1', { constructor: 1 } as Record<string, number>)).toThrow(
      FormulaError,
    );
    expect(() => compileFormula('__proto__ * 2')).toThrow(FormulaError);
  });

  it('refuses a 10,000-character expression before parsing it', () => {
    const long = Array.from({ length: 5000 }, () => '1').join('+');
    expect(long.length).toBeGreaterThan(9000);
    expect(() => evaluateFormula(long, {})).toThrow(/at most 1000 characters/);
  });

  it('refuses brackets nested more than 50 deep, but allows 50', () => {
    const deep = `${'('.repeat(60)}1${')'.repeat(60)}`;
    expect(() => evaluateFormula(deep, {})).toThrow(/nest brackets at most 50/);
    const ok = `${'('.repeat(50)}1${')'.repeat(50)}`;
    expect(evaluateFormula(ok, {})).toBe(1);
  });

  it('never throws anything but FormulaError for random text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          const result = evaluateFormula(text, { a: 1, b: 2 });
          expect(Number.isFinite(result)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('toFormulaNumber', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['12', 12],
    ['1,250', 1250],
    ['$1,250.50', 1250.5],
    ['-3', -3],
    [true, 1],
    [false, 0],
    [Number.NaN, 0],
    [undefined, 0],
    [null, 0],
  ])('%s → %d', (value, expected) => {
    expect(toFormulaNumber(value)).toBe(expected);
  });
});

import fc from 'fast-check';
import { compileFormula } from './formula';
import { FormulaError, checkTree, evaluateTree, treeVariables } from './tree';

describe('checkTree: a shipped formula tree is checked again before the page walks it', () => {
  it('accepts what the compiler wrote, unchanged, and evaluates it: savings × 1.06^20 = 320,713.55', () => {
    const tree = JSON.parse(JSON.stringify(compileFormula('savings * pow(1 + rate / 100, years)'))) as unknown;
    const checked = checkTree(tree);
    expect(checked).toEqual(tree);
    expect(evaluateTree(checked, { savings: 100000, rate: 6, years: 20 })).toBeCloseTo(320713.55, 2);
    expect(treeVariables(checked).sort()).toEqual(['rate', 'savings', 'years']);
  });

  it.each([
    ['no tree at all (a config not prepared by the compiler)', undefined],
    ['a string', 'a * 2'],
    ['an unknown kind', { kind: 'member', object: { kind: 'variable', name: 'a' }, property: 'constructor' }],
    ['a call of a function not on the list', { kind: 'call', name: 'constructor', args: [] }],
    [
      'a whitelisted function with too many values',
      {
        kind: 'call',
        name: 'abs',
        args: [
          { kind: 'number', value: 1 },
          { kind: 'number', value: 2 },
        ],
      },
    ],
    ['a forbidden variable name', { kind: 'variable', name: '__proto__' }],
    ['a variable name that is not an identifier', { kind: 'variable', name: 'a.b' }],
    [
      'an operator not on the list',
      { kind: 'binary', operator: '**', left: { kind: 'number', value: 2 }, right: { kind: 'number', value: 3 } },
    ],
    ['a unary operator not on the list', { kind: 'unary', operator: '!', argument: { kind: 'number', value: 1 } }],
    ['a value that is not a finite number', { kind: 'number', value: 'Infinity' }],
    [
      'a missing branch',
      { kind: 'conditional', test: { kind: 'number', value: 1 }, consequent: { kind: 'number', value: 2 } },
    ],
  ])('refuses %s with a FormulaError', (_name, tree) => {
    expect(() => checkTree(tree)).toThrow(FormulaError);
  });

  it('property: any JSON value either checks into a tree that evaluates to a finite number or throws FormulaError, never anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          const result = evaluateTree(checkTree(value), { a: 1 });
          expect(Number.isFinite(result)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
        }
      }),
    );
  });
});

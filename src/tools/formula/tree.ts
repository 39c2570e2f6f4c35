/*
 * The formula language of config-driven tools (generic calculator outputs, step-tool outputs), as
 * the page runs it: a checked tree, walked by this whitelist only. Formulas are written as text in
 * the articles' front matter; the content compiler parses each one with jsep (./formula.ts) at
 * build time and ships its tree, so no parser comes to the page. A tree is checked again here
 * before it is walked: numbers, named variables, + - * / %, unary -/+, comparisons (1 or 0),
 * `a ? b : c`, and the functions below. Nothing is ever handed to eval or Function.
 */
export class FormulaError extends Error {
  override name = 'FormulaError';
}

export const MAX_FORMULA_LENGTH = 1000;
export const MAX_FORMULA_DEPTH = 50;

export type Fn = { arity: [number, number]; apply: (args: number[]) => number };

export const FUNCTIONS: ReadonlyMap<string, Fn> = new Map<string, Fn>([
  ['min', { arity: [1, 20], apply: (a) => Math.min(...a) }],
  ['max', { arity: [1, 20], apply: (a) => Math.max(...a) }],
  [
    'round',
    {
      arity: [1, 2],
      // round(x, 2) keeps two decimals; plain round(x) is Math.round.
      apply: ([x = 0, digits = 0]) => {
        const places = Math.max(0, Math.min(10, Math.trunc(digits)));
        const factor = 10 ** places;
        return Math.round(x * factor) / factor;
      },
    },
  ],
  ['pow', { arity: [2, 2], apply: ([x = 0, y = 0]) => Math.pow(x, y) }],
  ['abs', { arity: [1, 1], apply: ([x = 0]) => Math.abs(x) }],
  ['floor', { arity: [1, 1], apply: ([x = 0]) => Math.floor(x) }],
  ['ceil', { arity: [1, 1], apply: ([x = 0]) => Math.ceil(x) }],
]);

export const BINARY: ReadonlyMap<string, (a: number, b: number) => number> = new Map([
  ['+', (a: number, b: number) => a + b],
  ['-', (a: number, b: number) => a - b],
  ['*', (a: number, b: number) => a * b],
  ['/', (a: number, b: number) => a / b],
  ['%', (a: number, b: number) => a % b],
  ['<', (a: number, b: number) => (a < b ? 1 : 0)],
  ['<=', (a: number, b: number) => (a <= b ? 1 : 0)],
  ['>', (a: number, b: number) => (a > b ? 1 : 0)],
  ['>=', (a: number, b: number) => (a >= b ? 1 : 0)],
  ['==', (a: number, b: number) => (a === b ? 1 : 0)],
  ['!=', (a: number, b: number) => (a !== b ? 1 : 0)],
]);

// Names that mean something to JavaScript objects; refused even if a config uses them as ids.
export const FORBIDDEN_NAMES = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'this',
  'globalThis',
  'window',
  'eval',
  'Function',
]);

export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type FormulaVariables = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

/** A checked formula tree: only the node kinds the walker accepts. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | { kind: 'unary'; operator: '-' | '+'; argument: FormulaNode }
  | { kind: 'binary'; operator: string; left: FormulaNode; right: FormulaNode }
  | { kind: 'conditional'; test: FormulaNode; consequent: FormulaNode; alternate: FormulaNode }
  | { kind: 'call'; name: string; args: FormulaNode[] };

const UNARY = new Set(['-', '+']);

/**
 * A formula tree as shipped in a config, checked node by node against the whitelist (kinds,
 * operators, functions and their number of values, variable names, finite numbers). Throws
 * FormulaError for anything else.
 */
export function checkTree(value: unknown, depth = 0): FormulaNode {
  if (depth > MAX_FORMULA_LENGTH) throw new FormulaError('The formula is nested too deeply.');
  if (typeof value !== 'object' || value === null)
    throw new FormulaError('The formula was not prepared for this page.');
  const node = value as Record<string, unknown>;
  const child = (key: string) => checkTree(node[key], depth + 1);
  switch (node.kind) {
    case 'number':
      if (typeof node.value !== 'number' || !Number.isFinite(node.value))
        throw new FormulaError('Only numbers are allowed as values.');
      return { kind: 'number', value: node.value };
    case 'variable':
      if (typeof node.name !== 'string' || FORBIDDEN_NAMES.has(node.name) || !VARIABLE_NAME.test(node.name)) {
        throw new FormulaError(`"${String(node.name)}" is not allowed in a formula.`);
      }
      return { kind: 'variable', name: node.name };
    case 'unary':
      if (typeof node.operator !== 'string' || !UNARY.has(node.operator))
        throw new FormulaError(`The operator "${String(node.operator)}" is not allowed.`);
      return { kind: 'unary', operator: node.operator as '-' | '+', argument: child('argument') };
    case 'binary':
      if (typeof node.operator !== 'string' || !BINARY.has(node.operator))
        throw new FormulaError(`The operator "${String(node.operator)}" is not allowed.`);
      return { kind: 'binary', operator: node.operator, left: child('left'), right: child('right') };
    case 'conditional':
      return {
        kind: 'conditional',
        test: child('test'),
        consequent: child('consequent'),
        alternate: child('alternate'),
      };
    case 'call': {
      const fn = typeof node.name === 'string' ? FUNCTIONS.get(node.name) : undefined;
      if (!fn || !Array.isArray(node.args))
        throw new FormulaError(`"${String(node.name)}" is not a function formulas can use.`);
      const [least, most] = fn.arity;
      if (node.args.length < least || node.args.length > most)
        throw new FormulaError(`${String(node.name)} was given the wrong number of values.`);
      return {
        kind: 'call',
        name: node.name as string,
        args: node.args.map((arg: unknown) => checkTree(arg, depth + 1)),
      };
    }
    default:
      throw new FormulaError('This formula uses something that is not allowed.');
  }
}

function lookup(variables: FormulaVariables, name: string): number | undefined {
  if (variables instanceof Map) return variables.get(name);
  // Own properties only: never walk an object's prototype chain.
  return Object.prototype.hasOwnProperty.call(variables, name)
    ? (variables as Record<string, number>)[name]
    : undefined;
}

function finite(value: number): number {
  if (!Number.isFinite(value))
    throw new FormulaError('The formula did not give a usable number (for example, it divided by zero).');
  return value;
}

function walk(node: FormulaNode, variables: FormulaVariables): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable': {
      const value = lookup(variables, node.name);
      if (typeof value !== 'number')
        throw new FormulaError(`The formula uses "${node.name}", which is not one of the inputs.`);
      return finite(value);
    }
    case 'unary': {
      const value = walk(node.argument, variables);
      return node.operator === '-' ? -value : value;
    }
    case 'binary':
      return finite(BINARY.get(node.operator)!(walk(node.left, variables), walk(node.right, variables)));
    case 'conditional':
      return walk(node.test, variables) !== 0 ? walk(node.consequent, variables) : walk(node.alternate, variables);
    case 'call':
      return finite(FUNCTIONS.get(node.name)!.apply(node.args.map((arg) => walk(arg, variables))));
  }
}

/** Evaluates a checked tree over named numbers. Throws FormulaError; never returns NaN or Infinity. */
export function evaluateTree(node: FormulaNode, variables: FormulaVariables): number {
  return finite(walk(node, variables));
}

/** The variable names a tree reads, e.g. to warn about ids a config does not define. */
export function treeVariables(node: FormulaNode): string[] {
  const names = new Set<string>();
  const visit = (n: FormulaNode): void => {
    switch (n.kind) {
      case 'variable':
        names.add(n.name);
        return;
      case 'unary':
        visit(n.argument);
        return;
      case 'binary':
        visit(n.left);
        visit(n.right);
        return;
      case 'conditional':
        visit(n.test);
        visit(n.consequent);
        visit(n.alternate);
        return;
      case 'call':
        n.args.forEach(visit);
        return;
      default:
        return;
    }
  };
  visit(node);
  return [...names];
}

/**
 * Turns a stored field value into a number the way SPEC §5 asks: blank or non-numeric text is 0,
 * checkboxes are 1 or 0, "1,250" and "$1,250" read as 1250.
 */
export function toFormulaNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const cleaned = value.replace(/[\s$,%]/g, '');
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 0;
    const n = Number(cleaned);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

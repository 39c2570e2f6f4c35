import jsep from 'jsep';

/**
 * The formula language of config-driven tools (generic calculator outputs, step-tool outputs).
 * Formulas come from content, so they are parsed by jsep and walked by this whitelist only:
 * numbers, named variables, + - * / %, unary -/+, comparisons (1 or 0), `a ? b : c`, and the
 * functions below. Nothing is ever handed to eval or Function.
 */
export class FormulaError extends Error {
  override name = 'FormulaError';
}

export const MAX_FORMULA_LENGTH = 1000;
export const MAX_FORMULA_DEPTH = 50;

type Fn = { arity: [number, number]; apply: (args: number[]) => number };

const FUNCTIONS: ReadonlyMap<string, Fn> = new Map<string, Fn>([
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

const BINARY: ReadonlyMap<string, (a: number, b: number) => number> = new Map([
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
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype', 'this', 'globalThis', 'window', 'eval', 'Function']);

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type FormulaVariables = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

/** A checked formula tree: only the node kinds the walker accepts. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | { kind: 'unary'; operator: '-' | '+'; argument: FormulaNode }
  | { kind: 'binary'; operator: string; left: FormulaNode; right: FormulaNode }
  | { kind: 'conditional'; test: FormulaNode; consequent: FormulaNode; alternate: FormulaNode }
  | { kind: 'call'; name: string; args: FormulaNode[] };

function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[' || ch === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (ch === ')' || ch === ']' || ch === '}') {
      depth -= 1;
    }
  }
  return deepest;
}

function check(node: jsep.Expression, depth: number): FormulaNode {
  // A long chain like 1+1+1… nests one level per operator; the length cap bounds it, this guards the stack.
  if (depth > MAX_FORMULA_LENGTH) throw new FormulaError('The formula is nested too deeply.');
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new FormulaError('Only numbers are allowed as values.');
      return { kind: 'number', value };
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (FORBIDDEN_NAMES.has(name) || !VARIABLE_NAME.test(name)) throw new FormulaError(`"${name}" is not allowed in a formula.`);
      return { kind: 'variable', name };
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      if (unary.operator !== '-' && unary.operator !== '+') throw new FormulaError(`The operator "${unary.operator}" is not allowed.`);
      return { kind: 'unary', operator: unary.operator, argument: check(unary.argument, depth + 1) };
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY.has(binary.operator)) throw new FormulaError(`The operator "${binary.operator}" is not allowed.`);
      return { kind: 'binary', operator: binary.operator, left: check(binary.left, depth + 1), right: check(binary.right, depth + 1) };
    }
    case 'ConditionalExpression': {
      const cond = node as jsep.ConditionalExpression;
      return {
        kind: 'conditional',
        test: check(cond.test, depth + 1),
        consequent: check(cond.consequent, depth + 1),
        alternate: check(cond.alternate, depth + 1),
      };
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      // Only a bare whitelisted name may be called: no a.b(), no f()(), no computed callees.
      if (call.callee.type !== 'Identifier') throw new FormulaError('Only min, max, round, pow, abs, floor and ceil can be used.');
      const name = (call.callee as jsep.Identifier).name;
      const fn = FUNCTIONS.get(name);
      if (!fn) throw new FormulaError(`"${name}" is not a function formulas can use.`);
      const [least, most] = fn.arity;
      if (call.arguments.length < least || call.arguments.length > most) {
        throw new FormulaError(`${name} was given the wrong number of values.`);
      }
      return { kind: 'call', name, args: call.arguments.map((arg) => check(arg, depth + 1)) };
    }
    default:
      // MemberExpression, ThisExpression, ArrayExpression, Compound, SequenceExpression, strings…
      throw new FormulaError('This formula uses something that is not allowed.');
  }
}

const compiled = new Map<string, FormulaNode>();

/** Parses and checks a formula. Throws FormulaError for anything outside the whitelist. */
export function compileFormula(text: string): FormulaNode {
  if (typeof text !== 'string') throw new FormulaError('A formula must be text.');
  if (text.length > MAX_FORMULA_LENGTH) throw new FormulaError(`A formula may be at most ${MAX_FORMULA_LENGTH} characters long.`);
  if (nestingDepth(text) > MAX_FORMULA_DEPTH) throw new FormulaError(`A formula may nest brackets at most ${MAX_FORMULA_DEPTH} deep.`);
  const cached = compiled.get(text);
  if (cached) return cached;
  if (text.trim() === '') throw new FormulaError('The formula is empty.');
  let tree: jsep.Expression;
  try {
    tree = jsep(text);
  } catch (error) {
    throw new FormulaError(`The formula could not be read: ${error instanceof Error ? error.message : 'syntax error'}`);
  }
  const node = check(tree, 0);
  if (compiled.size > 500) compiled.clear();
  compiled.set(text, node);
  return node;
}

function lookup(variables: FormulaVariables, name: string): number | undefined {
  if (variables instanceof Map) return variables.get(name);
  // Own properties only: never walk an object's prototype chain.
  return Object.prototype.hasOwnProperty.call(variables, name) ? (variables as Record<string, number>)[name] : undefined;
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new FormulaError('The formula did not give a usable number (for example, it divided by zero).');
  return value;
}

function walk(node: FormulaNode, variables: FormulaVariables): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable': {
      const value = lookup(variables, node.name);
      if (typeof value !== 'number') throw new FormulaError(`The formula uses "${node.name}", which is not one of the inputs.`);
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

/** Evaluates a formula over named numbers. Throws FormulaError; never returns NaN or Infinity. */
export function evaluateFormula(text: string, variables: FormulaVariables): number {
  return finite(walk(compileFormula(text), variables));
}

/** The variable names a formula reads, e.g. to warn about ids a config does not define. */
export function formulaVariables(text: string): string[] {
  const names = new Set<string>();
  const visit = (node: FormulaNode): void => {
    switch (node.kind) {
      case 'variable':
        names.add(node.name);
        return;
      case 'unary':
        visit(node.argument);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      case 'conditional':
        visit(node.test);
        visit(node.consequent);
        visit(node.alternate);
        return;
      case 'call':
        node.args.forEach(visit);
        return;
      default:
        return;
    }
  };
  visit(compileFormula(text));
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

import jsep from 'jsep';
import {
  BINARY,
  FORBIDDEN_NAMES,
  FUNCTIONS,
  FormulaError,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
  VARIABLE_NAME,
  evaluateTree,
  treeVariables,
  type FormulaNode,
  type FormulaVariables,
} from './tree';

/*
 * Reading a formula's text: jsep parses it and `check` keeps only the node kinds the walker
 * (./tree.ts) accepts. This runs where formulas are written down: the content compiler, which
 * ships each config formula's tree to the page (withFormulaTrees), and the tests. The page itself
 * never parses text, so jsep is not among its scripts.
 */
export { FormulaError, MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH, type FormulaNode, type FormulaVariables };

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
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw new FormulaError('Only numbers are allowed as values.');
      return { kind: 'number', value };
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (FORBIDDEN_NAMES.has(name) || !VARIABLE_NAME.test(name))
        throw new FormulaError(`"${name}" is not allowed in a formula.`);
      return { kind: 'variable', name };
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      if (unary.operator !== '-' && unary.operator !== '+')
        throw new FormulaError(`The operator "${unary.operator}" is not allowed.`);
      return { kind: 'unary', operator: unary.operator, argument: check(unary.argument, depth + 1) };
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      if (!BINARY.has(binary.operator)) throw new FormulaError(`The operator "${binary.operator}" is not allowed.`);
      return {
        kind: 'binary',
        operator: binary.operator,
        left: check(binary.left, depth + 1),
        right: check(binary.right, depth + 1),
      };
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
      if (call.callee.type !== 'Identifier')
        throw new FormulaError('Only min, max, round, pow, abs, floor and ceil can be used.');
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
  if (text.length > MAX_FORMULA_LENGTH)
    throw new FormulaError(`A formula may be at most ${MAX_FORMULA_LENGTH} characters long.`);
  if (nestingDepth(text) > MAX_FORMULA_DEPTH)
    throw new FormulaError(`A formula may nest brackets at most ${MAX_FORMULA_DEPTH} deep.`);
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

/** Evaluates a formula's text over named numbers. Throws FormulaError; never returns NaN or Infinity. */
export function evaluateFormula(text: string, variables: FormulaVariables): number {
  return evaluateTree(compileFormula(text), variables);
}

/** The variable names a formula reads, e.g. to warn about ids a config does not define. */
export function formulaVariables(text: string): string[] {
  return treeVariables(compileFormula(text));
}

type WithFormula = { formula?: unknown };

/**
 * A config with the tree of each output's formula beside its text (`tree`), as the page needs it:
 * `outputs` of a generic calculator's config, and of each step of a step tool's. Throws
 * FormulaError, naming the output, for a formula that cannot be read; with `strict: false` that
 * output is left without a tree instead, and the page shows it as 0 (SPEC §8: a failing formula makes its output 0), as tests of that
 * path need.
 */
export function withFormulaTrees<C>(config: C, { strict = true }: { strict?: boolean } = {}): C {
  if (typeof config !== 'object' || config === null) return config;
  const withTrees = (outputs: unknown) =>
    Array.isArray(outputs)
      ? outputs.map((output: WithFormula & { id?: unknown }) => {
          if (typeof output !== 'object' || output === null || typeof output.formula !== 'string') return output;
          try {
            return { ...output, tree: compileFormula(output.formula) };
          } catch (error) {
            if (!(error instanceof FormulaError)) throw error;
            if (strict) throw new FormulaError(`output "${String(output.id)}": ${error.message}`);
            return output;
          }
        })
      : outputs;
  const record = config as Record<string, unknown>;
  const steps = record.steps;
  return {
    ...record,
    ...('outputs' in record ? { outputs: withTrees(record.outputs) } : {}),
    ...(Array.isArray(steps)
      ? {
          steps: steps.map((step: unknown) =>
            typeof step === 'object' && step !== null
              ? { ...step, outputs: withTrees((step as Record<string, unknown>).outputs) }
              : step,
          ),
        }
      : {}),
  } as C;
}

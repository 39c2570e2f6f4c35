// Stryker ignorer "explanatory-text" (see stryker.config.mjs and docs/mutation-testing.md).
// Every finance result explains itself in words: `formulas` (sentences like "Annual premium =
// monthly premium × 12") and the `label`/`source` of each of its `assumptions`. Mutating those
// sentences to "" changes no figure; a test that pinned each sentence would only restate the
// source. So plain string literals inside a `formulas` or `assumptions` list are not mutated.
// Narrow on purpose: strings compared or looked up there (`=== 'lifetime'`), template literals
// there (they embed computed figures such as the base rate used), every expression, and every
// other string of the engine (recommendations, messages, choices) are still mutated.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const EXPLANATION_LISTS = new Set(['formulas', 'assumptions']);

function insideExplanation(path) {
  for (let p = path.parentPath; p; p = p.parentPath) {
    const { node } = p;
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && EXPLANATION_LISTS.has(node.id.name))
      return true;
    if (node.type === 'ObjectProperty' && node.key.type === 'Identifier' && EXPLANATION_LISTS.has(node.key.name))
      return true;
    if (node.type === 'Function' || node.type === 'FunctionDeclaration' || node.type === 'ArrowFunctionExpression')
      return false;
  }
  return false;
}

/** A sentence or a piece of one, not a string the code compares or looks up. */
function isTextPiece(path) {
  const parent = path.parentPath?.node;
  if (!parent) return false;
  if (parent.type === 'ArrayExpression') return true;
  if (parent.type === 'ObjectProperty') return parent.value === path.node;
  if (parent.type === 'ConditionalExpression') return parent.test !== path.node;
  if (parent.type === 'BinaryExpression') return parent.operator === '+';
  return false;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'explanatory-text', {
    shouldIgnore(path) {
      if (path.node.type === 'StringLiteral' && isTextPiece(path) && insideExplanation(path))
        return 'Explanatory sentence (formulas/assumptions text), not logic';
      return undefined;
    },
  }),
];

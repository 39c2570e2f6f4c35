// What the page runs: checked formula trees (the text is parsed at build time, ./formula.ts).
export {
  FormulaError,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
  checkTree,
  evaluateTree,
  toFormulaNumber,
  treeVariables,
  type FormulaNode,
  type FormulaVariables,
} from './tree';

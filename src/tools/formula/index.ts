export {
  FormulaError,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
  compileFormula,
  evaluateFormula,
  formulaVariables,
  toFormulaNumber,
  type FormulaNode,
  type FormulaVariables,
} from './formula';

/**
 * The parser and the formula with their SSA series, in a chunk of their own: the page loads it on
 * the first paste or typed year (issue I3, item 6), so opening the tool costs none of it.
 */
export { explainPiaFromEarnings } from '../../finance/socialSecurity/earningsPiaFacts';
export { earningsRowsFromTable, readEarningsPaste } from '../../finance/socialSecurity/earningsRecordParser';
export { taxableMaximum } from '../../finance/rules/socialSecurity/piaFormula';

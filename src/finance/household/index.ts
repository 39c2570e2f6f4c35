/**
 * The household plan's public surface (issue I1): what a Web Worker imports to answer "will our money last?",
 * without loading the rest of the finance engine. Inputs and answers are plain data (types.ts).
 */
export {
  householdAnswer,
  householdHeadline,
  householdLevers,
  householdMonteCarlo,
  householdSafeSpending,
  householdSession,
  householdYears,
} from './answers';
export type { HouseholdSession, HouseholdYearsResult } from './answers';
export { historicalRuns } from './historicalRuns';
export type { HistoricalRun, HistoricalRunsInput, HistoricalRunsResult } from './historicalRuns';
export { HISTORICAL_RUNS_BOUNDS, HOUSEHOLD_BOUNDS } from './bounds';
export {
  HOUSEHOLD_FALLBACK,
  HOUSEHOLD_LEVERS,
  HOUSEHOLD_PERCENTILES,
  SAFE_SPENDING_STEP,
  SHORTFALL_TOLERANCE,
} from '../rules/household/plan';
export { HOUSEHOLD_SOURCES } from '../rules/household/sources';
export { HISTORICAL_RETURNS_SOURCE, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR } from '../rules/household/historicalReturns';
export type {
  ConversionPlan,
  FillBracketRate,
  HistoryStart,
  HouseholdAnswer,
  HouseholdAssumptions,
  HouseholdError,
  HouseholdHeadline,
  HouseholdMonteCarlo,
  HouseholdSafeSpending,
  HouseholdInput,
  HouseholdPersonInput,
  HouseholdYear,
  LeverFact,
  LeverId,
  MarketChoice,
  OneOffInput,
  PathOutcome,
  PensionInput,
  PercentileRow,
  PersonId,
  SocialSecurityInput,
  WithdrawalOrder,
} from './types';

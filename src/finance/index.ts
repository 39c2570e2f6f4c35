// The public surface of the finance engine: every calculator of the site.
export { calculateLtc } from './health/ltc';
export { calculateWithdrawal } from './tax/withdrawal';
export { planWithdrawals } from './tax/withdrawalPlanner';
export { calculateHsa } from './health/hsa';
export { calculateHealthcareCost } from './health/healthcareCost';
export { calculateHomeEquity } from './home/homeEquity';
export { calculateRothConversion } from './tax/roth';
export { calculateRmd, rmdDivisor } from './tax/rmd';
export type { RmdDivisorInput } from './tax/rmd';
export { inheritedRmd } from './estate/inheritedIra';
export { planInheritedIra } from './estate/inheritedIraPlan';
export type { InheritedRmdInput, InheritedRmdResult } from './estate/inheritedIra';
export { calculateTaxImpact } from './tax/taxImpact';
export { widowsTax } from './tax/widowsTax';
export { calculateDisability } from './health/disability';
export { summarizeHomeModifications } from './home/homeModification';
export { calculateLifeInsuranceNeed } from './estate/lifeInsurance';
export { calculateReverseMortgage } from './home/reverseMortgage';
export { calculateDownsizing } from './home/downsizing';
export { compareClaimingAges } from './socialSecurity/socialSecurity';
export { spousalBenefit, survivorBenefit } from './socialSecurity/socialSecuritySpouse';
export { calculateMedicareCost } from './health/medicareCost';
export * from './core/types';
export {
  irmaa,
  irmaaForIncomeYear,
  irmaaHeldYear,
  irmaaIncomeYear,
  irmaaPremiumYear,
  irmaaRoom,
  irmaaSurcharge,
} from './health/irmaa';
export * from './household';
export { piaFromEarnings } from './socialSecurity/earningsPia';
export type {
  BirthDateInput,
  EarningsPiaInput,
  EarningsPiaNote,
  EarningsPiaResult,
  EarningsPiaStatus,
  EarningsYear,
  FutureEarnings,
} from './socialSecurity/earningsPia';
export { explainPiaFromEarnings } from './socialSecurity/earningsPiaFacts';
export type { EarningsPiaFacts, EarningsPiaFactsInput, OneMoreYear, PiaBand } from './socialSecurity/earningsPiaFacts';
export {
  earningsRowsFromTable,
  parseEarningsRecord,
  readEarningsPaste,
  readEarningsRows,
  splitEarningsText,
} from './socialSecurity/earningsRecordParser';
export type {
  EarningsPasteFormat,
  EarningsProblem,
  EarningsProblemCode,
  EarningsReadOptions,
  EarningsRecordReading,
  EarningsRecordRow,
  TableDocumentLike,
} from './socialSecurity/earningsRecordParser';

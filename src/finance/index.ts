// The public surface of the finance engine: every calculator of the site.
export { calculateLtc } from './ltc';
export { calculateWithdrawal } from './withdrawal';
export { planWithdrawals } from './withdrawalPlanner';
export { calculateHsa } from './hsa';
export { calculateHealthcareCost } from './healthcareCost';
export { calculateHomeEquity } from './homeEquity';
export { calculateRothConversion } from './roth';
export { calculateRmd, rmdDivisor } from './rmd';
export type { RmdDivisorInput } from './rmd';
export { inheritedRmd, planInheritedIra } from './inheritedIra';
export type { InheritedRmdInput, InheritedRmdResult } from './inheritedIra';
export { calculateTaxImpact } from './taxImpact';
export { widowsTax } from './widowsTax';
export { calculateDisability } from './disability';
export { summarizeHomeModifications } from './homeModification';
export { calculateLifeInsuranceNeed } from './lifeInsurance';
export { calculateReverseMortgage } from './reverseMortgage';
export { calculateDownsizing } from './downsizing';
export { compareClaimingAges } from './socialSecurity';
export { spousalBenefit, survivorBenefit } from './socialSecuritySpouse';
export { calculateMedicareCost } from './medicareCost';
export * from './types';
export {
  irmaa,
  irmaaForIncomeYear,
  irmaaHeldYear,
  irmaaIncomeYear,
  irmaaPremiumYear,
  irmaaRoom,
  irmaaSurcharge,
} from './irmaa';
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

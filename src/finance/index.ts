// The public surface of the finance engine: every calculator of the site.
export { calculateLtc } from './ltc';
export { calculateWithdrawal } from './withdrawal';
export { planWithdrawals } from './withdrawalPlanner';
export { calculateHsa } from './hsa';
export { calculateHealthcareCost } from './healthcareCost';
export { calculateHomeEquity } from './homeEquity';
export { calculateRothConversion } from './roth';
export { calculateRmd } from './rmd';
export { calculateTaxImpact } from './taxImpact';
export { calculateDisability } from './disability';
export { summarizeHomeModifications } from './homeModification';
export { calculateLifeInsuranceNeed } from './lifeInsurance';
export { calculateReverseMortgage } from './reverseMortgage';
export { calculateDownsizing } from './downsizing';
export { compareClaimingAges } from './socialSecurity';
export { spousalBenefit, survivorBenefit } from './socialSecuritySpouse';
export { calculateMedicareCost } from './medicareCost';
export * from './types';

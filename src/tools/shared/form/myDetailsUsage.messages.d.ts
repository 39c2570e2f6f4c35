// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Filing status */
export declare function taxImpactFilingStatus(): string;
/** Your age */
export declare function taxImpactAge(): string;
/** age on 31 December of the tax year chosen in the tool */
export declare function taxImpactAgeHow(): string;
/** Your spouse’s age */
export declare function taxImpactSpouseAge(): string;
/** spouse’s age on 31 December of the tax year chosen in the tool */
export declare function taxImpactSpouseAgeHow(): string;
/** Social Security benefits */
export declare function taxImpactSocialSecurity(): string;
/** 12 times the benefit you are paid now, else the yearly benefit at full retirement age */
export declare function taxImpactSocialSecurityHow(): string;
/** Pension income */
export declare function taxImpactPensionIncome(): string;
/** Other income */
export declare function taxImpactOtherIncome(): string;
/** yearly income from work */
export declare function taxImpactOtherIncomeHow(): string;
/** Your age */
export declare function withdrawalCalculatorAge(): string;
/** age at the end of this year */
export declare function withdrawalCalculatorAgeHow(): string;
/** Social Security benefits per year */
export declare function withdrawalCalculatorSocialSecurity(): string;
/** 12 times the benefit you are paid now, else the yearly benefit at full retirement age */
export declare function withdrawalCalculatorSocialSecurityHow(): string;
/** Pension income per year */
export declare function withdrawalCalculatorPension(): string;
/** Traditional IRA */
export declare function withdrawalCalculatorTraditionalIRA(): string;
/** the whole traditional IRA and 401(k) total */
export declare function withdrawalCalculatorTraditionalIRAHow(): string;
/** Traditional 401(k) */
export declare function withdrawalCalculatorTraditional401k(): string;
/** 0: the whole total is entered under Traditional IRA */
export declare function withdrawalCalculatorTraditional401kHow(): string;
/** Roth IRA */
export declare function withdrawalCalculatorRothIRA(): string;
/** the whole Roth IRA and Roth 401(k) total */
export declare function withdrawalCalculatorRothIRAHow(): string;
/** Roth 401(k) */
export declare function withdrawalCalculatorRoth401k(): string;
/** 0: the whole total is entered under Roth IRA */
export declare function withdrawalCalculatorRoth401kHow(): string;
/** Taxable brokerage and savings */
export declare function withdrawalCalculatorTaxable(): string;
/** Health savings account (HSA) */
export declare function withdrawalCalculatorHsa(): string;
/** Your age */
export declare function withdrawalPlannerCurrentAge(): string;
/** age on 31 December of the tax year chosen in the tool */
export declare function withdrawalPlannerCurrentAgeHow(): string;
/** Filing status */
export declare function withdrawalPlannerFilingStatus(): string;
/** only single or married: the planner has no head-of-household brackets */
export declare function withdrawalPlannerFilingStatusHow(): string;
/** Your spouse’s age */
export declare function withdrawalPlannerSpouseAge(): string;
/** spouse’s age on 31 December of the tax year chosen in the tool */
export declare function withdrawalPlannerSpouseAgeHow(): string;
/** Your Social Security benefit, yearly */
export declare function withdrawalPlannerSocialSecurity(): string;
/** the monthly benefit already paid, from this year’s letter, times 12 */
export declare function withdrawalPlannerSocialSecurityHow(): string;
/** Your spouse’s Social Security benefit, yearly */
export declare function withdrawalPlannerSpouseSocialSecurity(): string;
/** the monthly benefit already paid, from this year’s letter, times 12 */
export declare function withdrawalPlannerSpouseSocialSecurityHow(): string;
/** Your traditional IRA and 401(k) balance */
export declare function withdrawalPlannerTraditionalBalance(): string;
/** Roth IRA and Roth 401(k) balance */
export declare function withdrawalPlannerRothBalance(): string;
/** Taxable account balance */
export declare function withdrawalPlannerTaxableBalance(): string;
/** Your age */
export declare function rothConversionCurrentAge(): string;
/** age at the end of this year */
export declare function rothConversionCurrentAgeHow(): string;
/** Traditional IRA balance */
export declare function rothConversionIraBalance(): string;
/** the traditional IRA and 401(k) total */
export declare function rothConversionIraBalanceHow(): string;
/** Filing status */
export declare function rothConversionFilingStatus(): string;
/** Social Security benefits this year */
export declare function rothConversionSocialSecurity(): string;
/** yours and, filing jointly, your spouse’s: each 12 times the benefit paid now, else 12 times the benefit from the earnings record */
export declare function rothConversionSocialSecurityHow(): string;
/** Your age at the end of the tax year */
export declare function rmdAge(): string;
/** age on 31 December of the tax year chosen in the tool */
export declare function rmdAgeHow(): string;
/** Account balance on 31 December of the year before */
export declare function rmdBalance(): string;
/** Your spouse’s age at the end of the tax year */
export declare function rmdSpouseAge(): string;
/** spouse’s age on 31 December of the tax year chosen in the tool */
export declare function rmdSpouseAgeHow(): string;
/** Your birth year */
export declare function inheritedIraBeneficiaryBirthYear(): string;
/** Your age */
export declare function hsaAge(): string;
/** age at the end of this year */
export declare function hsaAgeHow(): string;
/** HSA balance today */
export declare function hsaCurrentHSA(): string;
/** Your age */
export declare function healthcareCostCurrentAge(): string;
/** age at the end of this year */
export declare function healthcareCostCurrentAgeHow(): string;
/** Filing status on that tax return */
export declare function medicareCostFilingStatus(): string;
/** Year you were born */
export declare function socialSecurityBirthYear(): string;
/** Monthly benefit at full retirement age */
export declare function socialSecurityFraBenefit(): string;
/** the benefit from your earnings record, or the yearly benefit divided by 12 */
export declare function socialSecurityFraBenefitHow(): string;
/** Month you were born */
export declare function socialSecurityBirthMonth(): string;
/** Year your spouse was born */
export declare function socialSecuritySpouseBirthYear(): string;
/** Month your spouse was born */
export declare function socialSecuritySpouseBirthMonth(): string;
/** Your spouse’s monthly benefit at full retirement age */
export declare function socialSecuritySpouseFraBenefit(): string;
/** Yearly income to replace */
export declare function lifeInsuranceAnnualIncome(): string;
/** yearly income from work */
export declare function lifeInsuranceAnnualIncomeHow(): string;
/** Mortgage balance */
export declare function lifeInsuranceMortgageBalance(): string;
/** Your age */
export declare function disabilityAge(): string;
/** age at the end of this year */
export declare function disabilityAgeHow(): string;
/** Yearly income before tax */
export declare function disabilityAnnualIncome(): string;
/** Your age */
export declare function ltcInsuranceAge(): string;
/** age at the end of this year */
export declare function ltcInsuranceAgeHow(): string;
/** Home value */
export declare function reverseMortgageHomeValue(): string;
/** Mortgage still owed */
export declare function reverseMortgageMortgageBalance(): string;
/** Age of the youngest borrower */
export declare function reverseMortgageYoungestBorrowerAge(): string;
/** the younger of you and your spouse (when married), at the end of this year */
export declare function reverseMortgageYoungestBorrowerAgeHow(): string;
/** Home value */
export declare function homeEquityHomeValue(): string;
/** Mortgage balance */
export declare function homeEquityMortgageBalance(): string;
/** Expected sale price */
export declare function downsizingCurrentHomeValue(): string;
/** home value */
export declare function downsizingCurrentHomeValueHow(): string;
/** Mortgage still owed */
export declare function downsizingCurrentMortgageBalance(): string;
/** Year of birth */
export declare function earningsRecordBirthYear(): string;
/** Month of birth */
export declare function earningsRecordBirthMonth(): string;
/** the month of birth from My plan */
export declare function earningsRecordBirthMonthHow(): string;
/** Day of birth */
export declare function earningsRecordBirthDay(): string;
/** the day of birth from My plan */
export declare function earningsRecordBirthDayHow(): string;
/** Your age at the end of this year */
export declare function retirementIncomePlanAge(): string;
/** age on 31 December this year */
export declare function retirementIncomePlanAgeHow(): string;
/** Your spouse’s age at the end of this year */
export declare function retirementIncomePlanSpouseAge(): string;
/** spouse’s age on 31 December this year */
export declare function retirementIncomePlanSpouseAgeHow(): string;
/** Savings in traditional IRAs and 401(k)s */
export declare function retirementIncomePlanSavings(): string;
/** Your Social Security a month at full retirement age */
export declare function retirementIncomePlanSocialSecurity(): string;
/** the benefit from your earnings record, or the yearly benefit divided by 12 */
export declare function retirementIncomePlanSocialSecurityHow(): string;
/** Your spouse’s Social Security a month at full retirement age */
export declare function retirementIncomePlanSpouseSocialSecurity(): string;
/** Social Security you already get a month */
export declare function retirementIncomePlanPaidMonthly(): string;
/** the monthly benefit already paid, from this year’s letter */
export declare function retirementIncomePlanPaidMonthlyHow(): string;
/** Social Security your spouse already gets a month */
export declare function retirementIncomePlanSpousePaidMonthly(): string;
/** the monthly benefit already paid, from this year’s letter */
export declare function retirementIncomePlanSpousePaidMonthlyHow(): string;
/** Roth savings */
export declare function retirementIncomePlanRoth(): string;
/** Other investments (a brokerage account) */
export declare function retirementIncomePlanTaxable(): string;
/** Your pension a month */
export declare function retirementIncomePlanPensionMonthly(): string;
/** a twelfth of the yearly amount */
export declare function retirementIncomePlanPensionMonthlyHow(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly reverseMortgageHome: typeof reverseMortgageHomeValue; readonly homeEquityHome: typeof homeEquityHomeValue; readonly downsizingCurrentHome: typeof downsizingCurrentHomeValue };

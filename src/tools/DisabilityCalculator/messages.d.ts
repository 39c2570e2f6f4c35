// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** About you */
export declare function aboutYou(): string;
/** Income and expenses */
export declare function incomeAndExpenses(): string;
/** The policy */
export declare function thePolicy(): string;
/** Your age */
export declare function ageLabel(): string;
/** Gender */
export declare function genderLabel(): string;
/** Insurers charge women more for disability cover because they claim more often. */
export declare function genderHint(): string;
/** Type of work */
export declare function occupationLabel(): string;
/** Your health */
export declare function healthLabel(): string;
/** Yearly income before tax */
export declare function annualIncomeLabel(): string;
/** Monthly living expenses */
export declare function monthlyExpensesLabel(): string;
/** Disability cover you already have (monthly benefit) */
export declare function existingCoverageLabel(): string;
/** For example, a group policy through your employer. Enter 0 if none. */
export declare function existingCoverageHint(): string;
/** Waiting period before benefits start */
export declare function eliminationLabel(): string;
/** Called the elimination period. A longer wait costs less. */
export declare function eliminationHint(): string;
/** How long benefits are paid */
export declare function benefitPeriodLabel(): string;
/** Called the benefit period. */
export declare function benefitPeriodHint(): string;
/** Share of income to replace */
export declare function coverageAmountLabel(): string;
/** Policies usually replace 40 to 80 percent of income. */
export declare function coverageAmountHint(): string;
/** Professional (office-based) */
export declare function occupationProfessional(): string;
/** Managerial */
export declare function occupationManagerial(): string;
/** Sales */
export declare function occupationSales(): string;
/** Technical */
export declare function occupationTechnical(): string;
/** Manual work */
export declare function occupationManual(): string;
/** High-risk work */
export declare function occupationHighRisk(): string;
/** {days} days */
export declare function days(values: { days: string | number }): string;
/** 1 year */
export declare function oneYear(): string;
/** {years} years */
export declare function years(values: { years: string | number }): string;
/** To age 65 */
export declare function toAge65(): string;
/** Lifetime */
export declare function lifetime(): string;
/** Your disability insurance estimate */
export declare function resultsTitle(): string;
/** Calculate */
export declare function calculate(): string;
/** Press Calculate to see your estimate. */
export declare function emptyMessage(): string;
/** A policy could pay {benefit} a month, {percent}% of your income, for an estimated {premium} a month. */
export declare function summary(values: { benefit: string | number; percent: string | number; premium: string | number }): string;
/** Monthly benefit */
export declare function monthlyBenefitLabel(): string;
/** That replaces {percent}% of your monthly income. */
export declare function monthlyBenefitDescription(values: { percent: string | number }): string;
/** Yearly benefit */
export declare function yearlyBenefitLabel(): string;
/** Share of income replaced */
export declare function shareReplacedLabel(): string;
/** Waiting period */
export declare function waitingPeriodLabel(): string;
/** Benefits paid for */
export declare function paidForLabel(): string;
/** Estimated monthly premium */
export declare function monthlyPremiumLabel(): string;
/** Estimated yearly premium */
export declare function yearlyPremiumLabel(): string;
/** Coverage gap (monthly) */
export declare function coverageGapLabel(): string;
/** The monthly benefit above what your existing cover pays. */
export declare function coverageGapDescription(): string;
/** Recommendations */
export declare function recommendationsTitle(): string;
/** Your existing coverage falls short: consider about {coverageGap} a month of additional benefit. */
export declare function recommendCoverageGap(values: { coverageGap: string | number }): string;
/** A long waiting period lowers the premium, but keep enough savings to cover expenses until benefits start. */
export declare function recommendLongWait(): string;
/** Premiums rise with age: lock in coverage soon and check how the benefit period fits your retirement date. */
export declare function recommendOlderWorker(): string;
/** High-risk work costs more to insure: compare group coverage through your employer or association. */
export declare function recommendHighRisk(): string;
/** Base rate per {unit} of monthly benefit */
export declare function assumedBaseRate(values: { unit: string | number }): string;
/** {baseRate} (age {age}) */
export declare function baseRateValue(values: { baseRate: string | number; age: string | number }): string;
/** Factors */
export declare function assumedFactors(): string;
/** occupation {occupation}, health {health}, elimination {elimination}, benefit period {benefitPeriod}, gender {gender} */
export declare function factorsValue(values: { occupation: string | number; health: string | number; elimination: string | number; benefitPeriod: string | number; gender: string | number }): string;
/** Benefit cap */
export declare function assumedBenefitCap(): string;
/** {capShare} % of monthly expenses */
export declare function benefitCapValue(values: { capShare: string | number }): string;
/** Monthly benefit = lesser of (coverage % × annual income / 12) and {capShare} % × monthly expenses */
export declare function formulaMonthlyBenefit(values: { capShare: string | number }): string;
/** Monthly premium = base rate × occupation × health × elimination × benefit period × gender × monthly benefit / {unit} */
export declare function formulaMonthlyPremium(values: { unit: string | number }): string;
/** Annual premium = monthly premium × 12 */
export declare function formulaAnnualPremium(): string;
/** Coverage gap = monthly benefit − existing coverage, at least 0 */
export declare function formulaCoverageGap(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly baseRate: typeof assumedBaseRate; readonly factors: typeof assumedFactors; readonly benefitCap: typeof assumedBenefitCap };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly monthlyBenefit: typeof formulaMonthlyBenefit; readonly monthlyPremium: typeof formulaMonthlyPremium; readonly annualPremium: typeof formulaAnnualPremium; readonly coverageGap: typeof formulaCoverageGap };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const recommendById: { readonly coverageGap: typeof recommendCoverageGap; readonly longWait: typeof recommendLongWait; readonly olderWorker: typeof recommendOlderWorker; readonly highRisk: typeof recommendHighRisk };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly baseRate: typeof baseRateValue; readonly factors: typeof factorsValue; readonly benefitCap: typeof benefitCapValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age */
export declare function ageLabel(): string;
/** Yearly income you need */
export declare function annualIncomeNeedLabel(): string;
/** Before tax, for everything you spend in a year. */
export declare function annualIncomeNeedHint(): string;
/** Social Security benefits per year */
export declare function socialSecurityLabel(): string;
/** Pension income per year */
export declare function pensionLabel(): string;
/** Tax year */
export declare function taxYearLabel(): string;
/** Brackets and deductions change every year. */
export declare function taxYearHint(): string;
/** Your tax bracket now */
export declare function currentTaxBracketLabel(): string;
/** Your expected tax bracket in retirement */
export declare function retirementTaxBracketLabel(): string;
/** Traditional 401(k) */
export declare function traditional401kLabel(): string;
/** Traditional IRA */
export declare function traditionalIraLabel(): string;
/** Roth 401(k) */
export declare function roth401kLabel(): string;
/** Roth IRA */
export declare function rothIraLabel(): string;
/** Taxable brokerage and savings */
export declare function taxableLabel(): string;
/** Health savings account (HSA) */
export declare function hsaLabel(): string;
/** Expected yearly return */
export declare function expectedReturnLabel(): string;
/** Expected yearly inflation */
export declare function inflationLabel(): string;
/** Income need and income */
export declare function fieldsetIncome(): string;
/** Tax brackets */
export declare function fieldsetBrackets(): string;
/** Account balances */
export declare function fieldsetBalances(): string;
/** Assumptions */
export declare function fieldsetAssumptions(): string;
/** Your withdrawal plan */
export declare function resultsTitle(): string;
/** Enter your details and press Calculate to see which accounts to draw from and the tax it may cost. */
export declare function emptyMessage(): string;
/** This order saves about {savings} in tax. Federal income tax on this year’s {need} would be {tax}. */
export declare function summary(values: { savings: string | number; need: string | number; tax: string | number }): string;
/** Tax saved with this order */
export declare function savedLabel(): string;
/** Compared with taking the same amount only from traditional accounts. */
export declare function savedDescription(): string;
/** Where this year’s {need} comes from */
export declare function sourcesHeading(values: { need: string | number }): string;
/** Social Security */
export declare function rowSocialSecurity(): string;
/** Pension */
export declare function rowPension(): string;
/** Traditional 401(k) and IRA */
export declare function rowTraditional(): string;
/** Taxable accounts */
export declare function rowTaxable(): string;
/** Roth 401(k) and IRA */
export declare function rowRoth(): string;
/** HSA (for medical costs) */
export declare function rowHsa(): string;
/** Not covered */
export declare function rowNotCovered(): string;
/** Tax impact ({year}, single filer) */
export declare function taxHeading(values: { year: string | number }): string;
/** Total federal income tax */
export declare function rowTotalTax(): string;
/** Effective tax rate */
export declare function rowEffectiveRate(): string;
/** Marginal tax rate */
export declare function rowMarginalRate(): string;
/** Your total savings over time */
export declare function chartTitle(): string;
/** Taking the same amount each year, your accounts could hold about {balance} after 10 years, in today’s dollars. */
export declare function chartSummary(values: { balance: string | number }): string;
/** Year {year} */
export declare function chartYear(values: { year: string | number }): string;
/** After */
export declare function chartAxis(): string;
/** Total balance */
export declare function chartSeries(): string;
/** Before RMDs begin at {rmdAge}, consider converting some traditional savings to Roth in low-income years, filling the {bracket} % bracket. */
export declare function adviceConvertBeforeRmd(values: { rmdAge: string | number; bracket: string | number }): string;
/** At {age} your required minimum distribution is about {rmd}; withdraw at least that from traditional accounts to avoid the excise tax. */
export declare function adviceRmdDue(values: { age: string | number; rmd: string | number }): string;
/** Your traditional withdrawal covers this year’s required minimum distribution. */
export declare function adviceRmdCovered(): string;
/** Your effective tax rate is above {rate} %: drawing more from Roth or taxable savings, or spreading traditional withdrawals over more years, could lower it. */
export declare function adviceHighRate(values: { rate: string | number }): string;
/** You expect a lower bracket in retirement ({later} % vs {now} % now), so taking traditional money in retirement, up to the {bracket} % bracket, is tax-efficient. */
export declare function adviceLowerLater(values: { later: string | number; now: string | number; bracket: string | number }): string;
/** You expect a higher bracket in retirement: Roth savings and conversions now may save tax later. */
export declare function adviceHigherLater(): string;
/** HSA withdrawals are tax-free only for qualified medical expenses; keep your receipts. */
export declare function adviceHsaReceipts(): string;
/** Your savings cannot cover the full need this year; consider reducing spending or other income sources. */
export declare function adviceShortfall(): string;
/** Tax year and status */
export declare function assumedTaxYear(): string;
/** Standard deduction */
export declare function assumedStandardDeduction(): string;
/** Order */
export declare function assumedOrder(): string;
/** Taxable account */
export declare function assumedTaxableGain(): string;
/** Social Security */
export declare function assumedSocialSecurity(): string;
/** Projection */
export declare function assumedProjection(): string;
/** Tax savings */
export declare function assumedTaxSavings(): string;
/** RMD divisor */
export declare function assumedRmdDivisor(): string;
/** {year}, single filer */
export declare function taxYearValue(values: { year: string | number }): string;
/** {amount}, plus the 65+ additional amount from age 65{senior, select, yes { and the senior deduction where it applies} other {}} */
export declare function standardDeductionValue(values: { amount: string | number; senior: string | number }): string;
/** HSA (at most {hsaShare} % of the need), traditional up to {cap} (standard deduction + {bracket} % bracket), then taxable, then Roth */
export declare function orderValue(values: { hsaShare: string | number; cap: string | number; bracket: string | number }): string;
/** {share} % of each withdrawal is long-term gain, taxed at 0/15/20 % by income */
export declare function taxableGainValue(values: { share: string | number }): string;
/** Taxable part from the IRS worksheet (up to 85 %) */
export declare function socialSecurityValue(): string;
/** Total balance grows at {rate} % − {inflation} % inflation, minus the same withdrawal each year */
export declare function projectionValue(values: { rate: string | number; inflation: string | number }): string;
/** Compared with taking the same amount entirely from traditional accounts */
export declare function taxSavingsValue(): string;
/** Uniform Lifetime Table */
export declare function rmdDivisorValue(): string;
/** From accounts = max(0, need − Social Security − pension) */
export declare function formulaFromAccounts(): string;
/** AGI = pension + traditional + taxable Social Security + {share} % × taxable-account withdrawal */
export declare function formulaAgi(values: { share: string | number }): string;
/** Effective rate = total tax ÷ (Social Security + pension + withdrawals) × 100 */
export declare function formulaEffectiveRate(): string;
/** Balance next year = (balance − withdrawals) × (1 + return − inflation) */
export declare function formulaBalance(): string;
/** Tax savings = tax if all from traditional − tax of this plan */
export declare function formulaTaxSavings(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const adviceById: { readonly convertBeforeRmd: typeof adviceConvertBeforeRmd; readonly rmdDue: typeof adviceRmdDue; readonly rmdCovered: typeof adviceRmdCovered; readonly highRate: typeof adviceHighRate; readonly lowerLater: typeof adviceLowerLater; readonly higherLater: typeof adviceHigherLater; readonly hsaReceipts: typeof adviceHsaReceipts; readonly shortfall: typeof adviceShortfall };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly taxYear: typeof assumedTaxYear; readonly standardDeduction: typeof assumedStandardDeduction; readonly order: typeof assumedOrder; readonly taxableGain: typeof assumedTaxableGain; readonly socialSecurity: typeof assumedSocialSecurity; readonly projection: typeof assumedProjection; readonly taxSavings: typeof assumedTaxSavings; readonly rmdDivisor: typeof assumedRmdDivisor };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly fromAccounts: typeof formulaFromAccounts; readonly agi: typeof formulaAgi; readonly effectiveRate: typeof formulaEffectiveRate; readonly balance: typeof formulaBalance; readonly taxSavings: typeof formulaTaxSavings };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const rowById: { readonly socialSecurity: typeof rowSocialSecurity; readonly pension: typeof rowPension; readonly traditional: typeof rowTraditional; readonly taxable: typeof rowTaxable; readonly roth: typeof rowRoth; readonly hsa: typeof rowHsa; readonly notCovered: typeof rowNotCovered; readonly totalTax: typeof rowTotalTax; readonly effectiveRate: typeof rowEffectiveRate; readonly marginalRate: typeof rowMarginalRate };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly taxYear: typeof taxYearValue; readonly standardDeduction: typeof standardDeductionValue; readonly order: typeof orderValue; readonly taxableGain: typeof taxableGainValue; readonly socialSecurity: typeof socialSecurityValue; readonly projection: typeof projectionValue; readonly taxSavings: typeof taxSavingsValue; readonly rmdDivisor: typeof rmdDivisorValue };

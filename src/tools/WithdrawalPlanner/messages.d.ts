// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age */
export declare function currentAgeLabel(): string;
/** At the end of the plan’s first year. Your birth year sets when your required minimum distributions start. */
export declare function currentAgeHint(): string;
/** Filing status */
export declare function filingStatusLabel(): string;
/** Your spouse’s age */
export declare function spouseAgeLabel(): string;
/** At the end of the plan’s first year. */
export declare function spouseAgeHint(): string;
/** Plan until age */
export declare function planToAgeLabel(): string;
/** The plan runs to the end of the year you reach this age: any age from yours now to {max}. */
export declare function planToAgeHint(values: { max: string | number }): string;
/** The plan runs to the end of the year you reach this age: any age from {least} to {max}. */
export declare function planToAgeHintYou(values: { least: string | number; max: string | number }): string;
/** The plan runs to the end of the year the younger of you reaches this age: any age from {least} to {max}. */
export declare function planToAgeHintCouple(values: { least: string | number; max: string | number }): string;
/** Tax year */
export declare function taxYearLabel(): string;
/** The plan starts in this year. Its brackets and standard deduction apply to every year of the plan. */
export declare function taxYearHint(): string;
/** Yearly income you need in all, including Social Security */
export declare function incomeNeedLabel(): string;
/** Before tax. Social Security pays part of it; your savings pay the rest. */
export declare function incomeNeedHint(): string;
/** Your Social Security benefit, yearly */
export declare function socialSecurityLabel(): string;
/** Leave at 0 if you do not get it yet. */
export declare function socialSecurityHint(): string;
/** Your spouse’s Social Security benefit, yearly */
export declare function spouseSocialSecurityLabel(): string;
/** Leave at 0 if your spouse does not get it yet. */
export declare function spouseSocialSecurityHint(): string;
/** Your traditional IRA and 401(k) balance */
export declare function traditionalLabel(): string;
/** The plan takes it as yours: its required minimum distributions start at your RMD age. */
export declare function traditionalHint(): string;
/** Roth IRA and Roth 401(k) balance */
export declare function rothLabel(): string;
/** Taxable account balance */
export declare function taxableLabel(): string;
/** Brokerage and savings accounts. */
export declare function taxableHint(): string;
/** If one of us dies in (year) */
export declare function deathYearLabel(): string;
/** Shows the survivor’s tax and Medicare premiums. Leave at 0 to plan for both of you. */
export declare function deathYearHint(): string;
/** Years your savings last */
export declare function yearsSavingsLastRow(): string;
/** Years in the plan */
export declare function planYearsRow(): string;
/** Left at the end of the plan */
export declare function leftAtEndRow(): string;
/** Total taxes */
export declare function totalTaxesRow(): string;
/** Total after-tax income */
export declare function totalAfterTaxRow(): string;
/** Tax efficiency */
export declare function taxEfficiencyRow(): string;
/** Total Medicare surcharges */
export declare function totalSurchargesRow(): string;
/** Your savings */
export declare function fieldsetSavings(): string;
/** Who the plan is for */
export declare function fieldsetWho(): string;
/** Income you need */
export declare function fieldsetIncome(): string;
/** If one of you dies (optional) */
export declare function fieldsetIfDies(): string;
/** Your withdrawal plan, year by year */
export declare function resultsTitle(): string;
/** Enter your details and press Calculate to see a year-by-year plan. */
export declare function emptyMessage(): string;
/** With no savings in any account there is nothing to plan. */
export declare function nothingToPlan(): string;
/** With no savings in any account there is nothing to plan. Enter at least one balance. */
export declare function nothingToPlanEnter(): string;
/** Over the plan you pay {tax} in federal income tax{surcharge, select, none {} other { and {surcharge} in Medicare surcharges}} and keep {share} of what you withdraw. */
export declare function summaryTotals(values: { tax: string | number; surcharge: string | number; share: string | number }): string;
/** Year by year */
export declare function detailsTitle(): string;
/** How long your savings last */
export declare function lastsLabel(): string;
/** Tax efficiency */
export declare function efficiencyLabel(): string;
/** The share of everything you withdraw or receive that you keep after federal income tax and Medicare’s income-related surcharges. */
export declare function efficiencyDescription(): string;
/** Medicare and tax cliffs */
export declare function cliffsTitle(): string;
/** If one of you dies in {year} */
export declare function ifOneDiesTitle(values: { year: string | number }): string;
/** Total taxes{dollars} */
export declare function totalTaxesLabel(values: { dollars: string | number }): string;
/** Total Medicare surcharges{dollars} */
export declare function totalSurchargesLabel(values: { dollars: string | number }): string;
/** Total after-tax income{dollars} */
export declare function totalAfterTaxLabel(values: { dollars: string | number }): string;
/** All {years, plural, one {# year} other {# years}} of the plan */
export declare function allYears(values: { years: number }): string;
/** The plan: {span}. You choose the age, up to {max}. */
export declare function planDescription(values: { span: string | number; max: string | number }): string;
/** Left at the end of the plan{dollars} */
export declare function leftAtEndLabel(values: { dollars: string | number }): string;
/** Each later year’s withdrawals, tax and balances */
export declare function todaysDollarsWhat(): string;
/** Year-by-year plan{dollars}. {years} */
export declare function planCaption(values: { dollars: string | number; years: string | number }): string;
/** Left in each account at the end of the year{dollars}. {years} */
export declare function balancesCaption(values: { dollars: string | number; years: string | number }): string;
/** The plan’s one year, {year}. */
export declare function oneYear(values: { year: string | number }): string;
/** All {years} years, {first} to {last}. */
export declare function allYearsFromTo(values: { years: string | number; first: string | number; last: string | number }): string;
/** Change for the survivor against both of you living, each year (in that year’s dollars). {years, plural, one {The one year after the death.} other {All # years after the death.}} */
export declare function widowCaption(values: { years: number }): string;
/** Account balances over the plan{dollars} */
export declare function chartTitle(values: { dollars: string | number }): string;
/** {outcome}At {age}, the last year drawn, {traditional} is left in traditional, {roth} in Roth and {taxable} in taxable accounts{dollars}. */
export declare function chartSummary(values: { outcome: string | number; age: string | number; traditional: string | number; roth: string | number; taxable: string | number; dollars: string | number }): string;
/** Age */
export declare function chartAge(): string;
/** Traditional */
export declare function seriesTraditional(): string;
/** Roth */
export declare function seriesRoth(): string;
/** Taxable */
export declare function seriesTaxable(): string;

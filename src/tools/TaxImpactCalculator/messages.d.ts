// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Filing status */
export declare function filingStatusLabel(): string;
/** As on your federal tax return. */
export declare function filingStatusHint(): string;
/** Your age */
export declare function ageLabel(): string;
/** At 65 or over your standard deduction is larger. */
export declare function ageHint(): string;
/** Your spouse’s age */
export declare function spouseAgeLabel(): string;
/** On a joint return, each of you who is 65 or over adds to the standard deduction. */
export declare function spouseAgeHint(): string;
/** Tax year */
export declare function taxYearLabel(): string;
/** Brackets and deductions change every year. */
export declare function taxYearHint(): string;
/** Social Security benefits */
export declare function socialSecurityLabel(): string;
/** Your yearly benefits before any Medicare premium is taken off. */
export declare function socialSecurityHint(): string;
/** Pension income */
export declare function pensionLabel(): string;
/** Yearly pension or annuity payments. */
export declare function pensionHint(): string;
/** Traditional IRA and 401(k) withdrawals */
export declare function traditionalLabel(): string;
/** Taxed as ordinary income. */
export declare function traditionalHint(): string;
/** Roth withdrawals */
export declare function rothLabel(): string;
/** Qualified Roth withdrawals are not taxed. */
export declare function rothHint(): string;
/** Investment income */
export declare function investmentLabel(): string;
/** Interest and dividends for the year. */
export declare function investmentHint(): string;
/** Other income */
export declare function otherIncomeLabel(): string;
/** Wages, rent or anything else that is taxed. */
export declare function otherIncomeHint(): string;
/** Your spouse’s part of the Social Security */
export declare function spouseSocialSecurityLabel(): string;
/** Yearly, part of the benefits above. After a death the survivor keeps the larger of the two benefits. */
export declare function spouseSocialSecurityHint(): string;
/** If one of us dies in (year) */
export declare function deathYearLabel(): string;
/** Shows your tax and Medicare premiums as the survivor, from the year after. Leave at 0 for none. */
export declare function deathYearHint(): string;
/** Not entered */
export declare function notEntered(): string;
/** Federal income tax */
export declare function federalTaxLabel(): string;
/** Taxable income */
export declare function taxableIncomeLabel(): string;
/** Taxable Social Security */
export declare function taxableSocialSecurityLabel(): string;
/** Survivor’s tax, first year as single */
export declare function survivorTaxRow(): string;
/** Change in tax after the death, that year */
export declare function survivorTaxChangeRow(): string;
/** About you */
export declare function fieldsetAbout(): string;
/** Your yearly income */
export declare function fieldsetIncome(): string;
/** If one of you dies (optional) */
export declare function fieldsetDies(): string;
/** Year */
export declare function yearColumn(): string;
/** Income */
export declare function incomeColumn(): string;
/** Tax */
export declare function taxColumn(): string;
/** Medicare surcharge */
export declare function surchargeColumn(): string;
/** Premiums set by */
export declare function premiumsSetByColumn(): string;
/** {status, select, marriedJoint {joint} other {single}} return of {year} */
export declare function premiumsSetBy(values: { status: string | number; year: string | number }): string;
/** no Medicare premiums yet (you are not yet on Medicare) */
export declare function premiumsNotOnMedicare(): string;
/** the standard premiums, with no income-related surcharge */
export declare function premiumsStandard(): string;
/** income tier {tier}, {amount} a year over the standard premiums */
export declare function premiumsTier(values: { tier: string | number; amount: string | number }): string;
/** After a death in {deathYear}, you file as single from {year}: your tax {change, select, same {stays the same} rises {rises by {amount} a year} other {falls by {amount} a year}} on {lost, select, none {the same income} other {{lost} less income}}. */
export declare function widowFirstYear(values: { deathYear: string | number; year: string | number; change: string | number; amount: string | number; lost: string | number }): string;
/** Your spouse’s part of the Social Security is blank, so we counted all of it as yours. Enter their part, or 0 if they get none. */
export declare function widowSpouseBlank(): string;
/** Even with no income lost, the same {income} would cost {extra} more tax on a single return than on your joint return: the single brackets and standard deduction are narrower. */
export declare function widowSameIncome(values: { income: string | number; extra: string | number }): string;
/** {first} and {second} */
export declare function twoYears(values: { first: string | number; second: string | number }): string;
/** Medicare premiums follow the tax return of two years before: {joint, select, none {} other {in {joint} yours still follow your joint returns (joint thresholds); }}from {year} they follow your single return of {fromYear}: {premiums}. */
export declare function widowMedicare(values: { joint: string | number; year: string | number; fromYear: string | number; premiums: string | number }): string;
/** From {year} the income-related surcharge {change, select, same {stays the same} rises {rises by {amount} a year against the two of you living} other {falls by {amount} a year against the two of you living}}. */
export declare function widowSurcharge(values: { year: string | number; change: string | number; amount: string | number }): string;
/** With a dependent child you could file as a qualifying surviving spouse for {year}{second, select, none {} other { and {second}}}, on the joint brackets and standard deduction; this estimate assumes no dependent child. */
export declare function widowQualifyingSpouse(values: { year: string | number; second: string | number }): string;
/** A spouse’s death is a life-changing event: form SSA-44 asks Social Security to set your premiums from your newer, lower income sooner. */
export declare function widowLifeChangingEvent(): string;
/** The year of death, {deathYear}, is before the tax year, {taxYear}. Enter {taxYear} or a later year. */
export declare function errorBeforeTaxYear(values: { deathYear: string | number; taxYear: string | number }): string;
/** The year of death, {deathYear}, is more than {horizonYears} years after {taxYear}. Enter a year from {taxYear} to {lastYear}. */
export declare function errorPastHorizon(values: { deathYear: string | number; horizonYears: string | number; taxYear: string | number; lastYear: string | number }): string;
/** Your spouse’s Social Security, {spouseSocialSecurity}, is more than the {total} you entered for both of you. We used {total}: add your spouse’s benefits to the Social Security above. */
export declare function warningSpouseAboveTotal(values: { spouseSocialSecurity: string | number; total: string | number }): string;
/** Enter your income information to see tax calculations */
export declare function emptyMessage(): string;
/** Your {taxYear} federal tax estimate */
export declare function resultsTitle(values: { taxYear: string | number }): string;
/** Your {taxYear} federal income tax is about {tax}, {rate} of your income of {income}. */
export declare function summaryTax(values: { taxYear: string | number; tax: string | number; rate: string | number; income: string | number }): string;
/** With no income, your {taxYear} federal income tax is {zero}. */
export declare function summaryNoIncome(values: { taxYear: string | number; zero: string | number }): string;
/** Your top bracket is {rate}. */
export declare function summaryTopBracket(values: { rate: string | number }): string;
/** About {rate} of your total income of {income}. */
export declare function cardDescription(values: { rate: string | number; income: string | number }): string;
/** You entered no income, so there is no tax. */
export declare function cardNoIncome(): string;
/** Effective tax rate */
export declare function effectiveRateLabel(): string;
/** Tax as a share of all your income, including Social Security and Roth withdrawals. */
export declare function effectiveRateDescription(): string;
/** Marginal tax rate */
export declare function marginalRateLabel(): string;
/** The rate on your next dollar of taxable income. */
export declare function marginalRateDescription(): string;
/** Total income */
export declare function totalIncomeLabel(): string;
/** Adjusted gross income */
export declare function agiLabel(): string;
/** Standard deduction */
export declare function standardDeductionLabel(): string;
/** Up to 85% of benefits can be taxed, depending on your other income. */
export declare function taxableSocialSecurityDescription(): string;
/** Tax by bracket ({status}, {taxYear}) */
export declare function bracketCaption(values: { status: string | number; taxYear: string | number }): string;
/** Rate */
export declare function rateColumn(): string;
/** From */
export declare function fromColumn(): string;
/** Up to */
export declare function upToColumn(): string;
/** No limit */
export declare function noLimit(): string;
/** Income in bracket */
export declare function incomeInBracketColumn(): string;
/** Tax in each bracket */
export declare function chartTitle(): string;
/** Your top bracket is {rate}; in total you pay {tax} of federal income tax. */
export declare function chartSummary(values: { rate: string | number; tax: string | number }): string;
/** Bracket */
export declare function bracketAxis(): string;
/** If one of you dies in {year} */
export declare function widowTitle(values: { year: string | number }): string;
/** Change for you as the survivor against both of you living, each year (the same income as entered) */
export declare function widowCaption(): string;
/** Tax year */
export declare function assumedTaxYear(): string;
/** {taxYear} */
export declare function taxYearValue(values: { taxYear: string | number }): string;
/** Brackets */
export declare function assumedBrackets(): string;
/** Official {taxYear} brackets for the chosen filing status */
export declare function bracketsValue(values: { taxYear: string | number }): string;
/** Standard deduction */
export declare function assumedDeduction(): string;
/** {basic} basic + {additional65} for age 65+{senior, select, none {} other { + {senior} senior deduction}} */
export declare function deductionValue(values: { basic: string | number; additional65: string | number; senior: string | number }): string;
/** Spouses */
export declare function assumedSpouses(): string;
/** Joint return: you are {age} and your spouse is {spouseAge}, so {count65, plural, =0 {neither of you is} =1 {one of you is} other {both of you are}} 65 or older; the 65+ amount{count65, plural, =0 { does not apply} other { and the senior deduction (2025–2028) apply}} per person */
export declare function spousesJointValue(values: { age: string | number; spouseAge: string | number; count65: number }): string;
/** Separate return: only your own age counts */
export declare function spousesSeparateValue(): string;
/** Only your own age counts */
export declare function spousesOwnAgeValue(): string;
/** Social Security */
export declare function assumedSocialSecurity(): string;
/** Taxable part from the IRS worksheet (up to 85 % of benefits) */
export declare function socialSecurityValue(): string;
/** Married filing separately */
export declare function assumedSeparate(): string;
/** Assumes you lived with your spouse at some time in the year (base amount 0) */
export declare function separateValue(): string;
/** Roth withdrawals */
export declare function assumedRoth(): string;
/** Qualified Roth withdrawals are not taxed */
export declare function rothValue(): string;
/** Investment income */
export declare function assumedInvestment(): string;
/** Taxed as ordinary income (interest, non-qualified dividends) */
export declare function investmentValue(): string;
/** Credits and state tax */
export declare function assumedCredits(): string;
/** Not included */
export declare function creditsValue(): string;
/** Provisional income = other income + ½ × Social Security */
export declare function formulaProvisionalIncome(): string;
/** AGI = pension + traditional withdrawals + investment + other + taxable Social Security */
export declare function formulaAgi(): string;
/** Taxable income = max(0, AGI − standard deduction) */
export declare function formulaTaxableIncome(): string;
/** Tax = Σ (income in bracket × bracket rate) */
export declare function formulaTax(): string;
/** Effective rate = total tax ÷ total income (including benefits and Roth) × 100 */
export declare function formulaEffectiveRate(): string;
/** The survivor */
export declare function assumedSurvivor(): string;
/** You (the tool knows your age). For the other way round, swap the two ages and the two benefits */
export declare function survivorValue(): string;
/** Filing status after a death */
export declare function assumedFilingAfterDeath(): string;
/** Joint for {deathYear}, the year of the death; single from {firstSingleYear}. With a dependent child, a qualifying surviving spouse files on the joint brackets and standard deduction for {firstSingleYear} and {secondYear}; this estimate assumes no dependent child */
export declare function filingAfterDeathValue(values: { deathYear: string | number; firstSingleYear: string | number; secondYear: string | number }): string;
/** Social Security after a death */
export declare function assumedSocialSecurityAfterDeath(): string;
/** Your spouse’s benefit stops. You keep the larger of your own benefit and the widow(er)’s benefit on your spouse’s record: your spouse’s benefit as paid (taken as claimed at full retirement age), reduced if you take it before your survivor full retirement age, from 60 at the earliest */
export declare function socialSecurityAfterDeathValue(): string;
/** Medicare premiums after a death */
export declare function assumedMedicareAfterDeath(): string;
/** Each year’s premiums follow the return of {lookbackYears} years before: your joint returns (joint thresholds, one person paying) until {jointUntil}, then your single return (single thresholds). A death is a life-changing event: form SSA-44 asks Social Security to use your newer income sooner. Premium years after {newestTable} use {newestTable}’s table */
export declare function medicareAfterDeathValue(values: { lookbackYears: string | number; jointUntil: string | number; newestTable: string | number }): string;
/** Later years */
export declare function assumedLaterYears(): string;
/** The same income every year and the {taxYear} brackets and deductions (later years’ tables are not yet published); ages move on */
export declare function laterYearsValue(values: { taxYear: string | number }): string;
/** Change in tax = tax on your single return − tax on your joint return, the same year */
export declare function formulaTaxChange(): string;
/** Survivor’s Social Security = max(your own benefit, widow(er)’s benefit) */
export declare function formulaSurvivorSocialSecurity(): string;
/** Medicare surcharge = people on Medicare × (Part B premium − standard premium + Part D adjustment) × 12, for the tier of the return {lookbackYears} years before */
export declare function formulaMedicareSurcharge(values: { lookbackYears: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly taxYear: typeof assumedTaxYear; readonly brackets: typeof assumedBrackets; readonly deduction: typeof assumedDeduction; readonly spouses: typeof assumedSpouses; readonly socialSecurity: typeof assumedSocialSecurity; readonly separate: typeof assumedSeparate; readonly roth: typeof assumedRoth; readonly investment: typeof assumedInvestment; readonly credits: typeof assumedCredits; readonly survivor: typeof assumedSurvivor; readonly filingAfterDeath: typeof assumedFilingAfterDeath; readonly socialSecurityAfterDeath: typeof assumedSocialSecurityAfterDeath; readonly medicareAfterDeath: typeof assumedMedicareAfterDeath; readonly laterYears: typeof assumedLaterYears };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly provisionalIncome: typeof formulaProvisionalIncome; readonly agi: typeof formulaAgi; readonly taxableIncome: typeof formulaTaxableIncome; readonly tax: typeof formulaTax; readonly effectiveRate: typeof formulaEffectiveRate; readonly taxChange: typeof formulaTaxChange; readonly survivorSocialSecurity: typeof formulaSurvivorSocialSecurity; readonly medicareSurcharge: typeof formulaMedicareSurcharge };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly taxYear: typeof taxYearValue; readonly brackets: typeof bracketsValue; readonly deduction: typeof deductionValue; readonly spousesJoint: typeof spousesJointValue; readonly spousesSeparate: typeof spousesSeparateValue; readonly spousesOwnAge: typeof spousesOwnAgeValue; readonly socialSecurity: typeof socialSecurityValue; readonly separate: typeof separateValue; readonly roth: typeof rothValue; readonly investment: typeof investmentValue; readonly credits: typeof creditsValue; readonly survivor: typeof survivorValue; readonly filingAfterDeath: typeof filingAfterDeathValue; readonly socialSecurityAfterDeath: typeof socialSecurityAfterDeathValue; readonly medicareAfterDeath: typeof medicareAfterDeathValue; readonly laterYears: typeof laterYearsValue };

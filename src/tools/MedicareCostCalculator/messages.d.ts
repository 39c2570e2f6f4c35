// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Original Medicare with a Medigap plan */
export declare function planOriginal(): string;
/** Medicare Advantage */
export declare function planAdvantage(): string;
/** Just me */
export declare function peopleOne(): string;
/** Two of us (a couple) */
export declare function peopleTwo(): string;
/** Single (or married filing separately, lived apart all year) */
export declare function filingSingle(): string;
/** Married filing jointly */
export declare function filingJoint(): string;
/** Married filing separately, lived together */
export declare function filingSeparate(): string;
/** Head of household */
export declare function filingHead(): string;
/** Year */
export declare function yearLabel(): string;
/** Changing the year puts that year’s CMS figures back into the Part B and Part D fields, replacing any you typed. */
export declare function yearHint(): string;
/** Type of coverage */
export declare function planTypeLabel(): string;
/** Who is covered */
export declare function peopleLabel(): string;
/** Each person pays their own premiums. */
export declare function peopleHint(): string;
/** Filing status on that tax return */
export declare function filingStatusLabel(): string;
/** Married couples filing jointly each pay the amount their joint income sets. */
export declare function filingStatusHint(): string;
/** Your income two years ago (MAGI) */
export declare function magiLabel(): string;
/** Modified adjusted gross income: your adjusted gross income plus any tax-exempt interest, from the tax return of two years before. */
export declare function magiHint(): string;
/** Not entered */
export declare function notEntered(): string;
/** Part B premium (per month) */
export declare function partBPremiumLabel(): string;
/** Part B deductible (per year) */
export declare function partBDeductibleLabel(): string;
/** Part D drug plan premium (per month) */
export declare function partDPremiumLabel(): string;
/** Medigap premium (per month) */
export declare function medigapPremiumLabel(): string;
/** Our rough figure for Plan G at 65; prices vary by state, age and insurer. */
export declare function medigapPremiumHint(): string;
/** Medicare Advantage premium (per month) */
export declare function advantagePremiumLabel(): string;
/** Many plans charge $0; drug coverage is usually included. */
export declare function advantagePremiumHint(): string;
/** Expected copays and coinsurance (per year) */
export declare function outOfPocketLabel(): string;
/** What you expect to pay when you get care. */
export declare function outOfPocketHint(): string;
/** Premiums each month */
export declare function premiumsMonthlyLabel(): string;
/** Total for the year */
export declare function annualTotalLabel(): string;
/** Income-related adjustments (IRMAA) for the year */
export declare function irmaaTotalRow(): string;
/** IRMAA tier (0 = standard premium) */
export declare function irmaaTierRow(): string;
/** Your coverage */
export declare function legendCoverage(): string;
/** Your income, which can raise the premiums */
export declare function legendIncome(): string;
/** Costs for each person */
export declare function legendCosts(): string;
/** As on your {incomeYear} tax return. Married couples filing jointly each pay the amount their joint income sets. */
export declare function filingStatusHintYear(values: { incomeYear: string | number }): string;
/** From your {incomeYear} tax return, which sets {year} premiums: your adjusted gross income plus any tax-exempt interest (on a joint return, the couple’s total). */
export declare function magiHintYear(values: { incomeYear: string | number; year: string | number }): string;
/** {year} standard premium: {amount} (CMS). Any income-related amount is added from your income above. */
export declare function partBHintYear(values: { year: string | number; amount: string | number }): string;
/** {year}: {amount} (CMS). */
export declare function deductibleHintYear(values: { year: string | number; amount: string | number }): string;
/** {year} base premium: {amount} (CMS). Real plans cost more or less. */
export declare function partDHintYear(values: { year: string | number; amount: string | number }): string;
/** Your Medicare costs */
export declare function resultsTitle(): string;
/** Total for {year} */
export declare function totalForYear(values: { year: string | number }): string;
/** {plan}, {people, select, couple {for two people} other {for one person}}, premiums and expected costs together. */
export declare function cardDescription(values: { plan: string | number; people: string | number }): string;
/** For both of you. */
export declare function forBoth(): string;
/** Total for the year, per person */
export declare function annualPerPersonLabel(): string;
/** What each person pays in {year} */
export declare function breakdownCaption(values: { year: string | number }): string;
/** Cost */
export declare function costColumn(): string;
/** Per month */
export declare function perMonthColumn(): string;
/** Per year */
export declare function perYearColumn(): string;
/** Total per person */
export declare function totalPerPerson(): string;
/** Part B premium */
export declare function linePartB(): string;
/** Part B IRMAA */
export declare function linePartBIrmaa(): string;
/** Part D IRMAA */
export declare function linePartDIrmaa(): string;
/** Part D premium */
export declare function linePartD(): string;
/** Medigap premium */
export declare function lineMedigap(): string;
/** Part B deductible */
export declare function linePartBDeductible(): string;
/** Out-of-pocket costs */
export declare function lineOutOfPocket(): string;
/** Medicare Advantage premium */
export declare function lineAdvantage(): string;
/** Where the money goes in a year */
export declare function chartTitle(): string;
/** The largest yearly cost for each person: {label}, {amount}. */
export declare function chartSummary(values: { label: string | number; amount: string | number }): string;
/** Medicare could cost {who, select, couple {the two of you} other {you}} {total} in {year}, with premiums of {monthly} a month{tail, select, notEntered {, at the standard premiums: your income two years ago is not entered.} standard {.} other {, including {irmaa} of income-related adjustments (tier {tier} of {topTier}).}} */
export declare function summary(values: { who: string | number; total: string | number; year: string | number; monthly: string | number; tail: string | number; irmaa: string | number; tier: string | number; topTier: string | number }): string;
/** Income-related premium (IRMAA) */
export declare function irmaaLabel(): string;
/** Not worked out */
export declare function notWorkedOut(): string;
/** Your {incomeYear} MAGI is not entered, so these figures use the standard premiums, which most people pay. Enter it, or 0, to see whether an income-related amount applies. */
export declare function irmaaNotEnteredDescription(values: { incomeYear: string | number }): string;
/** Room before the next income threshold */
export declare function roomLabel(): string;
/** None: this is the top tier */
export declare function roomTopTier(): string;
/** The next tier starts {edge, select, at {at} other {over}} {threshold} of MAGI and would add {extra} a year{each, select, each { each} other {}}. */
export declare function roomDescription(values: { edge: string | number; threshold: string | number; extra: string | number; each: string | number }): string;
/** Your {incomeYear} MAGI of {magi} is {band}. */
export declare function tierDescription(values: { incomeYear: string | number; magi: string | number; band: string | number }): string;
/** Income-related adjustments for both of you */
export declare function adjustmentsBoth(): string;
/** Income-related adjustments for the year */
export declare function adjustmentsYear(): string;
/** Part B {partB} and Part D {partD} a month{each, select, each { each} other {}}, on top of the standard premiums. */
export declare function adjustmentsDescription(values: { partB: string | number; partD: string | number; each: string | number }): string;
/** Has your income fallen since {incomeYear} because of a life-changing event, such as retiring or cutting back work, marriage, divorce, or a spouse’s death? You can ask Social Security to use a more recent year’s income with form SSA-44, which can lower or remove this amount. */
export declare function lifeChangingEvent(values: { incomeYear: string | number }): string;
/** Standard premium (no income-related adjustment) */
export declare function tierStandard(): string;
/** Tier {tier} of {topTier} */
export declare function tierOf(values: { tier: string | number; topTier: string | number }): string;
/** up to {upTo} */
export declare function bandUpTo(values: { upTo: string | number }): string;
/** less than {upTo} */
export declare function bandLessThan(values: { upTo: string | number }): string;
/** {above} or more */
export declare function bandOrMore(values: { above: string | number }): string;
/** over {above} and up to {upTo} */
export declare function bandOverUpTo(values: { above: string | number; upTo: string | number }): string;
/** over {above} and less than {upTo} */
export declare function bandOverLessThan(values: { above: string | number; upTo: string | number }): string;
/** ${amount} */
export declare function cmsDollars(values: { amount: string | number }): string;
/** Part B standard premium {year} */
export declare function assumedPartBPremium(values: { year: string | number }): string;
/** {amount} a month */
export declare function partBPremiumValue(values: { amount: string | number }): string;
/** Part B deductible {year} */
export declare function assumedPartBDeductible(values: { year: string | number }): string;
/** {amount} a year */
export declare function partBDeductibleValue(values: { amount: string | number }): string;
/** Part D base beneficiary premium {year} */
export declare function assumedPartDBase(values: { year: string | number }): string;
/** {amount} (real plan premiums vary) */
export declare function partDBaseValue(values: { amount: string | number }): string;
/** Income-related adjustment (IRMAA) {year} */
export declare function assumedIrmaa(values: { year: string | number }): string;
/** Standard premium (no income-related adjustment) assumed: your MAGI for {incomeYear} is not entered */
export declare function irmaaNotEnteredValue(values: { incomeYear: string | number }): string;
/** Standard premium (no income-related adjustment): MAGI of {magi} on {filingStatus, select, marriedJoint {a joint return} marriedSeparate {a married-filing-separately return (lived with spouse)} headOfHousehold {a head-of-household return} other {a single return}} for {incomeYear} is {band} */
export declare function irmaaStandardValue(values: { magi: string | number; filingStatus: string | number; incomeYear: string | number; band: string | number }): string;
/** Tier {tier} of {topTier}: MAGI of {magi} on {filingStatus, select, marriedJoint {a joint return} marriedSeparate {a married-filing-separately return (lived with spouse)} headOfHousehold {a head-of-household return} other {a single return}} for {incomeYear} is {band}, so Part B is {partBMonthly} a month in all ({partBAdjustment} over the standard premium) and Part D adds {partDAdjustment} a month */
export declare function irmaaTierValue(values: { tier: string | number; topTier: string | number; magi: string | number; filingStatus: string | number; incomeYear: string | number; band: string | number; partBMonthly: string | number; partBAdjustment: string | number; partDAdjustment: string | number }): string;
/** Which income counts */
export declare function assumedWhichIncome(): string;
/** modified adjusted gross income (adjusted gross income plus tax-exempt interest) from the {incomeYear} tax return, two years before {year} */
export declare function whichIncomeValue(values: { incomeYear: string | number; year: string | number }): string;
/** Medigap and Advantage premiums */
export declare function assumedYourFigures(): string;
/** your figures (defaults are rough estimates) */
export declare function yourFiguresValue(): string;
/** Not included */
export declare function assumedNotIncluded(): string;
/** Part A premium (most people pay none), late-enrolment penalties */
export declare function notIncludedValue(): string;
/** Annual per person = (Part B + IRMAA adjustments + Part D + Medigap) × 12 + Part B deductible + out-of-pocket */
export declare function formulaAnnualOriginal(): string;
/** Annual per person = (Part B + IRMAA adjustments + Advantage premium) × 12 + out-of-pocket */
export declare function formulaAnnualAdvantage(): string;
/** Total = per person × people */
export declare function formulaTotal(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly partBPremium: typeof assumedPartBPremium; readonly partBDeductible: typeof assumedPartBDeductible; readonly partDBase: typeof assumedPartDBase; readonly irmaa: typeof assumedIrmaa; readonly whichIncome: typeof assumedWhichIncome; readonly yourFigures: typeof assumedYourFigures; readonly notIncluded: typeof assumedNotIncluded };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly annualOriginal: typeof formulaAnnualOriginal; readonly annualAdvantage: typeof formulaAnnualAdvantage; readonly total: typeof formulaTotal };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly partBPremium: typeof partBPremiumValue; readonly partBDeductible: typeof partBDeductibleValue; readonly partDBase: typeof partDBaseValue; readonly irmaaNotEntered: typeof irmaaNotEnteredValue; readonly irmaaStandard: typeof irmaaStandardValue; readonly irmaaTier: typeof irmaaTierValue; readonly whichIncome: typeof whichIncomeValue; readonly yourFigures: typeof yourFiguresValue; readonly notIncluded: typeof notIncludedValue };

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
/** Your savings lasted the whole plan, with {left} left at {age}{spouse, select, none {} other { (your spouse {spouse})}}. */
export declare function outcomeLasted(values: { left: string | number; age: string | number; spouse: string | number }): string;
/** Your savings ran out in {year}, at {age}{spouse, select, none {} other { (your spouse {spouse})}}: that year they paid {paid, select, none {nothing} other {{paid}}} of the {needed} you need from them. The plan runs to {end}, when {couple, select, yes {the younger of you is} other {you are}} {planToAge}. */
export declare function outcomeRanOut(values: { year: string | number; age: string | number; spouse: string | number; paid: string | number; needed: string | number; end: string | number; couple: string | number; planToAge: string | number }): string;
/** The whole plan */
export declare function lastsWhole(): string;
/** You entered no yearly income need, so your savings give only what required minimum distributions take. */
export declare function readingNoNeed(): string;
/** You need {need} a year in all, before tax; with no Social Security entered, all of it comes from your savings. */
export declare function readingNoSocialSecurity(values: { need: string | number }): string;
/** You need {need} a year in all, before tax; Social Security pays all of it ({socialSecurity} a year), so your savings give only what required minimum distributions take. */
export declare function readingSocialSecurityAll(values: { need: string | number; socialSecurity: string | number }): string;
/** You need {need} a year in all, before tax; Social Security pays {socialSecurity} of it, so {fromSavings} comes from your savings. */
export declare function readingSplit(values: { need: string | number; socialSecurity: string | number; fromSavings: string | number }): string;
/** {years, plural, one {# year} other {# years}} */
export declare function planSpanYears(values: { years: number }): string;
/** {years, plural, one {# year, {first}} other {# years, {first} to {last}}}, until {couple, select, yes {the younger of you is} other {you are}} {age} */
export declare function planSpan(values: { years: number; first: string | number; last: string | number; couple: string | number; age: string | number }): string;
/** The plan ends in {year}, so a death that year changes nothing it shows. */
export declare function widowNothing(values: { year: string | number }): string;
/** After a death in {deathYear}, the survivor files as single from {year}: your tax {tax, select, same {stays the same} rises {rises by {amount} a year} other {falls by {amount} a year}} on {income, select, none {the same income} other {{income} less income}}. */
export declare function widowFirst(values: { deathYear: string | number; year: string | number; tax: string | number; amount: string | number; income: string | number }): string;
/** Medicare premiums follow the tax return of two years before: from {year} the survivor’s income-related surcharge is {amount} more a year than the two of you would have paid. */
export declare function widowPremiumsMore(values: { year: string | number; amount: string | number }): string;
/** Medicare premiums follow the tax return of two years before: from {year} the survivor’s income-related surcharge is lower by {amount} a year than the two of you would have paid. */
export declare function widowPremiumsLess(values: { year: string | number; amount: string | number }): string;
/** Medicare’s income-related surcharge does not change in the years shown. */
export declare function widowPremiumsSame(): string;
/** A survivor with a dependent child may file as a qualifying surviving spouse, on the joint brackets, for two more years; this plan assumes no dependent child. */
export declare function widowChild(): string;
/** Your {incomeYear} income ({magi}) puts your {premiumYear} Medicare premiums in income tier {tier}: {surcharge} more than the standard premiums that year. */
export declare function cliffCrossing(values: { incomeYear: string | number; magi: string | number; premiumYear: string | number; tier: string | number; surcharge: string | number }): string;
/** {count, plural, one {# more year steps} other {# more years step}} up a tier; the year-by-year table shows each year’s surcharge. */
export declare function cliffMore(values: { count: number }): string;
/** Room to the next cliff in {year}: {bracket, select, top {you are in the top tax bracket} other {{bracket} more income fits before the next tax bracket}}, and {medicare, select, top {you are in Medicare’s top income tier} other {{medicare} more before the next Medicare threshold (premiums in {premiumYear})}}. */
export declare function cliffRoom(values: { year: string | number; bracket: string | number; medicare: string | number; premiumYear: string | number }): string;
/** Year and ages */
export declare function yearAndAges(): string;
/** Year and age */
export declare function yearAndAge(): string;
/** Year{space}{year} · you{space}{age}{spouse, select, none {} other {, spouse{space}{spouse}}} */
export declare function yearCellCouple(values: { space: string | number; year: string | number; age: string | number; spouse: string | number }): string;
/** Year{space}{year} · age{space}{age} */
export declare function yearCell(values: { space: string | number; year: string | number; age: string | number }): string;
/** From traditional */
export declare function fromTraditional(): string;
/** From Roth */
export declare function fromRoth(): string;
/** From taxable */
export declare function fromTaxable(): string;
/** Social Security */
export declare function socialSecurityColumn(): string;
/** Total income */
export declare function totalIncomeColumn(): string;
/** Tax */
export declare function taxColumn(): string;
/** Medicare surcharge */
export declare function surchargeColumn(): string;
/** After tax */
export declare function afterTaxColumn(): string;
/** Traditional left */
export declare function traditionalLeft(): string;
/** Roth left */
export declare function rothLeft(): string;
/** Taxable left */
export declare function taxableLeft(): string;
/** Year */
export declare function yearColumn(): string;
/** Income */
export declare function incomeColumn(): string;
/** Consider Roth conversions before age {age}, while your taxable income is lower, to shrink future RMDs. */
export declare function adviceRothConversions(values: { age: string | number }): string;
/** Use your taxable accounts first: only part of each withdrawal (the gain) is taxed. */
export declare function adviceTaxableFirst(): string;
/** Plan for required minimum distributions from age {startAge}. */
export declare function advicePlanForRmds(values: { startAge: string | number }): string;
/** Review this plan every year as tax laws, balances and spending change. */
export declare function adviceReviewYearly(): string;
/** Tax year */
export declare function assumedTaxYear(): string;
/** Age 65+ */
export declare function assumedAge65(): string;
/** Taxable account */
export declare function assumedTaxableAccount(): string;
/** RMDs */
export declare function assumedRmds(): string;
/** Income you need */
export declare function assumedIncomeNeed(): string;
/** Growth */
export declare function assumedGrowth(): string;
/** Horizon */
export declare function assumedHorizon(): string;
/** Social Security */
export declare function assumedSocialSecurity(): string;
/** Medicare premiums (IRMAA) */
export declare function assumedMedicare(): string;
/** If one of us dies in {deathYear} */
export declare function assumedIfOneDies(values: { deathYear: string | number }): string;
/** {taxYear} brackets and standard deduction for every year */
export declare function taxYearValue(values: { taxYear: string | number }): string;
/** Adds the additional standard deduction for each of you who is 65 or over at the end of the year */
export declare function age65Value(): string;
/** {percent} % of each withdrawal counts as taxable income */
export declare function taxableAccountValue(values: { percent: string | number }): string;
/** From age {startAge}, the RMD age for someone born in {birthYear}: traditional balance ÷ Uniform Lifetime Table divisor{joint, select, yes {. The traditional balance is taken as yours, so its RMDs follow your birth year; an IRA of your spouse’s would follow theirs} other {}} */
export declare function rmdsValue(values: { startAge: string | number; birthYear: string | number; joint: string | number }): string;
/** {need} a year in all, before tax: Social Security pays {socialSecurity} of it and your savings {fromSavings}{excess, select, yes { (the benefits pay more than the need, so the savings give only what RMDs require)} other {}} */
export declare function incomeNeedValue(values: { need: string | number; socialSecurity: string | number; fromSavings: string | number; excess: string | number }): string;
/** Balances do not grow; spending is not adjusted for inflation */
export declare function growthValue(): string;
/** {years, plural, one {# year} other {# years}}, to the end of {last}, when {couple, select, yes {the younger of you is} other {you are}} {age}; sooner when every account is empty */
export declare function horizonValue(values: { years: number; last: string | number; couple: string | number; age: string | number }): string;
/** The benefits you enter are paid every year of the plan, not raised for inflation; their taxable part follows the IRS worksheet */
export declare function socialSecurityValue(): string;
/** From 65, each year’s premiums follow the income (MAGI) and filing status of the return two years before; for the first two years we assume the first year’s income. Each of you is on Medicare from 65. Surcharge over the standard premiums only */
export declare function medicareValue(): string;
/** For the year of the death a joint return is still allowed, and the plan keeps it. The plan also keeps both Social Security benefits for that whole year, a simplification: in fact the smaller check stops from the month of the death. From the year after, the survivor files as single (single brackets, standard deduction and, once the lookback reaches a single return, IRMAA thresholds). A survivor with a dependent child may file as a qualifying surviving spouse for two more years, on the joint brackets; this plan assumes no dependent child. The survivor is you (the plan follows your age and your traditional savings): you keep the larger of your own benefit and the widow(er)’s benefit on your spouse’s record, which is your spouse’s benefit as paid (taken as claimed at full retirement age), reduced if you take it before your survivor full retirement age, and paid from 60 at the earliest; the other benefit stops. Spending from savings and the accounts stay the same. A death is a life-changing event: form SSA-44 can ask Social Security to use the newer, single income for premiums sooner */
export declare function ifOneDiesValue(): string;
/** Need from savings = max(0, income need in all − Social Security) */
export declare function formulaNeedFromSavings(): string;
/** Before {startAge}: need taken from taxable, then traditional, then Roth */
export declare function formulaBeforeRmds(values: { startAge: string | number }): string;
/** From {startAge}: traditional gives max(RMD, need); any shortfall from taxable, then Roth */
export declare function formulaFromRmds(values: { startAge: string | number }): string;
/** Taxable income = max(0, traditional + {gainShare} × taxable-account withdrawal + taxable Social Security − standard deduction) */
export declare function formulaTaxableIncome(values: { gainShare: string | number }): string;
/** Medicare surcharge = people on Medicare × (Part B premium − standard premium + Part D adjustment) × 12, for the tier of the MAGI two years before */
export declare function formulaMedicareSurcharge(): string;
/** After tax = withdrawals + Social Security − tax − Medicare surcharge */
export declare function formulaAfterTax(): string;
/** Tax efficiency = after-tax income ÷ (after-tax income + taxes + Medicare surcharges) × 100 */
export declare function formulaTaxEfficiency(): string;
/** The year of death, {deathYear}, is before this plan starts in {first}. Enter {first} or a later year. */
export declare function widowBeforeStart(values: { deathYear: string | number; first: string | number }): string;
/** The year of death, {deathYear}, is after this plan ends in {last}. Enter a year from {first} to {last}. */
export declare function widowAfterEnd(values: { deathYear: string | number; last: string | number; first: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const adviceById: { readonly rothConversions: typeof adviceRothConversions; readonly taxableFirst: typeof adviceTaxableFirst; readonly planForRmds: typeof advicePlanForRmds; readonly reviewYearly: typeof adviceReviewYearly };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly taxYear: typeof assumedTaxYear; readonly age65: typeof assumedAge65; readonly taxableAccount: typeof assumedTaxableAccount; readonly rmds: typeof assumedRmds; readonly incomeNeed: typeof assumedIncomeNeed; readonly growth: typeof assumedGrowth; readonly horizon: typeof assumedHorizon; readonly socialSecurity: typeof assumedSocialSecurity; readonly medicare: typeof assumedMedicare; readonly ifOneDies: typeof assumedIfOneDies };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly needFromSavings: typeof formulaNeedFromSavings; readonly beforeRmds: typeof formulaBeforeRmds; readonly fromRmds: typeof formulaFromRmds; readonly taxableIncome: typeof formulaTaxableIncome; readonly medicareSurcharge: typeof formulaMedicareSurcharge; readonly afterTax: typeof formulaAfterTax; readonly taxEfficiency: typeof formulaTaxEfficiency };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly taxYear: typeof taxYearValue; readonly age65: typeof age65Value; readonly taxableAccount: typeof taxableAccountValue; readonly rmds: typeof rmdsValue; readonly incomeNeed: typeof incomeNeedValue; readonly growth: typeof growthValue; readonly horizon: typeof horizonValue; readonly socialSecurity: typeof socialSecurityValue; readonly medicare: typeof medicareValue; readonly ifOneDies: typeof ifOneDiesValue };

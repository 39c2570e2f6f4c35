// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age at the end of the tax year */
export declare function ageLabel(): string;
/** Use your age on 31 December of the tax year. */
export declare function ageHint(): string;
/** Use your age on 31 December {taxYear}. Born in {birthYear}, your RMDs start at {startAge}. */
export declare function ageHintBorn(values: { taxYear: string | number; birthYear: string | number; startAge: string | number }): string;
/** Account balance on 31 December of the year before */
export declare function balanceLabel(): string;
/** Traditional IRA or 401(k) balance. */
export declare function balanceHint(): string;
/** Not entered */
export declare function balanceBlank(): string;
/** Tax year */
export declare function taxYearLabel(): string;
/** Is your spouse the sole beneficiary of this account? */
export declare function spouseSoleLabel(): string;
/** Your only beneficiary for the whole year. A spouse more than 10 years younger gives a smaller RMD. */
export declare function spouseSoleHint(): string;
/** No */
export declare function no(): string;
/** Yes */
export declare function yes(): string;
/** Your spouse’s age at the end of the tax year */
export declare function spouseAgeLabel(): string;
/** Use your spouse’s age on 31 December of the tax year. */
export declare function spouseAgeHint(): string;
/** Required minimum distribution for the year */
export declare function rmdRow(): string;
/** Monthly amount */
export declare function monthlyLabel(): string;
/** Your account */
export declare function yourAccount(): string;
/** Your beneficiary */
export declare function yourBeneficiary(): string;
/** Your required minimum distribution */
export declare function resultsTitle(): string;
/** Your {taxYear} required minimum distribution is {amount}, about {monthly} a month. */
export declare function summaryDue(values: { taxYear: string | number; amount: string | number; monthly: string | number }): string;
/** No RMD is due for {taxYear}. Your first, at age {age}, would be about {amount}. */
export declare function summaryNotDue(values: { taxYear: string | number; age: string | number; amount: string | number }): string;
/** RMD due for {taxYear} */
export declare function badgeDue(values: { taxYear: string | number }): string;
/** No RMD due for {taxYear} */
export declare function badgeNotDue(values: { taxYear: string | number }): string;
/** Inherited this account? An heir follows other rules, often with an RMD every year whatever your age: {link}. */
export declare function inheritedPointer(values: { link: string | number }): string;
/** work it out with the inherited IRA calculator */
export declare function inheritedPointerLink(): string;
/** Your {taxYear} RMD */
export declare function cardDueLabel(values: { taxYear: string | number }): string;
/** First RMD to plan for (at age {age}) */
export declare function cardFirstLabel(values: { age: string | number }): string;
/** The least you must withdraw this year. */
export declare function cardDueDescription(): string;
/** Based on today’s balance; the real figure will use the balance at the end of the year before. */
export declare function cardFirstDescription(): string;
/** If you spread it over 12 payments. */
export declare function monthlyDescription(): string;
/** Life-expectancy factor */
export declare function factorLabel(): string;
/** From the IRS Joint Life and Last Survivor table (Table II) for you at {age} and your spouse. */
export declare function factorJoint(values: { age: string | number }): string;
/** From the IRS Uniform Lifetime Table for age {age}. */
export declare function factorUniform(values: { age: string | number }): string;
/** RMD under the Uniform table */
export declare function uniformRmdLabel(): string;
/** Divisor {divisor}, for an owner without a much younger spouse. */
export declare function uniformRmdDescription(values: { divisor: string | number }): string;
/** Smaller by */
export declare function smallerByLabel(): string;
/** What Table II saves you from withdrawing this year. */
export declare function smallerByDescription(): string;
/** Projected RMDs: first {shown} of {total, plural, one {# year} other {# years}} */
export declare function projectionCaption(values: { shown: string | number; total: number }): string;
/** Age */
export declare function ageColumn(): string;
/** Balance at the start of the year */
export declare function balanceColumn(): string;
/** RMD */
export declare function rmdColumn(): string;
/** Not due yet */
export declare function notDueYetCell(): string;
/** RMDs over {years, plural, one {# year} other {# years}} */
export declare function chartTitle(values: { years: number }): string;
/** If the account grows {rate}% a year after each withdrawal, your RMD at age {age} would be about {amount}. */
export declare function chartSummary(values: { rate: string | number; age: string | number; amount: string | number }): string;
/** When RMDs begin */
export declare function startAgesHeading(): string;
/** Your start age depends on the year you were born (SECURE Act and SECURE 2.0 Act): */
export declare function startAgesIntro(): string;
/** Born before 1 July 1949: age {age} */
export declare function bornBefore1949(values: { age: string | number }): string;
/** RMDs begin at {age} if you were born from {from} to {to}, and at {laterAge} if you were born in {laterFrom} or later. */
export declare function startAgesSummary(values: { age: string | number; from: string | number; to: string | number; laterAge: string | number; laterFrom: string | number }): string;
/** If you miss an RMD */
export declare function missedHeading(): string;
/** The IRS charges an excise tax of {standard}% of the amount you should have taken, or {corrected}% if you correct it in time (usually within two years). It was formerly {before}%, until the end of 2022. */
export declare function missedText(values: { standard: string | number; corrected: string | number; before: string | number }): string;
/** Planning tips */
export declare function tipsTitle(): string;
/** Your first RMD can wait until {deadline} of the year after you reach your start age, but then you take two RMDs in one year, which can push you into a higher bracket. */
export declare function tipFirstRmd(values: { deadline: string | number }): string;
/** Each year’s RMD uses the account balance on 31 December of the year before. */
export declare function tipBalance(): string;
/** If you have several IRAs, add up each one’s RMD; you may take the total from any of them. Workplace plans such as a 401(k) each need their own RMD. */
export declare function tipSeveralIras(): string;
/** A qualified charitable distribution (from age {qcdAge}) sent straight from your IRA to a charity counts toward your RMD and is not taxed. */
export declare function tipQcd(values: { qcdAge: string | number }): string;
/** Roth IRAs have no RMDs for the owner, so converting before RMDs begin can lower later ones. */
export declare function tipRoth(): string;
/** IRS Uniform Lifetime Table */
export declare function tableHeading(): string;
/** Divide your balance by the factor for your age. This table applies to distribution years 2022 and later. */
export declare function tableIntro(): string;
/** Uniform Lifetime Table: age and life-expectancy factor */
export declare function tableCaption(): string;
/** {age} and over */
export declare function ageAndOver(values: { age: string | number }): string;
/** Sources: {uniformSource}; start ages from the SECURE Act §114 and SECURE 2.0 Act §107; excise tax from SECURE 2.0 Act §302. */
export declare function sources(values: { uniformSource: string | number }): string;
/** This estimate is for an account owner. It uses the Uniform Lifetime Table, or the Joint Life and Last Survivor table ({jointSource}) when your spouse is your only beneficiary and more than 10 years younger. Inherited accounts follow other rules: {link}. Check the figure with your IRA or plan provider before you withdraw. */
export declare function limits(values: { jointSource: string | number; link: string | number }): string;
/** inherited IRA calculator */
export declare function limitsLink(): string;
/** Enter your age at the end of the tax year to see your RMD. */
export declare function enterAge(): string;
/** Enter the account balance on 31 December of the year before to see your RMD. */
export declare function enterBalance(): string;
/** With $0 in the account on 31 December {balanceYear}, there is no RMD to take for {taxYear}. */
export declare function emptyAccount(values: { balanceYear: string | number; taxYear: string | number }): string;
/** No RMD is due for {taxYear}: born in {birthYear}, your RMDs start at age {startAge}, in {firstYear}. */
export declare function tooYoung(values: { taxYear: string | number; birthYear: string | number; startAge: string | number; firstYear: string | number }): string;
/** Your {taxYear} RMD is due: at age {age} the divisor is {divisor}. Missing it can cost a {penaltyRate} % excise tax{correctedPenaltyRate, select, none {} other { ({correctedPenaltyRate} % if corrected in time)}}. */
export declare function due(values: { taxYear: string | number; age: string | number; divisor: string | number; penaltyRate: string | number; correctedPenaltyRate: string | number }): string;
/** No RMD is due for {taxYear}: born in {birthYear}, your RMDs start at age {startAge} (in {firstYear}). On today's balance, the first RMD to plan for would be about {rmdAmount} (divisor {divisor}). */
export declare function notDueYet(values: { taxYear: string | number; birthYear: string | number; startAge: string | number; firstYear: string | number; rmdAmount: string | number; divisor: string | number }): string;
/** Your spouse, your sole beneficiary, is more than {gapYears} years younger, so the divisor comes from the Joint Life and Last Survivor table (Table II): {savings} less than the Uniform table's {uniformRmdAmount}. */
export declare function spouseJointTable(values: { gapYears: string | number; savings: string | number; uniformRmdAmount: string | number }): string;
/** Your spouse, at {spouseAge}, is older than you, so the Uniform Lifetime Table applies. A smaller RMD is only for a spouse more than {gapYears} years younger: check both ages if yours is. */
export declare function spouseOlder(values: { spouseAge: string | number; gapYears: string | number }): string;
/** Your spouse is not more than {gapYears} years younger than you, so the Uniform Lifetime Table applies. */
export declare function spouseNotMuchYounger(values: { gapYears: string | number }): string;
/** Tax year */
export declare function assumedTaxYear(): string;
/** Divisor table */
export declare function assumedDivisorTable(): string;
/** Uniform Lifetime Table (2022 and later); age {age} → {divisor} */
export declare function uniformTableValue(values: { age: string | number; divisor: string | number }): string;
/** Joint Life and Last Survivor Table (Table II); you {age}, spouse {spouseAge} → {divisor} */
export declare function jointTableValue(values: { age: string | number; spouseAge: string | number; divisor: string | number }): string;
/** RMD start age */
export declare function assumedStartAge(): string;
/** {startAge} for someone born in {birthYear} */
export declare function startAgeValue(values: { startAge: string | number; birthYear: string | number }): string;
/** Projection growth */
export declare function assumedGrowth(): string;
/** {growthRate} % a year after each withdrawal (illustration) */
export declare function growthValue(values: { growthRate: string | number }): string;
/** Missed-RMD excise tax */
export declare function assumedExcise(): string;
/** {penaltyRate} %{correctedPenaltyRate, select, none {} other {, {correctedPenaltyRate} % if corrected in time}} */
export declare function exciseValue(values: { penaltyRate: string | number; correctedPenaltyRate: string | number }): string;
/** RMD = account balance on 31 December of the prior year ÷ life-expectancy divisor */
export declare function formulaRmd(): string;
/** Monthly = RMD ÷ 12 */
export declare function formulaMonthly(): string;
/** Next year’s balance = (balance − RMD) × {growthFactor} */
export declare function formulaNextBalance(values: { growthFactor: string | number }): string;
/** {taxYear} */
export declare function taxYearValue(values: { taxYear: string | number }): string;
/** Born 1 July 1949 to {to}: age {age} */
export declare function born1949To(values: { to: string | number; age: string | number }): string;
/** Born {from} to {to}: age {age} */
export declare function bornFromTo(values: { from: string | number; to: string | number; age: string | number }): string;
/** Born {from} or later: age {age} */
export declare function bornOrLater(values: { from: string | number; age: string | number }): string;
/** {day} {month} */
export declare function dayOfMonth(values: { day: string | number; month: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly taxYear: typeof assumedTaxYear; readonly divisorTable: typeof assumedDivisorTable; readonly startAge: typeof assumedStartAge; readonly growth: typeof assumedGrowth; readonly excise: typeof assumedExcise };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly rmd: typeof formulaRmd; readonly monthly: typeof formulaMonthly; readonly nextBalance: typeof formulaNextBalance };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly uniformTable: typeof uniformTableValue; readonly jointTable: typeof jointTableValue; readonly startAge: typeof startAgeValue; readonly growth: typeof growthValue; readonly excise: typeof exciseValue; readonly taxYear: typeof taxYearValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Traditional or Roth? */
export declare function accountTypeLabel(): string;
/** What the account was when the owner died. */
export declare function accountTypeHint(): string;
/** Traditional IRA (or 401(k)) */
export declare function accountTraditional(): string;
/** Roth IRA */
export declare function accountRoth(): string;
/** Who are you to the owner? */
export declare function relationshipLabel(): string;
/** As named on the beneficiary form. */
export declare function relationshipHint(): string;
/** The owner’s husband or wife */
export declare function relationshipSpouse(): string;
/** The owner’s child, under {majority} when the owner died */
export declare function relationshipMinorChild(values: { majority: string | number }): string;
/** Someone disabled or chronically ill */
export declare function relationshipDisabled(): string;
/** A brother, sister or other person not more than {maxYounger} years younger than the owner */
export declare function relationshipSibling(values: { maxYounger: string | number }): string;
/** Someone else, such as an adult child or a grandchild */
export declare function relationshipOther(): string;
/** The owner’s estate */
export declare function relationshipEstate(): string;
/** The owner’s birth year */
export declare function ownerBirthYearLabel(): string;
/** The year the owner died */
export declare function ownerDeathYearLabel(): string;
/** Did the owner die before 1 April of that year? */
export declare function diedBeforeAprilLabel(): string;
/** The owner’s required beginning date was 1 April of that year, so the day matters. */
export declare function diedBeforeAprilHint(): string;
/** No, on 1 April or later (or I do not know) */
export declare function diedBeforeAprilNo(): string;
/** Yes, before 1 April */
export declare function diedBeforeAprilYes(): string;
/** Your birth year */
export declare function beneficiaryBirthYearLabel(): string;
/** Treat it as your own, or stay a beneficiary? */
export declare function spouseChoiceLabel(): string;
/** You can compare both below. */
export declare function spouseChoiceHint(): string;
/** Treat it as my own IRA */
export declare function spouseTreatAsOwn(): string;
/** Stay a beneficiary */
export declare function spouseRemainBeneficiary(): string;
/** Balance on 31 December of last year */
export declare function balanceLabel(): string;
/** From the account statement for the end of last year. */
export declare function balanceHint(): string;
/** Tax year */
export declare function taxYearLabel(): string;
/** Minimum for the year */
export declare function rmdRow(): string;
/** The account */
export declare function legendAccount(): string;
/** The owner */
export declare function legendOwner(): string;
/** The balance */
export declare function legendBalance(): string;
/** You and the balance */
export declare function legendYouAndBalance(): string;
/** What you must take from the inherited account */
export declare function resultsTitle(): string;
/** {rule}. Your {year} minimum is {amount}. {finalYear, select, none {No deadline to empty the account.} other {Empty the account by 31 December {finalYear}.}} */
export declare function summary(values: { rule: string | number; year: string | number; amount: string | number; finalYear: string | number }): string;
/** Year by year */
export declare function detailsTitle(): string;
/** The minimum each year, if the balance grows {rate} % a year after each withdrawal ({count, plural, one {# year} other {# years}}) */
export declare function scheduleCaption(values: { rate: string | number; count: number }): string;
/** Year */
export declare function yearColumn(): string;
/** Your age */
export declare function ageColumn(): string;
/** Balance at the start */
export declare function balanceColumn(): string;
/** Divisor */
export declare function divisorColumn(): string;
/** Minimum to take */
export declare function minimumColumn(): string;
/** Why */
export declare function whyColumn(): string;
/** Your {year} minimum */
export declare function minimumLabel(values: { year: string | number }): string;
/** Balance on 31 December {balanceYear} ÷ {divisor}. */
export declare function minimumByDivisor(values: { balanceYear: string | number; divisor: string | number }): string;
/** This is the final year: take the whole balance. */
export declare function minimumFinalYear(): string;
/** No yearly minimum this year. */
export declare function minimumNone(): string;
/** Deadline to empty the account */
export declare function deadlineLabel(): string;
/** No deadline */
export declare function noDeadline(): string;
/** 31 December {year} */
export declare function deadlineDate(values: { year: string | number }): string;
/** Yearly minimums go on for life. */
export declare function deadlineForLife(): string;
/** Take what is left by this date. */
export declare function deadlineTakeRest(): string;
/** If you treat it as your own instead */
export declare function altTreatAsOwn(): string;
/** If you stay a beneficiary instead */
export declare function altRemainBeneficiary(): string;
/** {rule}, divisor {divisor}. */
export declare function altWithDivisor(values: { rule: string | number; divisor: string | number }): string;
/** {rule}: no minimum this year. */
export declare function altNoMinimum(values: { rule: string | number }): string;
/** The owner’s own RMD for {deathYear} (balance at the end of {balanceYear} ÷ {divisor}, Uniform Lifetime Table): if the owner had not taken all of it, you take the rest by 31 December {deathYear}. */
export declare function yearOfDeathRmd(values: { deathYear: string | number; balanceYear: string | number; divisor: string | number }): string;
/** Treat the account as your own */
export declare function ruleTreatAsOwn(): string;
/** Life expectancy rule */
export declare function ruleLifeExpectancy(): string;
/** {years}-year rule, no yearly minimum */
export declare function ruleTenYear(values: { years: string | number }): string;
/** {years}-year rule, with a yearly minimum */
export declare function ruleTenYearWithYearlyRmd(values: { years: string | number }): string;
/** {years}-year rule */
export declare function ruleFiveYear(values: { years: string | number }): string;
/** Owner's remaining life expectancy */
export declare function ruleOwnerLifeExpectancy(): string;
/** {day} {month} */
export declare function dayMonth(values: { day: string | number; month: string | number }): string;
/** Enter the owner's birth year, a year from {min} to {max}. */
export declare function problemOwnerBirthYear(values: { min: string | number; max: string | number }): string;
/** Enter the year the owner died. */
export declare function problemDeathMissing(): string;
/** The year of death, {deathYear}, is after {year}. Enter {year} or an earlier year. */
export declare function problemDeathAfterYear(values: { deathYear: string | number; year: string | number }): string;
/** The year of death, {deathYear}, is before the owner's birth year, {ownerBirthYear}. Check both years. */
export declare function problemDeathBeforeBirth(values: { deathYear: string | number; ownerBirthYear: string | number }): string;
/** Enter your birth year, {year} or earlier. */
export declare function problemBirthMissing(values: { year: string | number }): string;
/** Born in {birthYear}, you would be {age} at the end of {year}; the IRS tables stop at {maxAge}. Check your birth year. */
export declare function problemTooOld(values: { birthYear: string | number; age: string | number; year: string | number; maxAge: string | number }): string;
/** Your birth year, {birthYear}, is after the year of death, {deathYear}. Check both years. */
export declare function problemBornAfterDeath(values: { birthYear: string | number; deathYear: string | number }): string;
/** Born in {birthYear}, you would have been {age} when your spouse died in {deathYear}. Check your birth year. */
export declare function problemSpouseTooYoung(values: { birthYear: string | number; age: string | number; deathYear: string | number }): string;
/** The balance cannot be below {zero}. Enter the balance on 31 December of last year, or 0. */
export declare function problemNegativeBalance(values: { zero: string | number }): string;
/** You are {relationship, select, spouse {the surviving spouse} minorChild {the owner's minor child} disabledOrChronicallyIll {disabled or chronically ill} notMoreThan10YearsYounger {not more than {maxYounger} years younger than the owner} estate {an estate (or a charity or a trust that does not pass through to people)} other {a beneficiary who is not an eligible designated beneficiary}}. */
export declare function whyYouAre(values: { relationship: string | number; maxYounger: string | number }): string;
/** The owner died in {deathYear}, before {secureYear}, so the rules before the SECURE Act apply: a named beneficiary may take the account over their life expectancy. */
export declare function whyPreSecure(values: { deathYear: string | number; secureYear: string | number }): string;
/** For a Roth IRA the owner is always treated as dying before the required beginning date. */
export declare function whyRothRbd(): string;
/** Born in {ownerBirthYear}, the owner's RMDs began at {startAge}, so the required beginning date was {rbdDate} {rbdYear}. Dying in {deathYear} counts as {timing, select, onOrAfter {on or after} other {before}} that date{sameYear, select, yes { (death in that same year is taken as on or after {rbdDate} unless you say it was before)} other {}}. */
export declare function whyRbd(values: { ownerBirthYear: string | number; startAge: string | number; rbdDate: string | number; rbdYear: string | number; deathYear: string | number; timing: string | number; sameYear: string | number }): string;
/** As your own Roth IRA, it has no RMDs while you live. */
export declare function whyOwnRoth(): string;
/** As your own IRA, RMDs start at your own RMD age ({ownStartAge}), from the Uniform Lifetime Table. You may instead stay a beneficiary, which lets you take money out before {earlyAge} with no {earlyPercent} % early-withdrawal tax. */
export declare function whyOwnTraditional(values: { ownStartAge: string | number; earlyAge: string | number; earlyPercent: string | number }): string;
/** As a beneficiary, your divisor is Table I at your age each year (looked up again every year){ownerLonger, select, yes {, or the owner's remaining life expectancy when that is longer: Table I at the owner's age in {deathYear}, reduced by 1 each year after.} other {. You may wait until {waitUntil}, the year the owner would have reached the RMD age.}} */
export declare function whySpouseBeneficiary(values: { ownerLonger: string | number; deathYear: string | number; waitUntil: string | number }): string;
/** Your divisor is Table I at your age in {firstYear}, the year after death, reduced by 1 each year after{ownerLonger, select, yes {, or the owner's remaining life expectancy when that is longer: Table I at the owner's age in {deathYear}, reduced by 1 each year after} other {}}. */
export declare function whyLifeExpectancy(values: { firstYear: string | number; ownerLonger: string | number; deathYear: string | number }): string;
/** When you turn {majority} (in {majorityYear}), the {ruleYears}-year rule starts: the yearly minimums go on and the account must be empty by the end of {finalYear}. */
export declare function whyMinorTurns(values: { majority: string | number; majorityYear: string | number; ruleYears: string | number; finalYear: string | number }): string;
/** Empty the account by 31 December {finalYear}, the {ruleYears, select, 1 {1st} 2 {2nd} 3 {3rd} other {{ruleYears}th}} year after the death. No yearly minimum is due before then, because the owner died before the required beginning date. */
export declare function whyTenYear(values: { finalYear: string | number; ruleYears: string | number }): string;
/** Empty the account by 31 December {finalYear}. Because the owner died on or after the required beginning date, a yearly minimum is due in the years before. Its divisor is Table I at your age in {firstYear}, reduced by 1 each year, or the owner's remaining life expectancy when that is longer: Table I at the owner's age in {deathYear}, reduced by 1 each year after. */
export declare function whyTenYearWithYearly(values: { finalYear: string | number; firstYear: string | number; deathYear: string | number }): string;
/** An estate must empty the account by 31 December {finalYear}, the {ruleYears, select, 1 {1st} 2 {2nd} 3 {3rd} other {{ruleYears}th}} year after the death{skipped2020, select, yes { (2020 does not count)} other {}}. No yearly minimum is due before then. */
export declare function whyFiveYear(values: { finalYear: string | number; ruleYears: string | number; skipped2020: string | number }): string;
/** An estate takes yearly minimums over the owner's remaining life expectancy: Table I at the owner's age in {deathYear}, reduced by 1 each year after. */
export declare function whyOwnerLifeExpectancy(values: { deathYear: string | number }): string;
/** Final year: take the rest */
export declare function noteFinal(): string;
/** Waived by the IRS */
export declare function noteWaived(): string;
/** Year of death: none due */
export declare function noteDeathYear(): string;
/** No yearly minimum */
export declare function noteNone(): string;
/** Rule */
export declare function assumedRule(): string;
/** Required beginning date */
export declare function assumedRbd(): string;
/** Divisor for {year} */
export declare function assumedDivisor(values: { year: string | number }): string;
/** Table I row */
export declare function assumedTableRow(): string;
/** Missed yearly RMDs waived */
export declare function assumedWaived(): string;
/** Missed-RMD excise tax */
export declare function assumedExcise(): string;
/** Schedule growth */
export declare function assumedGrowth(): string;
/** None for a Roth IRA (owner treated as dying before it) */
export declare function rbdRothValue(): string;
/** {rbdDate} {rbdYear} (RMD age {startAge} for someone born in {ownerBirthYear}) */
export declare function rbdValue(values: { rbdDate: string | number; rbdYear: string | number; startAge: string | number; ownerBirthYear: string | number }): string;
/** {tableDivisor} ({table, select, uniform {Uniform Lifetime Table} other {Table I (Single Life Expectancy)}}) */
export declare function divisorValue(values: { tableDivisor: string | number; table: string | number }): string;
/** age {age} in {year} → {lifeExpectancy} */
export declare function tableRowValue(values: { age: string | number; year: string | number; lifeExpectancy: string | number }): string;
/** {waivedYears} ({ruleYears}-year rule, owner died on or after the required beginning date; {notices}) */
export declare function waivedValue(values: { waivedYears: string | number; ruleYears: string | number; notices: string | number }): string;
/** {penaltyRate} %{correctedPenaltyRate, select, none {} other {, {correctedPenaltyRate} % if corrected by the end of {correctByYear} at the latest (Form {formNumber})}} */
export declare function exciseValue(values: { penaltyRate: string | number; correctedPenaltyRate: string | number; correctByYear: string | number; formNumber: string | number }): string;
/** {growthRate} % a year after each withdrawal (illustration) */
export declare function growthValue(values: { growthRate: string | number }): string;
/** RMD = balance on 31 December of last year ÷ divisor */
export declare function formulaRmd(): string;
/** Divisor = owner's remaining life expectancy = Table I at the owner's age in the year of death, minus 1 for each later year */
export declare function formulaDivisorOwner(): string;
/** Divisor = Uniform Lifetime Table at your age each year, from your own RMD age */
export declare function formulaDivisorOwn(): string;
/** Divisor = {own} */
export declare function formulaDivisor(values: { own: string | number }): string;
/** Divisor = the longer of {own} and the owner's remaining life expectancy = Table I at the owner's age in the year of death, minus 1 for each later year */
export declare function formulaDivisorLonger(values: { own: string | number }): string;
/** Table I at your age each year (looked up again every year) */
export declare function ownRecalculated(): string;
/** Table I at your age in the year after death, minus 1 for each later year */
export declare function ownFixed(): string;
/** In the final year: take the whole balance */
export declare function formulaFinalYear(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly rule: typeof assumedRule; readonly rbd: typeof assumedRbd; readonly divisor: typeof assumedDivisor; readonly tableRow: typeof assumedTableRow; readonly waived: typeof assumedWaived; readonly excise: typeof assumedExcise; readonly growth: typeof assumedGrowth };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly rmd: typeof formulaRmd; readonly divisorOwner: typeof formulaDivisorOwner; readonly divisorOwn: typeof formulaDivisorOwn; readonly divisor: typeof formulaDivisor; readonly divisorLonger: typeof formulaDivisorLonger; readonly finalYear: typeof formulaFinalYear };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const whyById: { readonly column: typeof whyColumn; readonly youAre: typeof whyYouAre; readonly preSecure: typeof whyPreSecure; readonly rothRbd: typeof whyRothRbd; readonly rbd: typeof whyRbd; readonly ownRoth: typeof whyOwnRoth; readonly ownTraditional: typeof whyOwnTraditional; readonly spouseBeneficiary: typeof whySpouseBeneficiary; readonly lifeExpectancy: typeof whyLifeExpectancy; readonly minorTurns: typeof whyMinorTurns; readonly tenYear: typeof whyTenYear; readonly tenYearWithYearly: typeof whyTenYearWithYearly; readonly fiveYear: typeof whyFiveYear; readonly ownerLifeExpectancy: typeof whyOwnerLifeExpectancy };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly rbdRoth: typeof rbdRothValue; readonly rbd: typeof rbdValue; readonly divisor: typeof divisorValue; readonly tableRow: typeof tableRowValue; readonly waived: typeof waivedValue; readonly excise: typeof exciseValue; readonly growth: typeof growthValue };

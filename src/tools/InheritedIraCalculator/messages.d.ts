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

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** You were born in {beneficiaryBirthYear}, the same year as the owner. */
export declare function bornSameYear(values: { beneficiaryBirthYear: string | number }): string;
/** You were born in {beneficiaryBirthYear}, {gap, plural, one {# year} other {# years}} {direction, select, after {after} other {before}} the owner ({ownerBirthYear}). */
export declare function bornApart(values: { beneficiaryBirthYear: string | number; gap: number; direction: string | number; ownerBirthYear: string | number }): string;
/** {born} Someone not more than {maxYounger} years younger than the owner, such as a brother or sister, can spread the withdrawals over their own life expectancy, so the results use that rule. To match, choose “{siblingAnswer}”. */
export declare function eligibleByAge(values: { born: string | number; maxYounger: string | number; siblingAnswer: string | number }): string;
/** {born} That is more than {maxYounger} years younger, so the rules for other people apply, and the results use them. Check both birth years, or choose another answer. */
export declare function moreThanTenYounger(values: { born: string | number; maxYounger: string | number }): string;
/** {born} Your birthdays decide: if yours falls on or before the owner’s in the calendar year, you are not more than {maxYounger} years younger and can spread the withdrawals over your life expectancy. Then choose “{siblingAnswer}”. */
export declare function birthdaysDecideAsOther(values: { born: string | number; maxYounger: string | number; siblingAnswer: string | number }): string;
/** {born} Your birthdays decide: if yours falls after the owner’s in the calendar year, you are more than {maxYounger} years younger and the rules for other people apply. Then choose “{otherAnswer}”. */
export declare function birthdaysDecideAsSibling(values: { born: string | number; maxYounger: string | number; otherAnswer: string | number }): string;
/** Born in {beneficiaryBirthYear}, you were {ageAtDeath} in {ownerDeathYear}, the year the owner died. A child counts as a minor only when under {majority} then, so the rules for other people apply, and the results use them. */
export declare function notMinorAtDeath(values: { beneficiaryBirthYear: string | number; ageAtDeath: string | number; ownerDeathYear: string | number; majority: string | number }): string;
/** The IRS waived the yearly minimums for {years} under the {ruleYears}-year rule ({count, plural, one {Notice} other {Notices}} {notices}): if you missed them, you owe no excise tax for them. */
export declare function waived(values: { years: string | number; ruleYears: string | number; count: number; notices: string | number }): string;
/** Yearly minimums were due for {years}. */
export declare function yearlyDue(values: { years: string | number }): string;
/** Yearly minimums were due for {years}, each by 31 December of its year. */
export declare function yearlyDueEach(values: { years: string | number }): string;
/** The whole account was due to be taken out by {date}. */
export declare function finalDue(values: { date: string | number }): string;
/** {due} If you missed one, take it now and file Form {formNumber} for the year it was missed. */
export declare function putRight(values: { due: string | number; formNumber: string | number }): string;
/** The excise tax is {excise} % of the amount missed, or {corrected} % if you take it by {date} at the latest (sooner if the IRS writes to you about it first). */
export declare function lowerExciseOne(values: { excise: string | number; corrected: string | number; date: string | number }): string;
/** The excise tax is {excise} % of the amount missed, or {corrected} % if you take it in time: at the latest by {deadlines} (sooner if the IRS writes to you about it first). */
export declare function lowerExciseMany(values: { excise: string | number; corrected: string | number; deadlines: string | number }): string;
/** {date} for {year} */
export declare function deadlineFor(values: { date: string | number; year: string | number }): string;
/** For {years} the excise tax was {excise} % of the amount missed. */
export declare function flatExcise(values: { years: string | number; excise: string | number }): string;
/** On the same form you can ask the IRS to waive the tax if the shortfall came from a reasonable mistake that you are putting right. */
export declare function reasonableMistake(): string;
/** A minimum you miss for {year} costs an excise tax of {excise} % of the shortfall. */
export declare function thisYearExcise(values: { year: string | number; excise: string | number }): string;
/** A minimum you miss for {year} costs an excise tax of {excise} % of the shortfall, or {corrected} % if you take it by {date} at the latest. */
export declare function thisYearExciseLower(values: { year: string | number; excise: string | number; corrected: string | number; date: string | number }): string;
/** 31 December {year} */
export declare function yearEnd(values: { year: string | number }): string;
/** {from} to {to} */
export declare function yearRange(values: { from: string | number; to: string | number }): string;
/** {head} and {last} */
export declare function listLast(values: { head: string | number; last: string | number }): string;

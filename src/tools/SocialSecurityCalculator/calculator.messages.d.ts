// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Plan for */
export declare function setPlanFor(): string;
/** Your Social Security */
export declare function setYourSocialSecurity(): string;
/** You */
export declare function setYou(): string;
/** Your spouse */
export declare function setYourSpouse(): string;
/** Assumptions */
export declare function setAssumptions(): string;
/** If one of us dies */
export declare function setIfOneDies(): string;
/** SSA period life table {year}: {sex, select, female {a woman of {age}} male {a man of {age}} other {someone of {age} (the average of men and women)}} lives on average to {deathAge}. Change it to test a shorter or longer life. */
export declare function lifeTableHint(values: { year: string | number; sex: string | number; age: string | number; deathAge: string | number }): string;
/** {years} years */
export declare function ageYears(values: { years: string | number }): string;
/** {years} years and {months, plural, one {# month} other {# months}} */
export declare function ageYearsMonths(values: { years: string | number; months: number }): string;
/** {years} */
export declare function fraAge(values: { years: string | number }): string;
/** {years} and {months, plural, one {# month} other {# months}} */
export declare function fraAgeMonths(values: { years: string | number; months: number }): string;
/** No change */
export declare function noChange(): string;
/** Waiting from {from} to {to} would not pay off in total by age {horizon}. */
export declare function breakEvenNever(values: { from: string | number; to: string | number; horizon: string | number }): string;
/** Waiting from {from} to {to} pays off if you live past {age}. */
export declare function breakEvenAt(values: { from: string | number; to: string | number; age: string | number }): string;
/** your full retirement age ({fra}) */
export declare function fraWords(values: { fra: string | number }): string;
/** Your claiming choices as a couple */
export declare function coupleTitle(): string;
/** Claiming ages for you and your spouse compared month by month from 62 to 70, with spouse’s and survivor benefits. */
export declare function coupleSummary(): string;
/** Loading the couple comparison… */
export declare function loadingCouple(): string;
/** Work it out from your earnings record */
export declare function earningsRecordLink(): string;
/** Your claiming choices */
export declare function singleTitle(): string;
/** Your full retirement age is {fra}. Up to age {lifeExpectancy}, claiming at {age} adds up to the most: {amount}. */
export declare function summaryBest(values: { fra: string | number; lifeExpectancy: string | number; age: string | number; amount: string | number }): string;
/** Your full retirement age is {fra}. Up to age {lifeExpectancy} no benefits are received at any claiming age. */
export declare function summaryNone(values: { fra: string | number; lifeExpectancy: string | number }): string;
/** The birth year {year} is in the future: enter the year you were born. */
export declare function futureBirthYear(values: { year: string | number }): string;
/** You are past 70: benefits stop growing at 70, so claim now if you have not. */
export declare function past70(): string;
/** Claiming ages before {age} are past, so they are left out. */
export declare function pastAges(values: { age: string | number }): string;
/** Your full retirement age */
export declare function fraCardLabel(): string;
/** At {fra} you receive your full {amount} a month. */
export declare function fraCardDescription(values: { fra: string | number; amount: string | number }): string;
/** Claiming early means smaller checks for more years; waiting means bigger checks for fewer years. Which adds up to more depends mostly on how long you live, which no one knows, and your health, other savings, work and a spouse’s benefits matter too. This tool does not recommend an age: it shows the trade-off. */
export declare function tradeOff(): string;
/** Your monthly benefit at each claiming age */
export declare function tableCaption(): string;
/** Claiming age */
export declare function colClaimingAge(): string;
/** Age {age} */
export declare function cellAge(values: { age: string | number }): string;
/** Change from full benefit */
export declare function colChange(): string;
/** Per month */
export declare function colPerMonth(): string;
/** Per year */
export declare function colPerYear(): string;
/** When waiting pays off */
export declare function breakEvenHeading(): string;
/** Totals below use your cost-of-living increase ({rate}% a year) as the rise in prices, so each later check is counted at what it buys in {year}. Monthly amounts are already at today’s level; break-even ages are worked out as before. */
export declare function todaysDollarsNote(values: { rate: string | number; year: string | number }): string;
/** Total benefits received by age {lifeExpectancy}{dollars} */
export declare function chartTitle(values: { lifeExpectancy: string | number; dollars: string | number }): string;
/** If you live to {lifeExpectancy}, claiming at {age} adds up to the most: {amount}{dollars}. */
export declare function chartSummaryBest(values: { lifeExpectancy: string | number; age: string | number; amount: string | number; dollars: string | number }): string;
/** Up to age {lifeExpectancy} no benefits are received at any claiming age. */
export declare function chartSummaryNone(values: { lifeExpectancy: string | number }): string;
/** Total received{dollars} */
export declare function seriesTotal(values: { dollars: string | number }): string;
/** Checks paid in later years */
export declare function laterChecks(): string;
/** Full retirement age */
export declare function aFra(): string;
/** SSA: full retirement age by year of birth */
export declare function aFraSource(): string;
/** Early reduction */
export declare function aEarly(): string;
/** 5/9 of 1 % a month for the first 36 months, 5/12 of 1 % for each month beyond */
export declare function aEarlyValue(): string;
/** SSA: Benefit reduction for early retirement */
export declare function aEarlySource(): string;
/** Delayed credits */
export declare function aDelayed(): string;
/** {perYear} % a year ({perMonth} % a month) up to 70 */
export declare function aDelayedValue(values: { perYear: string | number; perMonth: string | number }): string;
/** SSA: Delayed retirement credits */
export declare function aDelayedSource(): string;
/** Cost-of-living adjustment */
export declare function aCola(): string;
/** {rate} % a year from age 62 */
export declare function aColaValue(values: { rate: string | number }): string;
/** Lifetime totals */
export declare function aLifetime(): string;
/** payments up to age {age}; no discounting, taxes, earnings test or spousal benefits */
export declare function aLifetimeValue(values: { age: string | number }): string;
/** Early: benefit = PIA × (1 − 5/9 % × first 36 months early − 5/12 % × further months) */
export declare function fEarly(): string;
/** Delayed: benefit = PIA × (1 + credit per month × months after full retirement age, up to 70) */
export declare function fDelayed(): string;
/** Lifetime benefits = sum of monthly payments from claiming age to life expectancy */
export declare function fLifetime(): string;
/** Break-even age = first age at which the later claim’s running total reaches the earlier claim’s */
export declare function fBreakEven(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly aEarly: typeof aEarlyValue; readonly aDelayed: typeof aDelayedValue; readonly aCola: typeof aColaValue; readonly aLifetime: typeof aLifetimeValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** A calendar file of the dates still ahead, each with a reminder a month before. Past dates stay on this page only. It is made on this device; nothing is sent anywhere. */
export declare function calendarIntro(): string;
/** Calendar file “my-plan-dates.ics” made with {count, plural, one {# date} other {# dates}} still ahead, {figures, select, yes {including your figures} other {without your figures}}.{past, plural, =0 {} one { The # past date stays on this page only.} other { The # past dates stay on this page only.}} Open it to add the dates to your calendar. */
export declare function calendarMade(values: { count: number; figures: string | number; past: number }): string;
/** All these dates are past, so there is nothing to add to a calendar. */
export declare function allPast(): string;
/** Past */
export declare function past(): string;
/** The month you were born is not known here, so these dates are shown by the year they fall in. */
export declare function byYearIntro(): string;
/** For exact dates and a calendar file, you may add the month (optional). */
export declare function byYearCalendar(): string;
/** {person, select, spouse {The year your spouse turns {age}} other {The year you turn {age}}}: {years} */
export declare function yearTurns(values: { person: string | number; age: string | number; years: string | number }): string;
/** {person, select, spouse {The year your spouse reaches full retirement age, {age}} other {The year you reach full retirement age, {age}}}: {years} */
export declare function yearFra(values: { person: string | number; age: string | number; years: string | number }): string;
/** {person, select, spouse {The year your spouse’s required minimum distributions start, at {age}} other {The year your required minimum distributions start, at {age}}}: {years} */
export declare function yearRmd(values: { person: string | number; age: string | number; years: string | number }): string;
/** {first} or {second}, by the birth month */
export declare function yearsOr(values: { first: string | number; second: string | number }): string;
/** {years} and {months, plural, one {# month} other {# months}} */
export declare function ageWithMonths(values: { years: string | number; months: number }): string;
/** Catch-up contributions begin: from this year you may put extra into a 401(k) or IRA above the usual limit. */
export declare function catchUpMeaning(): string;
/** HSA catch-up begins: from this year you may add an extra amount each year to a health savings account. */
export declare function hsaCatchUpMeaning(): string;
/** The earliest Social Security retirement benefit. Claiming this early cuts it for life. */
export declare function ssEarliestMeaning(): string;
/** Medicare: your 7-month sign-up window is around your 65th birthday. Signing up late can mean a Part B penalty for life. */
export declare function medicareMeaning(): string;
/** Full retirement age: your full Social Security benefit, with no cut for claiming early. */
export declare function fraMeaning(): string;
/** Social Security stops growing at 70: there is nothing to gain by waiting longer. */
export declare function ssLatestMeaning(): string;
/** Required minimum distributions from traditional IRAs and 401(k)s start; the first is due by April 1 of the next year. */
export declare function rmdMeaning(): string;

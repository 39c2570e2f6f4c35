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
/** Your spouse: {title} */
export declare function spouseTitle(values: { title: string | number }): string;
/** Catch-up contributions begin (age {age}) */
export declare function catchUp50Title(values: { age: string | number }): string;
/** From the year you turn {age} you may put extra into a 401(k) or IRA above the usual limit. */
export declare function catchUp50Meaning(values: { age: string | number }): string;
/** HSA catch-up begins (age {age}) */
export declare function hsaCatchUp55Title(values: { age: string | number }): string;
/** From the year you turn {age} you may add an extra {amount} a year to a health savings account. */
export declare function hsaCatchUp55Meaning(values: { age: string | number; amount: string | number }): string;
/** Larger 401(k) catch-up (ages {first} to {last}) */
export declare function superCatchUpTitle(values: { first: string | number; last: string | number }): string;
/** In the years you turn 60, 61, 62 and 63 the 401(k) catch-up limit is higher than at other ages. */
export declare function superCatchUpMeaning(): string;
/** Earliest Social Security (age {age}) */
export declare function ssEarliestTitle(values: { age: string | number }): string;
/** The first month a retirement benefit can be paid. Claiming this early cuts it for life. */
export declare function ssEarliestDateMeaning(): string;
/** Medicare sign-up window opens */
export declare function iepTitle(): string;
/** Your 7-month initial enrolment period, around {month}, the month you turn 65. Signing up late can mean a Part B penalty for life. */
export declare function iepMeaning(values: { month: string | number }): string;
/** {month} {year} */
export declare function monthYear(values: { month: string | number; year: string | number }): string;
/** Last month to pay into an HSA if Medicare starts at 65 */
export declare function hsaStopTitle(): string;
/** Medicare would start on {date}. No HSA contributions are allowed once it does. If you sign up later, stop 6 months before, because Part A is backdated up to 6 months. */
export declare function hsaStopMeaning(values: { date: string | number }): string;
/** Full retirement age ({age}) */
export declare function fraTitle(values: { age: string | number }): string;
/** From this month your Social Security benefit is not cut for claiming early, and the earnings test ends. */
export declare function fraDateMeaning(): string;
/** Your benefit is already being paid. If you claimed before this month and still work, the earnings test ends now: work no longer holds back any of your benefit. */
export declare function fraPaidMeaning(): string;
/** Age {age}: delayed credits stop */
export declare function ss70Title(values: { age: string | number }): string;
/** Waiting past this month adds nothing to your Social Security benefit. Claim by now. */
export declare function ss70Meaning(): string;
/** First required minimum distribution year (age {age}) */
export declare function rmdYearTitle(values: { age: string | number }): string;
/** The year you must start taking money out of traditional IRAs and most workplace plans. */
export declare function rmdYearMeaning(): string;
/** Deadline for the first RMD */
export declare function rmdDeadlineTitle(): string;
/** The first RMD may wait until this day. The one for {year} is then due by 31 December too, so two fall in one tax year. */
export declare function rmdDeadlineMeaning(values: { year: string | number }): string;
/** Claiming age with the largest lifetime total in your figures ({age}) */
export declare function bestClaimTitle(values: { age: string | number }): string;
/** From the Social Security calculator with your saved inputs. Apply about 3 months before you want payments to start. */
export declare function bestClaimMeaning(): string;
/** Evergreen Social Security calculator; SSA "When to start receiving retirement benefits" */
export declare function bestClaimSource(): string;
/** If you keep paying into an HSA and claim Social Security at {age}: stop contributions */
export declare function hsaStopClaimTitle(values: { age: string | number }): string;
/** Claiming Social Security after 65 signs you up for Medicare Part A, backdated up to 6 months. Stop HSA contributions from this month to avoid a tax penalty. */
export declare function hsaStopClaimMeaning(): string;
/** Your Social Security claim in the best pair for the two of you (at {age}) */
export declare function coupleClaimYouTitle(values: { age: string | number }): string;
/** From the Social Security calculator’s couple comparison with your saved inputs. Apply about 3 months before you want payments to start. */
export declare function coupleClaimYouMeaning(): string;
/** Evergreen Social Security calculator (couple); SSA "When to start receiving retirement benefits" */
export declare function coupleClaimYouSource(): string;
/** Your spouse’s Social Security claim in that pair (at {age}) */
export declare function coupleClaimSpouseTitle(values: { age: string | number }): string;
/** From the same comparison. A spouse’s benefit never starts before the worker it is based on has filed. */
export declare function coupleClaimSpouseMeaning(): string;
/** Evergreen Social Security calculator (couple); SSA "Benefits for spouses" */
export declare function coupleClaimSpouseSource(): string;
/** {person, select, spouse {Your spouse’s Social Security benefit is being paid: {amount} a month, from this year’s letter. There is no claiming date ahead for your spouse.} other {Your Social Security benefit is being paid: {amount} a month, from this year’s letter. There is no claiming date ahead for you.}} */
export declare function benefitPaid(values: { person: string | number; amount: string | number }): string;
/**  Until {date}. */
export declare function eventUntil(values: { date: string | number }): string;
/** Source: {source}. */
export declare function eventSource(values: { source: string | number }): string;
/** From My plan on Evergreen. */
export declare function eventFrom(): string;
/** My plan (Evergreen) */
export declare function calendarName(): string;
/** In a month: {summary} */
export declare function reminder(values: { summary: string | number }): string;

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

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {level, select, high {High priority} medium {Medium priority} low {Low priority} other {{name} priority}} */
export declare function priority(values: { level: string | number; name: string | number }): string;
/** Normal priority */
export declare function normalPriority(): string;
/** {minutes, plural, one {About # minute} other {About # minutes}} */
export declare function aboutMinutes(values: { minutes: number }): string;
/** Due {date} */
export declare function due(values: { date: string | number }): string;
/** Done */
export declare function done(): string;
/** Filter the checklist */
export declare function filtersLabel(): string;
/** Show category */
export declare function showCategory(): string;
/** All categories */
export declare function allCategories(): string;
/** Show completed items */
export declare function showCompleted(): string;
/** {total, plural, one {Showing {shown} of # item} other {Showing {shown} of # items}} */
export declare function showing(values: { total: number; shown: string | number }): string;
/** No items match these filters. */
export declare function noneMatch(): string;
/** Checklist items */
export declare function itemsLabel(): string;
/** , */
export declare function listSeparator(): string;
/** Notes */
export declare function notes(): string;
/** for {title} */
export declare function notesFor(values: { title: string | number }): string;
/** (optional) */
export declare function optional(): string;

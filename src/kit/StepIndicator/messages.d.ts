// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Step {now} of {count} */
export declare function counter(values: { now: string | number; count: string | number }): string;
/** Steps */
export declare function label(): string;
/** ✓ */
export declare function done(): string;
/** {state, select, complete {Step {number}, completed} current {Step {number}, current step} other {Step {number}, not started}} */
export declare function step(values: { state: string | number; number: string | number }): string;
/** {state, select, complete {Step {number}: {title}, completed} current {Step {number}: {title}, current step} other {Step {number}: {title}, not started}} */
export declare function stepTitled(values: { state: string | number; number: string | number; title: string | number }): string;

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** {percent} percent read */
export declare function read(values: { percent: string | number }): string;
/** Step {step} of {total}, {percent} percent complete */
export declare function stepComplete(values: { step: string | number; total: string | number; percent: string | number }): string;
/** {percent} percent complete */
export declare function complete(values: { percent: string | number }): string;
/** Reading progress */
export declare function readingLabel(): string;
/** Progress */
export declare function label(): string;
/** {percent}% complete */
export declare function visible(values: { percent: string | number }): string;

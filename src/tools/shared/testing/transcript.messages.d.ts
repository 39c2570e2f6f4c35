// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** What a screen reader says: {title} */
export declare function heading(values: { title: string | number }): string;
/** Tool `{id}`, shown in the frame “{frame}”. Written by `npm run transcripts` from */
export declare function toolLine(values: { id: string | number; frame: string | number }): string;
/** `{file}` with the virtual screen reader (@guidepup/virtual-screen-reader) in jsdom. */
export declare function sourceLine(values: { file: string | number }): string;
/** Do not edit by hand: a change here is a change in what a screen-reader user hears. */
export declare function doNotEdit(): string;
/** Lines starting “polite:” are live announcements, heard without moving focus. */
export declare function liveLines(): string;
/** (nothing is said) */
export declare function nothingSaid(): string;
/** Reading from the heading to the end of the form */
export declare function readForm(): string;
/** Page `{path}` in its partial state (My details and three tools), from `{file}` with the virtual */
export declare function planPage(values: { path: string | number; file: string | number }): string;
/** screen reader (@guidepup/virtual-screen-reader) in jsdom. Do not edit by hand: `npm run transcripts` rewrites it. */
export declare function planReader(): string;
/** Reading the page from the top to the end */
export declare function planRead(): string;
/** Pressing “{button}” */
export declare function planClear(values: { button: string | number }): string;

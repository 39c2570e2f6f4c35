// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Disclaimer */
export declare function label(): string;
/** Important: */
export declare function lead(): string;
/** These results are educational estimates only, based on the figures you entered and the assumptions shown. They are not financial, tax, legal or insurance advice. Please consult a licensed professional before making decisions. */
export declare function text(): string;

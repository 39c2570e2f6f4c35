// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Close */
export declare function close(): string;
/** OK */
export declare function ok(): string;
/** Yes, continue */
export declare function confirm(): string;
/** Cancel */
export declare function cancel(): string;
/** Delete this designation? */
export declare function deleteDesignationTitle(): string;
/** Are you sure you want to delete this beneficiary designation? */
export declare function deleteDesignationMessage(): string;
/** Delete */
export declare function deleteDesignationConfirm(): string;

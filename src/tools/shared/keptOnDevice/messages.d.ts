// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Kept on this device only */
export declare function keptHere(): string;
/** Kept in this tab only, as you chose in {link} */
export declare function keptInTab(values: { link: string | number }): string;
/** My details */
export declare function myDetailsLink(): string;
/** · */
export declare function separator(): string;
/** Forget */
export declare function forget(): string;
/** Forget this tool’s figures? */
export declare function forgetToolTitle(): string;
/** This deletes what you typed in this tool from this device. Its saved scenarios stay. The tool starts again from its examples. */
export declare function forgetToolMessage(): string;
/** Forget everything on My plan? */
export declare function forgetPlanTitle(): string;
/** This deletes from this device what My plan is built from: every tool’s figures and saved scenarios, the beneficiary list, My details and My plan’s own choices. Bookmarks, saved checklists and saved calculations stay. */
export declare function forgetPlanMessage(): string;
/** Yes, forget */
export declare function forgetConfirm(): string;
/** Done: the figures this tool kept are deleted from this device. */
export declare function toolForgotten(): string;
/** Done: everything My plan was built from is deleted from this device. */
export declare function planForgotten(): string;

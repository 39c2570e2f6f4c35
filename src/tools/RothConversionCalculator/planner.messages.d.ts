// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Talk to a financial planner */
export declare function plannerTitle(): string;
/** Evergreen is a free educational site: we have no advisers and cannot book a consultation. */
export declare function plannerDescription(): string;
/** For personal advice, look for a fee-only fiduciary financial planner: one paid only by you, who must act in your interest. The National Association of Personal Financial Advisors (napfa.org) and the CFP Board (letsmakeaplan.org) list planners near you. You can check any adviser’s record at adviserinfo.sec.gov. */
export declare function plannerAdvice(): string;
/** Take this page’s results with you: “Download a summary” saves them as a file you can read and print. */
export declare function plannerTakeAway(): string;

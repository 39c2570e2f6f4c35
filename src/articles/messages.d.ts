// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Calculator */
export declare function typeCalculator(): string;
/** Interactive tool */
export declare function typeTool(): string;
/** Checklist */
export declare function typeChecklist(): string;
/** Strategy Guide */
export declare function typeGuide(): string;
/** Article */
export declare function typeArticle(): string;
/** Beginner */
export declare function levelBeginner(): string;
/** Intermediate */
export declare function levelIntermediate(): string;
/** Advanced */
export declare function levelAdvanced(): string;
/** All Levels */
export declare function levelAll(): string;
/** Retirement Planning */
export declare function categoryRetirement(): string;
/** Tax Planning */
export declare function categoryTax(): string;
/** Insurance */
export declare function categoryInsurance(): string;
/** Healthcare & Medicare */
export declare function categoryHealth(): string;
/** Estate Planning */
export declare function categoryEstate(): string;
/** Home & Housing */
export declare function categoryHome(): string;
/** Social Security */
export declare function categorySocialSecurity(): string;
/** Featured */
export declare function featured(): string;
/** About this article */
export declare function aboutArticle(): string;
/** About this page */
export declare function aboutPage(): string;
/** {minutes} min read */
export declare function readingTime(values: { minutes: string | number }): string;
/** Published */
export declare function published(): string;
/** Readability score: {score} out of 100 */
export declare function readability(values: { score: string | number }): string;
/** Views: not counted (we do not track visitors) */
export declare function views(): string;
/** Topics */
export declare function topics(): string;
/** Home */
export declare function home(): string;
/** Our tools give estimates. A licensed professional can look at your whole situation. */
export declare function ctaText(): string;
/** Find a financial planner */
export declare function ctaSchedule(): string;
/** Want a second opinion on your taxes? */
export declare function ctaTaxHeading(): string;
/** Download Tax Guide */
export declare function ctaTaxDownload(): string;
/** Planning for long-term care? */
export declare function ctaLtcHeading(): string;
/** Download LTC Planning Guide */
export declare function ctaLtcDownload(): string;
/** Questions about your required withdrawals? */
export declare function ctaRmdHeading(): string;
/** Download RMD Guide */
export declare function ctaRmdDownload(): string;
/** Talk it through with a professional */
export declare function ctaWrapperHeading(): string;
/** Download This Guide */
export declare function ctaWrapperDownload(): string;
/** Related calculators */
export declare function relatedCalculators(): string;
/** Related resources */
export declare function relatedResources(): string;
/** Related articles */
export declare function relatedArticles(): string;
/** Was this page helpful? */
export declare function helpfulQuestion(): string;
/** Thank you. Your answer stays in this browser; we do not collect it. */
export declare function helpfulThanks(): string;
/** Yes */
export declare function yes(): string;
/** No */
export declare function no(): string;
/** Last reviewed */
export declare function lastReviewed(): string;
/** Reading progress */
export declare function readingProgress(): string;
/** Page actions */
export declare function actionsLabel(): string;
/** Bookmark */
export declare function bookmark(): string;
/** Bookmarked */
export declare function bookmarked(): string;
/** Share */
export declare function share(): string;
/** Print */
export declare function print(): string;
/** Download as JSON */
export declare function downloadJson(): string;
/** Link copied to clipboard! */
export declare function linkCopied(): string;
/** Copy this link to share the page: {url} */
export declare function copyLink(values: { url: string | number }): string;
/** Use the interactive calculator at {url} */
export declare function downloadCalculatorLine(values: { url: string | number }): string;
/** From {site} ({url}). Last reviewed {date}. Educational information, not advice. */
export declare function downloadFooter(values: { site: string | number; url: string | number; date: string | number }): string;

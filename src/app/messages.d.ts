// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Accessibility statement */
export declare function accessibilityLink(): string;
/** Loading… */
export declare function loadingPage(): string;
/** Loading the article… */
export declare function loadingArticle(): string;
/** The home page, with every guide and calculator */
export declare function notFoundHome(): string;
/** {title}: your figures */
export declare function toolFrameTitle(values: { title: string | number }): string;
/** Learn more */
export declare function learnMore(): string;
/** Site update */
export declare function updateLabel(): string;
/** A new version of Evergreen is ready. */
export declare function updateMessage(): string;
/** Reload */
export declare function updateReload(): string;
/** Later */
export declare function updateLater(): string;
/** Your browser isn't letting us save your information on this device, so it won't be kept after you close this page. We'll keep your information while this page is open. */
export declare function storageUnavailable(): string;
/** Your browser's storage for this site is full, so we couldn't save your latest changes on this device. We'll keep your information while this page is open. */
export declare function storageFull(): string;
/** {site}: retirement planning guides and calculators */
export declare function headHomeTitle(values: { site: string | number }): string;
/** My saved items | {site} */
export declare function headSavedTitle(values: { site: string | number }): string;
/** Calculations, checklists and tools you saved in this browser. */
export declare function headSavedDescription(): string;
/** Accessibility statement | {site} */
export declare function headAccessibilityTitle(values: { site: string | number }): string;
/** How accessible Evergreen is, what we know does not work well yet, how we test it and how to tell us about a problem. */
export declare function headAccessibilityDescription(): string;
/** My plan | {site} */
export declare function headMyPlanTitle(values: { site: string | number }): string;
/** Your results from the tools you used, the dates that matter to you, a calendar file and a printable plan. Kept only in this browser. */
export declare function headMyPlanDescription(): string;
/** Search | {site} */
export declare function headSearchTitle(values: { site: string | number }): string;
/** Search Evergreen’s guides, calculators and glossary on your own device, even offline. */
export declare function headSearchDescription(): string;
/** Glossary | {site} */
export declare function headGlossaryTitle(values: { site: string | number }): string;
/** Plain meanings of the retirement, tax, Medicare and estate words our guides and calculators use. */
export declare function headGlossaryDescription(): string;
/** {page} | {site} */
export declare function headPageTitle(values: { page: string | number; site: string | number }): string;
/** Page not found | {site} */
export declare function headNotFoundTitle(values: { site: string | number }): string;

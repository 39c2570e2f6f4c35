// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age */
export declare function ageLabel(): string;
/** Health plan coverage */
export declare function coverageLabel(): string;
/** Family coverage means your high-deductible plan covers at least one other person. */
export declare function coverageHint(): string;
/** Self-only coverage */
export declare function coverageSelf(): string;
/** Family coverage */
export declare function coverageFamily(): string;
/** Contribution limits for */
export declare function limitYearLabel(): string;
/** The IRS sets new limits each year. */
export declare function limitYearHint(): string;
/** HSA balance today */
export declare function currentHSALabel(): string;
/** Enter 0 if you are just starting. */
export declare function currentHSAHint(): string;
/** Yearly contribution */
export declare function contributionLabel(): string;
/** The most you may put in for {year} with {coverage, select, family {family} other {self-only}} coverage is {limit}. */
export declare function contributionHint(values: { year: string | number; coverage: string | number; limit: string | number }): string;
/** The most you may put in for {year} with {coverage, select, family {family} other {self-only}} coverage is {limit}, including the {catchUp} catch-up allowed from age {age}. */
export declare function contributionHintCatchUp(values: { year: string | number; coverage: string | number; limit: string | number; catchUp: string | number; age: string | number }): string;
/** Yearly healthcare expenses */
export declare function expensesLabel(): string;
/** What you spend on medical care in a typical year. */
export declare function expensesHint(): string;
/** Age you plan to retire */
export declare function retirementAgeLabel(): string;
/** Expected yearly return */
export declare function returnLabel(): string;
/** Money left in cash earns little; invested money has grown more over long periods, with ups and downs. */
export declare function returnHint(): string;
/** Tax bracket now */
export declare function currentBracketLabel(): string;
/** Tax bracket in retirement */
export declare function retirementBracketLabel(): string;
/** {rate}% */
export declare function bracketOption(values: { rate: string | number }): string;
/** You and your HSA */
export declare function fieldsetYou(): string;
/** Looking ahead */
export declare function fieldsetAhead(): string;
/** Analyze my HSA */
export declare function analyze(): string;
/** Your HSA strategy */
export declare function resultsTitle(): string;
/** Press Analyze to see your HSA strategy. */
export declare function emptyMessage(): string;
/** Your HSA could hold {balance} at retirement. Putting in {contribution} this year saves {savings} in tax. */
export declare function summary(values: { balance: string | number; contribution: string | number; savings: string | number }): string;
/** Projected HSA balance at retirement{dollars} */
export declare function balanceLabel(values: { dollars: string | number }): string;
/** If you put in {contribution} a year for {years, plural, one {# year} other {# years}} and it earns {rate}% a year. */
export declare function balanceDescription(values: { contribution: string | number; years: number; rate: string | number }): string;
/** Your contribution is above the {year} limit, so we used {limit}, the most you may put in. */
export declare function capped(values: { year: string | number; limit: string | number }): string;
/** Regular contribution */
export declare function regularLabel(): string;
/** Up to the {year} limit of {limit}. */
export declare function regularDescription(values: { year: string | number; limit: string | number }): string;
/** Catch-up contribution (age {age} or older) */
export declare function catchUpLabel(values: { age: string | number }): string;
/** Total contribution this year */
export declare function totalLabel(): string;
/** Tax savings this year */
export declare function savingsLabel(): string;
/** Your {bracket}% bracket times your contribution. */
export declare function savingsDescription(values: { bracket: string | number }): string;
/** Tax savings until retirement{dollars} */
export declare function lifetimeLabel(values: { dollars: string | number }): string;
/** This year's savings for each of the {years} years until retirement. */
export declare function lifetimeDescription(values: { years: string | number }): string;
/** Healthcare fund at retirement{dollars} */
export declare function fundLabel(values: { dollars: string | number }): string;
/** Tax-free for qualified medical costs: about {years} years of today's healthcare expenses. */
export declare function fundDescriptionYears(values: { years: string | number }): string;
/** Tax-free for qualified medical costs. */
export declare function fundDescription(): string;
/** How your HSA may grow{dollars} */
export declare function chartTitle(values: { dollars: string | number }): string;
/** Your HSA could hold {balance} at retirement{dollars}; the 5- to 20-year figures assume you keep putting in {contribution} every year. */
export declare function chartSummary(values: { balance: string | number; dollars: string | number; contribution: string | number }): string;
/** When */
export declare function chartWhen(): string;
/** In {years} years */
export declare function inYears(values: { years: string | number }): string;
/** At retirement ({years} years) */
export declare function atRetirement(values: { years: string | number }): string;
/** Projected balance{dollars} */
export declare function seriesBalance(values: { dollars: string | number }): string;
/** How people your age often invest an HSA */
export declare function allocationHeading(): string;
/** Educational ranges for age {age}, not advice for you. */
export declare function allocationNote(values: { age: string | number }): string;
/** Suggested mix for age {age} */
export declare function allocationCaption(values: { age: string | number }): string;
/** Stocks */
export declare function stocks(): string;
/** Bonds */
export declare function bonds(): string;
/** Cash */
export declare function cash(): string;
/** {min}–{max}% */
export declare function range(values: { min: string | number; max: string | number }): string;
/** Recommendations */
export declare function recommendationsTitle(): string;
/** The projected balances and the tax savings of later years */
export declare function todaysDollarsWhat(): string;
/** You can contribute up to {limit} for {year}; adding more lowers your taxes now. */
export declare function adviceBelowLimit(values: { limit: string | number; year: string | number }): string;
/** At {age} or older you may add a {amount} catch-up contribution. */
export declare function adviceCatchUp(values: { age: string | number; amount: string | number }): string;
/** Your HSA balance is zero: even small regular deposits start tax-free growth. */
export declare function adviceZeroBalance(): string;
/** Money left in cash earns little; consider investing the part you will not need soon. */
export declare function adviceLowReturn(): string;
/** If you can, pay current medical bills out of pocket and keep the receipts, so the HSA keeps growing; you can reimburse yourself later. */
export declare function advicePayOutOfPocket(): string;
/** You expect a higher tax bracket in retirement, so tax-free HSA withdrawals for medical costs will be worth even more then. */
export declare function adviceHigherBracketLater(): string;
/** Contribution limit */
export declare function assumedLimit(): string;
/** {year}: {limit} ({coverage, select, family {family} other {self-only}}) */
export declare function limitValue(values: { year: string | number; limit: string | number; coverage: string | number }): string;
/** Catch-up */
export declare function assumedCatchUp(): string;
/** {amount} from age {age} */
export declare function catchUpValue(values: { amount: string | number; age: string | number }): string;
/** Growth */
export declare function assumedGrowth(): string;
/** {rate} % a year, compounded monthly, with equal monthly deposits; results rounded to the dollar */
export declare function growthValue(values: { rate: string | number }): string;
/** Contributions */
export declare function assumedContributions(): string;
/** The same amount every year, for every projected year */
export declare function contributionsValue(): string;
/** Tax savings */
export declare function assumedTaxSavings(): string;
/** {bracket} % bracket × contribution; lifetime = that × years to retirement (no growth, no payroll tax) */
export declare function taxSavingsValue(values: { bracket: string | number }): string;
/** Allocation guidance */
export declare function assumedAllocation(): string;
/** Educational ranges by age, not advice */
export declare function allocationValue(): string;
/** Balance after m months = start × (1 + r)^m + deposit × ((1 + r)^m − 1) ÷ r, r = return ÷ 12 */
export declare function formulaBalance(): string;
/** Current-year tax savings = bracket × contribution */
export declare function formulaTaxSavings(): string;
/** Lifetime tax savings = current-year savings × years to retirement */
export declare function formulaLifetimeSavings(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const adviceById: { readonly belowLimit: typeof adviceBelowLimit; readonly catchUp: typeof adviceCatchUp; readonly zeroBalance: typeof adviceZeroBalance; readonly lowReturn: typeof adviceLowReturn; readonly payOutOfPocket: typeof advicePayOutOfPocket; readonly higherBracketLater: typeof adviceHigherBracketLater };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly limit: typeof assumedLimit; readonly catchUp: typeof assumedCatchUp; readonly growth: typeof assumedGrowth; readonly contributions: typeof assumedContributions; readonly taxSavings: typeof assumedTaxSavings; readonly allocation: typeof assumedAllocation };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly balance: typeof formulaBalance; readonly taxSavings: typeof formulaTaxSavings; readonly lifetimeSavings: typeof formulaLifetimeSavings };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly limit: typeof limitValue; readonly catchUp: typeof catchUpValue; readonly growth: typeof growthValue; readonly contributions: typeof contributionsValue; readonly taxSavings: typeof taxSavingsValue; readonly allocation: typeof allocationValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your current home */
export declare function currentHome(): string;
/** Your new home */
export declare function newHome(): string;
/** Moving and upkeep */
export declare function movingAndUpkeep(): string;
/** Expected sale price */
export declare function currentHomeValueLabel(): string;
/** Mortgage still owed */
export declare function currentMortgageBalanceLabel(): string;
/** Enter 0 if the home is paid off. */
export declare function currentMortgageBalanceHint(): string;
/** Monthly mortgage payment */
export declare function currentMortgagePaymentLabel(): string;
/** Principal and interest only. */
export declare function currentMortgagePaymentHint(): string;
/** Selling costs */
export declare function sellingCostLabel(): string;
/** Agent commission and closing costs; about 6 percent is common. */
export declare function sellingCostHint(): string;
/** Property tax rate (per year, share of value) */
export declare function currentPropertyTaxLabel(): string;
/** Home insurance (per year) */
export declare function currentInsuranceLabel(): string;
/** Utilities (per month) */
export declare function currentUtilitiesLabel(): string;
/** HOA dues (per month) */
export declare function currentHoaLabel(): string;
/** Enter 0 if none. */
export declare function noneHint(): string;
/** Price of the new home */
export declare function newHomePriceLabel(): string;
/** New monthly mortgage payment */
export declare function newMortgagePaymentLabel(): string;
/** Principal and interest. Enter 0 if you will buy outright. */
export declare function newMortgagePaymentHint(): string;
/** Buying costs */
export declare function buyingCostLabel(): string;
/** Closing costs on the purchase; about 2 percent is common. */
export declare function buyingCostHint(): string;
/** New property tax rate (per year, share of value) */
export declare function newPropertyTaxLabel(): string;
/** New home insurance (per year) */
export declare function newInsuranceLabel(): string;
/** New utilities (per month) */
export declare function newUtilitiesLabel(): string;
/** New HOA dues (per month) */
export declare function newHoaLabel(): string;
/** Moving costs */
export declare function movingCostsLabel(): string;
/** Maintenance (per year, share of home value) */
export declare function maintenanceLabel(): string;
/** About 1 percent a year is a common rule of thumb. */
export declare function maintenanceHint(): string;
/** Home value */
export declare function rowHomeValue(): string;
/** Mortgage payment */
export declare function rowMortgage(): string;
/** Property tax */
export declare function rowPropertyTax(): string;
/** Insurance */
export declare function rowInsurance(): string;
/** Utilities */
export declare function rowUtilities(): string;
/** Maintenance */
export declare function rowMaintenance(): string;
/** HOA dues */
export declare function rowHoa(): string;
/** Total monthly cost */
export declare function rowTotal(): string;
/** Item */
export declare function columnItem(): string;
/** Current home */
export declare function columnCurrent(): string;
/** New home */
export declare function columnNew(): string;
/** Difference */
export declare function columnDifference(): string;
/** Never at these figures */
export declare function breakEvenNever(): string;
/** Right away: the move frees cash */
export declare function breakEvenNow(): string;
/** {months, plural, one {# month} other {# months}} */
export declare function breakEvenMonths(values: { months: number }): string;
/** What downsizing could mean for you */
export declare function resultsTitle(): string;
/** {frees, select, yes {The move frees} other {You would need to add}} {cash}. Housing costs {saves, select, yes {fall} other {rise}} by {monthly} a month. */
export declare function summary(values: { frees: string | number; cash: string | number; saves: string | number; monthly: string | number }): string;
/** Before and after */
export declare function detailsTitle(): string;
/** Home value and monthly costs (difference = current home − new home) */
export declare function tableCaption(): string;
/** Cash freed by the move */
export declare function cashFreedLabel(): string;
/** Cash you would need to add */
export declare function cashNeededLabel(): string;
/** What is left from the sale after paying off the mortgage, buying the new home and moving. */
export declare function cashFreedDescription(): string;
/** The sale would not cover the mortgage payoff, the new home and the moving costs. */
export declare function cashNeededDescription(): string;
/** Monthly housing cost now */
export declare function monthlyNowLabel(): string;
/** Monthly housing cost after the move */
export declare function monthlyAfterLabel(): string;
/** Monthly savings */
export declare function savingsLabel(): string;
/** Extra cost each month */
export declare function extraCostLabel(): string;
/** {annual} a year. */
export declare function savingsDescription(values: { annual: string | number }): string;
/** The new home would cost more to run each month. */
export declare function extraCostDescription(): string;
/** Break-even */
export declare function breakEvenLabel(): string;
/** How long the monthly savings take to repay any cash you add. */
export declare function breakEvenDescription(): string;
/** Better off over 10 years */
export declare function betterOffLabel(): string;
/** Worse off over 10 years */
export declare function worseOffLabel(): string;
/** Cash freed plus ten years of monthly savings, with no price growth or inflation. */
export declare function tenYearDescription(): string;
/** Monthly costs: current home and new home */
export declare function chartTitle(): string;
/** Running costs would go from {before} to {after} a month. */
export declare function chartSummary(values: { before: string | number; after: string | number }): string;
/** Cost */
export declare function chartXLabel(): string;
/** Monthly housing cost saved */
export declare function scenarioSaved(): string;
/** Difference over 10 years */
export declare function scenarioTenYears(): string;
/** Selling costs */
export declare function assumedSellingCosts(): string;
/** {percent} % of the sale price (agent commission and closing) */
export declare function sellingCostsValue(values: { percent: string | number }): string;
/** Buying costs */
export declare function assumedBuyingCosts(): string;
/** {percent} % of the new price */
export declare function buyingCostsValue(values: { percent: string | number }): string;
/** Maintenance */
export declare function assumedMaintenance(): string;
/** {percent} % of home value a year */
export declare function maintenanceValue(values: { percent: string | number }): string;
/** Ten-year view */
export declare function assumedTenYearView(): string;
/** no price growth, inflation, investment return or capital gains tax */
export declare function tenYearViewValue(): string;
/** Cash freed = sale price − selling costs − mortgage payoff − new home price − buying costs − moving costs */
export declare function formulaCashFreed(): string;
/** Monthly cost = mortgage payment + value × property tax % / 12 + insurance / 12 + utilities + value × maintenance % / 12 + HOA */
export declare function formulaMonthlyCost(): string;
/** Monthly savings = current monthly cost − new monthly cost */
export declare function formulaMonthlySavings(): string;
/** Break-even months = −cash freed / monthly savings, rounded up (only when cash freed is negative) */
export declare function formulaBreakEven(): string;
/** Ten-year difference = cash freed + monthly savings × {months} */
export declare function formulaTenYear(values: { months: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly sellingCosts: typeof assumedSellingCosts; readonly buyingCosts: typeof assumedBuyingCosts; readonly maintenance: typeof assumedMaintenance; readonly tenYearView: typeof assumedTenYearView };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly cashFreed: typeof formulaCashFreed; readonly monthlyCost: typeof formulaMonthlyCost; readonly monthlySavings: typeof formulaMonthlySavings; readonly breakEven: typeof formulaBreakEven; readonly tenYear: typeof formulaTenYear };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const rowById: { readonly homeValue: typeof rowHomeValue; readonly mortgage: typeof rowMortgage; readonly propertyTax: typeof rowPropertyTax; readonly insurance: typeof rowInsurance; readonly utilities: typeof rowUtilities; readonly maintenance: typeof rowMaintenance; readonly hoa: typeof rowHoa; readonly total: typeof rowTotal };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly sellingCosts: typeof sellingCostsValue; readonly buyingCosts: typeof buyingCostsValue; readonly maintenance: typeof maintenanceValue; readonly tenYearView: typeof tenYearViewValue };

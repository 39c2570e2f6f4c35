// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Yearly income to replace */
export declare function annualIncomeLabel(): string;
/** The take-home or gross income your family would lose, per year. */
export declare function annualIncomeHint(): string;
/** Years of income needed */
export declare function yearsOfIncomeLabel(): string;
/** For example, until the youngest child is grown or your partner retires. */
export declare function yearsOfIncomeHint(): string;
/** Yearly rise in living costs */
export declare function incomeGrowthRateLabel(): string;
/** Inflation has averaged about 3 percent a year. */
export declare function incomeGrowthRateHint(): string;
/** Debts other than the mortgage */
export declare function totalDebtsLabel(): string;
/** Car loans, credit cards, personal loans. */
export declare function totalDebtsHint(): string;
/** Mortgage balance */
export declare function mortgageBalanceLabel(): string;
/** Enter 0 if the home is paid off. */
export declare function mortgageBalanceHint(): string;
/** Funeral and final expenses */
export declare function finalExpensesLabel(): string;
/** A typical funeral and estate costs come to about $15,000. */
export declare function finalExpensesHint(): string;
/** Education costs to fund */
export declare function educationCostsLabel(): string;
/** College or school costs you want covered for children or grandchildren. */
export declare function educationCostsHint(): string;
/** Existing life insurance */
export declare function existingCoverageLabel(): string;
/** Total death benefit of policies you hold, including cover through work. */
export declare function existingCoverageHint(): string;
/** Savings and investments your family could use */
export declare function liquidAssetsLabel(): string;
/** Extra life insurance to consider */
export declare function coverageNeededLabel(): string;
/** Total needs */
export declare function totalNeedsLabel(): string;
/** Resources already in place */
export declare function totalResourcesLabel(): string;
/** Income to replace */
export declare function fieldsetIncome(): string;
/** Debts and final expenses */
export declare function fieldsetDebts(): string;
/** Education */
export declare function fieldsetEducation(): string;
/** What you already have */
export declare function fieldsetHave(): string;
/** Your life insurance need */
export declare function resultsTitle(): string;
/** You need no extra life insurance: what you have covers the needs with {surplus} to spare. */
export declare function summarySurplus(values: { surplus: string | number }): string;
/** Extra life insurance to consider: {coverage}. Your family’s needs are {needs}, less {resources} you already have. */
export declare function summaryNeed(values: { coverage: string | number; needs: string | number; resources: string | number }): string;
/** What you already have covers the needs, with {surplus} to spare. */
export declare function cardSurplus(values: { surplus: string | number }): string;
/** Your family's needs of {needs}, less the {resources} you already have. */
export declare function cardNeed(values: { needs: string | number; resources: string | number }): string;
/** How the need adds up */
export declare function tableCaption(): string;
/** Item */
export declare function itemColumn(): string;
/** Amount */
export declare function amountColumn(): string;
/** Less: {item} */
export declare function lessRow(values: { item: string | number }): string;
/** What makes up the need */
export declare function chartTitle(): string;
/** Replacing income for {years, plural, one {# year} other {# years}} is {income} of the {needs} total; what you already have covers {resources}. */
export declare function chartSummary(values: { years: number; income: string | number; needs: string | number; resources: string | number }): string;
/** Part of the need */
export declare function chartAxis(): string;
/** About this method */
export declare function methodHeading(): string;
/** This is a needs analysis often called DIME: it adds up the Debts your family would have to pay, the Income they would lose, the Mortgage and Education costs, plus funeral costs. From that total it takes away the life insurance and savings you already have. What is left is the extra cover to consider. */
export declare function methodWhat(): string;
/** Income is grown each year by the rise in living costs but not reduced for interest the money could earn, so the figure leans to the cautious side. Survivor benefits from Social Security are not counted. */
export declare function methodLimits(): string;
/** Income replacement */
export declare function lineIncomeReplacement(): string;
/** Debts */
export declare function lineDebts(): string;
/** Mortgage */
export declare function lineMortgage(): string;
/** Final expenses */
export declare function lineFinalExpenses(): string;
/** Education */
export declare function lineEducation(): string;
/** Existing life insurance */
export declare function lineExistingCoverage(): string;
/** Savings and investments */
export declare function lineLiquidAssets(): string;
/** Income replaced */
export declare function assumedIncome(): string;
/** {years, plural, one {# year} other {# years}}, growing {rate} % a year; not discounted for investment returns */
export declare function incomeValue(values: { years: number; rate: string | number }): string;
/** Method */
export declare function assumedMethod(): string;
/** DIME needs analysis (Debt, Income, Mortgage, Education) */
export declare function methodValue(): string;
/** Not included */
export declare function assumedNotIncluded(): string;
/** Social Security survivor benefits, taxes on investment income, future savings */
export declare function notIncludedValue(): string;
/** Income replacement = Σ income × (1 + growth)^k for k = 0 … years − 1 */
export declare function formulaIncomeReplacement(): string;
/** Total needs = income replacement + debts + mortgage + final expenses + education */
export declare function formulaTotalNeeds(): string;
/** Coverage needed = total needs − existing coverage − liquid assets, at least 0 */
export declare function formulaCoverageNeeded(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly income: typeof assumedIncome; readonly method: typeof assumedMethod; readonly notIncluded: typeof assumedNotIncluded };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly incomeReplacement: typeof formulaIncomeReplacement; readonly totalNeeds: typeof formulaTotalNeeds; readonly coverageNeeded: typeof formulaCoverageNeeded };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly income: typeof incomeValue; readonly method: typeof methodValue; readonly notIncluded: typeof notIncludedValue };

// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Tax on conversion */
export declare function assumedTax(): string;
/** {taxYear} federal tax on your income with the conversion, less the tax without it ({rate} % of the amount converted), paid from other money */
export declare function taxFromIncomeValue(values: { taxYear: string | number; rate: string | number }): string;
/** {bracket} % of the amount converted (your current bracket), paid from other money */
export declare function taxFromBracketValue(values: { bracket: string | number }): string;
/** Tax in retirement */
export declare function assumedRetirementTax(): string;
/** {bracket} % on traditional withdrawals */
export declare function retirementTaxValue(values: { bracket: string | number }): string;
/** Growth */
export declare function assumedGrowth(): string;
/** {returnRate} % a year for {years, plural, one {# year} other {# years}}, compounded yearly */
export declare function growthValue(values: { returnRate: string | number; years: number }): string;
/** If you do not convert */
export declare function assumedNotConverting(): string;
/** The money that would have paid the tax stays invested and grows at the same return. In a taxable account, tax on its dividends and gains would slow it a little, which makes converting look slightly better than shown */
export declare function notConvertingValue(): string;
/** Medicare premiums */
export declare function assumedMedicare(): string;
/** Your {incomeYear} income sets your {premiumYear} premiums (IRMAA, two years later), on CMS's {tableYear} thresholds, the newest published; {people, select, couple {both spouses assumed on Medicare} other {one person}} */
export declare function medicareValue(values: { incomeYear: string | number; premiumYear: string | number; tableYear: string | number; people: string | number }): string;
/** Conversion amount */
export declare function assumedConversion(): string;
/** Reduced to your IRA balance ({iraBalance}) */
export declare function clampedValue(values: { iraBalance: string | number }): string;
/** Tax cost = tax on income with the conversion − tax on income without it */
export declare function formulaTaxCostFromIncome(): string;
/** Tax cost = conversion × current bracket */
export declare function formulaTaxCostFromBracket(): string;
/** Roth value = conversion × (1 + return)^years */
export declare function formulaRothValue(): string;
/** Traditional value = Roth value × (1 − retirement bracket) */
export declare function formulaTraditionalValue(): string;
/** Tax money kept = tax cost × (1 + return)^years */
export declare function formulaTaxMoneyKept(): string;
/** Net benefit = Roth value − traditional value − tax money kept */
export declare function formulaNetBenefit(): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly tax: typeof assumedTax; readonly retirementTax: typeof assumedRetirementTax; readonly growth: typeof assumedGrowth; readonly notConverting: typeof assumedNotConverting; readonly medicare: typeof assumedMedicare; readonly conversion: typeof assumedConversion };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly taxCostFromIncome: typeof formulaTaxCostFromIncome; readonly taxCostFromBracket: typeof formulaTaxCostFromBracket; readonly rothValue: typeof formulaRothValue; readonly traditionalValue: typeof formulaTraditionalValue; readonly taxMoneyKept: typeof formulaTaxMoneyKept; readonly netBenefit: typeof formulaNetBenefit };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly taxFromIncome: typeof taxFromIncomeValue; readonly taxFromBracket: typeof taxFromBracketValue; readonly retirementTax: typeof retirementTaxValue; readonly growth: typeof growthValue; readonly notConverting: typeof notConvertingValue; readonly medicare: typeof medicareValue; readonly clamped: typeof clampedValue };

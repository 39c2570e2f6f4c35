// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your home */
export declare function yourHome(): string;
/** You and the loan */
export declare function youAndTheLoan(): string;
/** Home value */
export declare function homeValueLabel(): string;
/** What the home would sell for today. */
export declare function homeValueHint(): string;
/** Mortgage still owed */
export declare function mortgageBalanceLabel(): string;
/** It must be paid off from the reverse mortgage. Enter 0 if none. */
export declare function mortgageBalanceHint(): string;
/** Age of the youngest borrower */
export declare function youngestAgeLabel(): string;
/** Every borrower must be at least {minAge}. */
export declare function youngestAgeHint(values: { minAge: string | number }): string;
/** Expected interest rate */
export declare function expectedRateLabel(): string;
/** The 10-year rate plus the lender's margin; lenders quote it. HUD's table covers {floor} % to {ceiling} %. */
export declare function expectedRateHint(values: { floor: string | number; ceiling: string | number }): string;
/** Other closing costs */
export declare function closingCostsLabel(): string;
/** Appraisal, title, recording and similar fees. */
export declare function closingCostsHint(): string;
/** Your reverse mortgage estimate */
export declare function resultsTitle(): string;
/** {note} Money available to you: {amount}. */
export declare function summary(values: { note: string | number; amount: string | number }): string;
/** No estimate */
export declare function badgeNoEstimate(): string;
/** Not eligible */
export declare function badgeNotEligible(): string;
/** Cash needed at closing */
export declare function badgeCashNeeded(): string;
/** Eligible */
export declare function badgeEligible(): string;
/** Money available to you */
export declare function availableLabel(): string;
/** What is left of the {principalLimit} you can borrow after costs and paying off your mortgage. */
export declare function availableDescription(values: { principalLimit: string | number }): string;
/** Principal limit (the most you can borrow) */
export declare function principalLimitLabel(): string;
/** {factor}% of {maxClaim}, the home value up to the {year} FHA limit of {fhaLimit}. */
export declare function principalLimitDescription(values: { factor: string | number; maxClaim: string | number; year: string | number; fhaLimit: string | number }): string;
/** Upfront mortgage insurance */
export declare function upfrontMipLabel(): string;
/** Lender origination fee */
export declare function originationLabel(): string;
/** Mortgage payoff */
export declare function payoffLabel(): string;
/** Money available after costs and payoff */
export declare function netLabel(): string;
/** Cash you would bring to closing */
export declare function cashToCloseLabel(): string;
/** Three ways to take the money */
export declare function threeWays(): string;
/** Lump sum in the first year */
export declare function lumpSumLabel(): string;
/** In the first year you can draw up to the first-year limit ({share} % of the principal limit, or your obligations + {extraShare} %); on an adjustable-rate HECM the rest becomes available after 12 months. */
export declare function lumpSumDescription(values: { share: string | number; extraShare: string | number }): string;
/** Monthly payment for life (tenure) */
export declare function tenureLabel(): string;
/** Equal monthly payments for as long as you live in the home, sized as if paid to age {endAge} at the expected rate plus {mipRate} % mortgage insurance. */
export declare function tenureDescription(values: { endAge: string | number; mipRate: string | number }): string;
/** Line of credit */
export declare function lineOfCreditLabel(): string;
/** The unused part of a HECM line of credit grows each month at the loan rate plus {mipRate} % mortgage insurance, so waiting increases what you can draw. */
export declare function lineOfCreditDescription(values: { mipRate: string | number }): string;
/** How an unused line of credit grows */
export declare function chartTitle(): string;
/** How an unused line of credit grows, in {year} dollars */
export declare function chartTitleInDollars(values: { year: string | number }): string;
/** Left unused, a line of credit of {amount} could grow to about {later} in 10 years. */
export declare function chartSummary(values: { amount: string | number; later: string | number }): string;
/** Left unused, a line of credit of {amount} could grow to about {later} in 10 years, in {year} dollars. */
export declare function chartSummaryInDollars(values: { amount: string | number; later: string | number; year: string | number }): string;
/** Years from now */
export declare function chartXLabel(): string;
/** Credit available */
export declare function chartSeries(): string;
/** The line of credit in later years */
export declare function todaysDollarsWhat(): string;
/** Not eligible: the youngest borrower must be at least {minAge} for a HECM. */
export declare function noteTooYoung(values: { minAge: string | number }): string;
/** No estimate: HUD's principal limit table stops at an expected rate of {ceiling} %, so no HECM can be sized at {expectedRate} %. */
export declare function noteRateAboveTable(values: { ceiling: string | number; expectedRate: string | number }): string;
/** A home value of {zero} gives no reverse mortgage: the loan is based on what the home would sell for. */
export declare function noteNoHomeValue(values: { zero: string | number }): string;
/** The mortgage and costs exceed what the HECM can lend: the borrower must bring about {cashToClose} in cash to closing. */
export declare function noteCashToClose(values: { cashToClose: string | number }): string;
/** Eligible by age. Estimates only; a HUD-approved counselor and lender quotes give the real figures. */
export declare function noteEligible(): string;
/** FHA HECM limit */
export declare function assumedFhaLimit(): string;
/** {fhaLimit} ({year}) */
export declare function fhaLimitValue(values: { fhaLimit: string | number; year: string | number }): string;
/** Principal limit factor */
export declare function assumedPlf(): string;
/** {factor}: HUD table row age {rowAge}, column {rateColumn} % */
export declare function plfValue(values: { factor: string | number; rowAge: string | number; rateColumn: string | number }): string;
/** {factor}: HUD table row age {rowAge}, column {rateColumn} % ({why}) */
export declare function plfValueWhy(values: { factor: string | number; rowAge: string | number; rateColumn: string | number; why: string | number }): string;
/** ages over {rowAge} use age {rowAge} */
export declare function plfAgeOverRow(values: { rowAge: string | number }): string;
/** rates under {floor} % use the lowest column */
export declare function plfRateFloor(values: { floor: string | number }): string;
/** {rate} % rounded down to the next 1/8 % */
export declare function plfRounded(values: { rate: string | number }): string;
/** none: {expectedRate} % is above the table's highest column ({ceiling} %) */
export declare function noPlfRate(values: { expectedRate: string | number; ceiling: string | number }): string;
/** none: HUD's table starts at age {minAge} */
export declare function noPlfAge(values: { minAge: string | number }): string;
/** {rate} % of the maximum claim amount */
export declare function upfrontMipValue(values: { rate: string | number }): string;
/** Annual mortgage insurance */
export declare function assumedAnnualMip(): string;
/** {rate} % of the balance a year */
export declare function annualMipValue(values: { rate: string | number }): string;
/** Origination fee */
export declare function assumedOrigination(): string;
/** {firstRate} % of the first {firstTier} + {aboveRate} % above; {min} to {max} */
export declare function originationValue(values: { firstRate: string | number; firstTier: string | number; aboveRate: string | number; min: string | number; max: string | number }): string;
/** First-year limit */
export declare function assumedFirstYearLimit(): string;
/** greater of {share} % of the principal limit or obligations + {extraShare} % */
export declare function firstYearLimitValue(values: { share: string | number; extraShare: string | number }): string;
/** Closing costs */
export declare function assumedClosingCosts(): string;
/** {closingCosts} (your figure) */
export declare function closingCostsValue(values: { closingCosts: string | number }): string;
/** Max claim = lesser of home value and the FHA limit */
export declare function formulaMaxClaim(): string;
/** Principal limit = PLF(age row, expected-rate column of HUD’s table) × max claim */
export declare function formulaPrincipalLimit(): string;
/** Net available = principal limit − upfront MIP − origination − closing costs − mortgage payoff */
export declare function formulaNetAvailable(): string;
/** Tenure payment = net × r / (1 − (1 + r)^−n), r = (expected rate + {mipRate} %) / 12, n = months to age {endAge} */
export declare function formulaTenure(values: { mipRate: string | number; endAge: string | number }): string;
/** Unused credit line grows monthly at (expected rate + {mipRate} %) / 12 */
export declare function formulaCreditGrowth(values: { mipRate: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const assumedById: { readonly fhaLimit: typeof assumedFhaLimit; readonly plf: typeof assumedPlf; readonly annualMip: typeof assumedAnnualMip; readonly origination: typeof assumedOrigination; readonly firstYearLimit: typeof assumedFirstYearLimit; readonly closingCosts: typeof assumedClosingCosts };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const formulaById: { readonly maxClaim: typeof formulaMaxClaim; readonly principalLimit: typeof formulaPrincipalLimit; readonly netAvailable: typeof formulaNetAvailable; readonly tenure: typeof formulaTenure; readonly creditGrowth: typeof formulaCreditGrowth };
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly noteNoHome: typeof noteNoHomeValue; readonly fhaLimit: typeof fhaLimitValue; readonly plf: typeof plfValue; readonly upfrontMip: typeof upfrontMipValue; readonly annualMip: typeof annualMipValue; readonly origination: typeof originationValue; readonly firstYearLimit: typeof firstYearLimitValue; readonly closingCosts: typeof closingCostsValue };

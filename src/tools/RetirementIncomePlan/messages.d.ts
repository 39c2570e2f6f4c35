// Written from the English catalog beside it by `npm run catalogs` (and by the build): do not edit.
// Each message is a function of its values; docs/CONVENTIONS.md, "Words and formats".
/** Your age at the end of this year */
export declare function ageLabel(): string;
/** Your spouse’s age at the end of this year */
export declare function spouseAgeLabel(): string;
/** Leave 0 if you are planning for yourself alone. */
export declare function spouseAgeHint(): string;
/** Savings in traditional IRAs and 401(k)s */
export declare function savingsLabel(): string;
/** Accounts you pay income tax on when you take money out. Roth and other savings are under More details. */
export declare function savingsHint(): string;
/** Spending a year, after tax */
export declare function spendingLabel(): string;
/** What you plan to spend each year in today’s dollars. Tax is worked out on top. */
export declare function spendingHint(): string;
/** Your Social Security a month at full retirement age */
export declare function socialSecurityLabel(): string;
/** The monthly amount on your Social Security statement at full retirement age. */
export declare function socialSecurityHint(): string;
/** Your spouse’s Social Security a month at full retirement age */
export declare function spouseSocialSecurityLabel(): string;
/** Age you claim Social Security */
export declare function claimAgeLabel(): string;
/** From 62 to 70. Claiming later gives a bigger check for life. */
export declare function claimAgeHint(): string;
/** Age your spouse claims Social Security */
export declare function spouseClaimAgeLabel(): string;
/** Roth savings */
export declare function rothLabel(): string;
/** Other investments (a brokerage account) */
export declare function taxableLabel(): string;
/** Share of those investments that is what you paid */
export declare function basisLabel(): string;
/** The rest is gain, taxed when sold. 100% if you are not sure. */
export declare function basisHint(): string;
/** Cash in the bank */
export declare function cashLabel(): string;
/** Your pension a month */
export declare function pensionLabel(): string;
/** Age your pension starts */
export declare function pensionStartAgeLabel(): string;
/** Does the pension rise with prices each year? */
export declare function pensionRaiseLabel(): string;
/** Share of the pension your spouse keeps if you die first */
export declare function pensionSurvivorLabel(): string;
/** A large amount in one year */
export declare function oneOffLabel(): string;
/** Money coming in, like a home sale, or going out, like a new roof. */
export declare function oneOffHint(): string;
/** None */
export declare function oneOffNone(): string;
/** Money coming in */
export declare function oneOffReceive(): string;
/** Money going out */
export declare function oneOffSpend(): string;
/** How much, in today’s dollars */
export declare function oneOffAmountLabel(): string;
/** Your age that year */
export declare function oneOffAgeLabel(): string;
/** Share of savings in stocks */
export declare function stockLabel(): string;
/** The rest is in 10-year US Treasury bonds. Rebalanced once a year. */
export declare function stockHint(): string;
/** Yearly fees on your investments */
export declare function feeLabel(): string;
/** Which savings to spend first */
export declare function orderLabel(): string;
/** Fill the low tax brackets first (usually least tax) */
export declare function orderFill(): string;
/** Investments and cash first, then traditional, then Roth */
export declare function orderTaxableFirst(): string;
/** Traditional first, then cash, investments, then Roth */
export declare function orderTraditionalFirst(): string;
/** Roth conversions */
export declare function conversionLabel(): string;
/** Moving money from traditional to Roth each year until required withdrawals start. */
export declare function conversionHint(): string;
/** None */
export declare function conversionNone(): string;
/** Up to the top of the 12% bracket */
export declare function conversionBracket12(): string;
/** Up to the top of the 22% bracket */
export declare function conversionBracket22(): string;
/** Up to the next Medicare surcharge (IRMAA) level */
export declare function conversionIrmaa(): string;
/** Markets to show in the chart and table */
export declare function marketLabel(): string;
/** The answer always tests every start year since {first}. */
export declare function marketHint(values: { first: string | number }): string;
/** Every historical start year */
export declare function marketHistory(): string;
/** 1,000 random market paths */
export declare function marketMonteCarlo(): string;
/** A steady return each year */
export declare function marketSteady(): string;
/** Random paths number (seed) */
export declare function seedLabel(): string;
/** The same number gives the same random paths, so a shared link shows the same answer. */
export declare function seedHint(): string;
/** Plan until age */
export declare function planningAgeLabel(): string;
/** The chance that {who, select, couple {at least one of you lives} other {you live}} to {planningAge} is about {chance}. */
export declare function planningAgeHint(values: { who: string | number; planningAge: string | number; chance: string | number }): string;
/** Yes */
export declare function yes(): string;
/** No */
export declare function no(): string;
/** The basics */
export declare function quickStart(): string;
/** More details */
export declare function moreDetails(): string;
/** Savings by kind, pensions, stocks, fees, conversions and markets. */
export declare function moreDetailsHint(): string;
/** Your savings */
export declare function yourSavings(): string;
/** Pensions and large amounts */
export declare function income(): string;
/** Investing and taxes */
export declare function investing(): string;
/** Markets and planning age */
export declare function markets(): string;
/** Will your money last? */
export declare function resultsTitle(): string;
/** Testing your plan against every market since {first}… */
export declare function working(values: { first: string | number }): string;
/** Still working out the rest of the answer… */
export declare function workingMore(): string;
/** Something went wrong while working out the plan. Change any figure to try again. */
export declare function failed(): string;
/** In {count} of {total, plural, one {# historical start year} other {# historical start years}}, your savings lasted until {who, select, couple {you were both {planningAge}} other {you were {planningAge}}}. */
export declare function historyAnswer(values: { count: string | number; total: number; who: string | number; planningAge: string | number }): string;
/** The worst start was {year}: savings would have run out when {who, select, couple {you were {ageA} and your spouse {ageB}} spouse {your spouse was {ageB}} other {you were {ageA}}}. */
export declare function worstRanOut(values: { year: string | number; who: string | number; ageA: string | number; ageB: string | number }): string;
/** Even the worst start, {year}, left {amount} in today’s dollars at the end. */
export declare function worstLasted(values: { year: string | number; amount: string | number }): string;
/** Spending up to {amount} a year lasted in every one. */
export declare function safeSpending(values: { amount: string | number }): string;
/** Even spending nothing, taxes and Medicare costs were not covered in every start year. */
export declare function safeSpendingNone(): string;
/** Working out the most you could spend… */
export declare function safeSpendingWorking(): string;
/** In {count} of {paths, plural, one {# random market path} other {# random market paths}}, your savings lasted until {who, select, couple {you were both {planningAge}} other {you were {planningAge}}}. */
export declare function monteCarloAnswer(values: { count: string | number; paths: number; who: string | number; planningAge: string | number }): string;
/** With a steady {returnPercent}% return and {inflationPercent}% inflation, {amount} in today’s dollars is left at the end. */
export declare function steadyLasted(values: { returnPercent: string | number; inflationPercent: string | number; amount: string | number }): string;
/** With a steady {returnPercent}% return and {inflationPercent}% inflation, your savings last {years, plural, one {# year} other {# years}}. */
export declare function steadyRanOut(values: { returnPercent: string | number; inflationPercent: string | number; years: number }): string;
/** The chance that {who, select, couple {at least one of you lives} other {you live}} to {planningAge} is about {chance}. */
export declare function longevity(values: { who: string | number; planningAge: string | number; chance: string | number }): string;
/** {history} {safe} */
export declare function summary(values: { history: string | number; safe: string | number }): string;
/** Lasted in every start year */
export declare function badgeLasted(): string;
/** Lasted in most start years */
export declare function badgeMostly(): string;
/** Ran out in many start years */
export declare function badgeShort(): string;
/** Historical start years that lasted */
export declare function historyCard(): string;
/** {count} of {total} */
export declare function countOfTotal(values: { count: string | number; total: string | number }): string;
/** Most you could spend that lasted in every start */
export declare function safeCard(): string;
/** A year, after tax, in today’s dollars. */
export declare function safeCardDescription(): string;
/** Random market paths that lasted */
export declare function monteCarloCard(): string;
/** We changed some figures to work out the plan */
export declare function errorsTitle(): string;
/** The plan-until age, {planningAge}, is below {who, select, b {your spouse’s age} other {your age}} of {age}, so the plan runs to {used}. */
export declare function errorPlanningAge(values: { planningAge: string | number; who: string | number; age: string | number; used: string | number }): string;
/** Social Security can be claimed from {min} to {max}, so the plan uses {used} for {who, select, b {your spouse} other {you}}. */
export declare function errorClaimAge(values: { min: string | number; max: string | number; used: string | number; who: string | number }): string;
/** An amount below zero was taken as 0. */
export declare function errorNegative(): string;
/** The age of death must be from {min} to {max}; the plan uses {used}. */
export declare function errorDeathAge(values: { min: string | number; max: string | number; used: string | number }): string;
/** A figure, {value}, is outside {min} to {max}, so the plan uses {used}. */
export declare function errorOutOfRange(values: { value: string | number; min: string | number; max: string | number; used: string | number }): string;
/** What would change the answer */
export declare function leversTitle(): string;
/** Each line changes one thing and tests every historical start year again. */
export declare function leversIntro(): string;
/** Testing the changes… */
export declare function leversWorking(): string;
/** {who, select, couple {Both of you claiming} spouse {Your spouse claiming} other {Claiming}} Social Security at 70 instead of {from}: {count} of {total} start years last */
export declare function leverClaimAt70(values: { who: string | number; from: string | number; count: string | number; total: string | number }): string;
/** Spending 10% less, {to} a year: {count} of {total} start years last */
export declare function leverSpendLess(values: { to: string | number; count: string | number; total: string | number }): string;
/** {to}% in stocks instead of {from}%: {count} of {total} start years last */
export declare function leverMoreStocks(values: { to: string | number; from: string | number; count: string | number; total: string | number }): string;
/** {to}% in stocks instead of {from}%: {count} of {total} start years last */
export declare function leverFewerStocks(values: { to: string | number; from: string | number; count: string | number; total: string | number }): string;
/** Converting to Roth up to the top of the {to}% bracket each year until required withdrawals: {count} of {total} start years last */
export declare function leverConvert(values: { to: string | number; count: string | number; total: string | number }): string;
/** {direction, select, more {{delta, plural, one {# more than now} other {# more than now}}} fewer {{delta, plural, one {# fewer than now} other {# fewer than now}}} other {the same as now}} */
export declare function leverChange(values: { direction: string | number; delta: number }): string;
/** Savings by age across every historical start */
export declare function chartTitleHistory(): string;
/** Savings by age across 1,000 random market paths */
export declare function chartTitleMonteCarlo(): string;
/** At {age}, the middle outcome leaves {p50}; in the worst tenth, {p10} or less; in the best tenth, {p90} or more ({dollars, select, today {today’s dollars} other {each year’s own dollars}}). */
export declare function chartSummary(values: { age: string | number; p50: string | number; p10: string | number; p90: string | number; dollars: string | number }): string;
/** Age */
export declare function chartAge(): string;
/** Poor markets (10th percentile) */
export declare function chartP10(): string;
/** Middle (50th percentile) */
export declare function chartP50(): string;
/** Good markets (90th percentile) */
export declare function chartP90(): string;
/** Year by year */
export declare function yearsTitle(): string;
/** Show the years of */
export declare function yearsPick(): string;
/** The worst start, {year} */
export declare function yearsWorst(values: { year: string | number }): string;
/** Starting in {year} */
export declare function yearsStart(values: { year: string | number }): string;
/** The middle random path */
export declare function yearsMedian(): string;
/** A steady return */
export declare function yearsSteady(): string;
/** Each year of the plan ({market}), {dollars, select, today {in today’s dollars} other {in each year’s own dollars}} */
export declare function yearsCaption(values: { market: string | number; dollars: string | number }): string;
/** Working out the years… */
export declare function yearsWorking(): string;
/** Year */
export declare function colYear(): string;
/** Ages */
export declare function colAges(): string;
/** Social Security */
export declare function colSocialSecurity(): string;
/** Pensions */
export declare function colPensions(): string;
/** Taken from savings */
export declare function colWithdrawals(): string;
/** Federal income tax */
export declare function colTax(): string;
/** Medicare surcharge (IRMAA) */
export declare function colIrmaa(): string;
/** Spending covered */
export declare function colSpending(): string;
/** Short by */
export declare function colShortfall(): string;
/** Savings at year end */
export declare function colSavings(): string;
/** {ageA} and {ageB} */
export declare function agesCell(values: { ageA: string | number; ageB: string | number }): string;
/** Each year: income (Social Security, pensions) + withdrawals = spending + federal income tax + any Medicare surcharge. */
export declare function howFormula1(): string;
/** Savings at year end = savings at the start − withdrawals + investment growth − fees. */
export declare function howFormula2(): string;
/** A start year lasts when every year until the planning age is fully covered. */
export declare function howFormula3(): string;
/** Market returns */
export declare function assumeReturns(): string;
/** US stocks (S&P 500 with dividends) and 10-year Treasury bonds, each year from {first} to {last} */
export declare function assumeReturnsValue(values: { first: string | number; last: string | number }): string;
/** Historical start years */
export declare function assumeStarts(): string;
/** Every year from {first} whose years until the planning age fit in the data */
export declare function assumeStartsValue(values: { first: string | number }): string;
/** Random market paths */
export declare function assumeMonteCarlo(): string;
/** 1,000 paths, each year drawn from the historical years; seed {seed} */
export declare function assumeMonteCarloValue(values: { seed: string | number }): string;
/** Steady market */
export declare function assumeSteady(): string;
/** {returnPercent}% a year before fees, {inflationPercent}% inflation */
export declare function assumeSteadyValue(values: { returnPercent: string | number; inflationPercent: string | number }): string;
/** Federal income tax */
export declare function assumeTax(): string;
/** {year} brackets and standard deduction, raised with prices after; joint while both are alive, single after */
export declare function assumeTaxValue(values: { year: string | number }): string;
/** Taxable Social Security */
export declare function assumeSocialSecurityTax(): string;
/** Up to 85%, by the IRS worksheet */
export declare function assumeSocialSecurityTaxValue(): string;
/** Capital gains */
export declare function assumeGains(): string;
/** Gains on investments sold, taxed at 0, 15 or 20% */
export declare function assumeGainsValue(): string;
/** Medicare surcharge (IRMAA) */
export declare function assumeIrmaa(): string;
/** {year} levels, on income of two years before */
export declare function assumeIrmaaValue(values: { year: string | number }): string;
/** Required withdrawals (RMDs) */
export declare function assumeRmd(): string;
/** From age {ageA}{who, select, couple { (your spouse: {ageB})} other {}}, by the IRS Uniform Lifetime Table */
export declare function assumeRmdValue(values: { ageA: string | number; who: string | number; ageB: string | number }): string;
/** If one of you dies */
export declare function assumeSurvivor(): string;
/** The survivor keeps the larger of the two Social Security checks */
export declare function assumeSurvivorValue(): string;
/** Chance of living to the planning age */
export declare function assumeLife(): string;
/** SSA period life table, {year} */
export declare function assumeLifeValue(values: { year: string | number }): string;
/** Birthdays */
export declare function assumeBirthday(): string;
/** Taken as January, since the form asks ages */
export declare function assumeBirthdayValue(): string;
/** Stocks and bonds */
export declare function assumeStocks(): string;
/** {stocks}% stocks, fees {fee}% a year */
export declare function assumeStocksValue(values: { stocks: string | number; fee: string | number }): string;
/** Sources */
export declare function sourcesTitle(): string;
/** Read more: Will your money last? */
export declare function articleLink(): string;
/** Plan a lifetime of income: will your money last? */
export declare function plannerLink(): string;
/** {line} ({change}). */
export declare function withChange(values: { line: string | number; change: string | number }): string;
/** Historical start years that lasted */
export declare function scenarioStartsLasted(): string;
/** Historical start years tested */
export declare function scenarioStartsTested(): string;
/** Years the worst start lasted */
export declare function scenarioWorstYears(): string;
/** If you die first, your age then */
export declare function deathAgeLabel(): string;
/** If your spouse dies first, their age then */
export declare function spouseDeathAgeLabel(): string;
/** Leave blank to plan for both of you living to the planning age. After the death, the survivor keeps the larger Social Security check, and from the next year pays tax as a single filer. */
export declare function deathAgeHint(): string;
/** Not entered (lives to the planning age) */
export declare function deathAgeBlank(): string;
/** If one of you dies first */
export declare function ifOneDies(): string;
/** The first death */
export declare function assumeDeath(): string;
/** {who, select, spouse {Your spouse dies} other {You die}} at {age}: a joint tax return that year, a single one from the next year; the survivor keeps the larger Social Security check */
export declare function assumeDeathValue(values: { who: string | number; age: string | number }): string;
/** Today’s dollars divide each year’s amounts by the rise in prices since {year} along the market shown: a historical start’s own inflation, or {inflationPercent}% a year in the steady market. */
export declare function todaysDollarsHint(values: { year: string | number; inflationPercent: string | number }): string;
/** Today’s dollars */
export declare function assumeTodaysDollars(): string;
/** Amounts of later years divided by the rise in prices since {year} along their market: a historical start’s own inflation, {inflationPercent}% a year in the steady market */
export declare function assumeTodaysDollarsValue(values: { year: string | number; inflationPercent: string | number }): string;
/** Starting in {year} (data to {last}) */
export declare function yearsStartPartial(values: { year: string | number; last: string | number }): string;
/** The data covers {replayed, plural, one {# year} other {# years}} of this start, {year} to {last}. {rest, plural, one {The other year follows} other {The other # years follow}} a steady {returnPercent}% return and {inflationPercent}% inflation, the plan’s steady market. Start years after {lastFull} are shown here only and are not counted in the answer. */
export declare function yearsPartialNote(values: { replayed: number; year: string | number; last: string | number; rest: number; returnPercent: string | number; inflationPercent: string | number; lastFull: string | number }): string;
/** Start years the data does not cover to the end */
export declare function assumePartial(): string;
/** Shown in the year-by-year table only: the data’s years to {last}, then a steady {returnPercent}% return and {inflationPercent}% inflation; not counted in the answer */
export declare function assumePartialValue(values: { last: string | number; returnPercent: string | number; inflationPercent: string | number }): string;
/** From what you saved in the Social Security tool */
export declare function fromSocialSecurityTool(): string;
/** From what you saved in the withdrawal planner */
export declare function fromPlannerTool(): string;
/** From what you saved in the RMD calculator */
export declare function fromRmdTool(): string;
/** Social Security you already get a month */
export declare function paidLabel(): string;
/** Social Security your spouse already gets a month */
export declare function spousePaidLabel(): string;
/** If benefits are already paid: the monthly amount in this year’s COLA letter, before Medicare is taken out. The plan then counts them as already paid and raises them with prices each year. Leave blank if not claimed yet. */
export declare function paidHint(): string;
/** Not entered (not claimed yet) */
export declare function paidBlank(): string;
/** Social Security already paid */
export declare function assumePaid(): string;
/** {whose, select, spouse {Your spouse gets} other {You get}} {amount} a month now, from the COLA letter: counted from January {year}, raised with prices each year after */
export declare function assumePaidValue(values: { whose: string | number; amount: string | number; year: string | number }): string;
/** Each message named after an id, by that id (scripts/i18n/catalogs.ts, MESSAGE_GROUPS). */
export declare const valueById: { readonly assumeReturns: typeof assumeReturnsValue; readonly assumeStarts: typeof assumeStartsValue; readonly assumeMonteCarlo: typeof assumeMonteCarloValue; readonly assumeSteady: typeof assumeSteadyValue; readonly assumeTax: typeof assumeTaxValue; readonly assumeSocialSecurityTax: typeof assumeSocialSecurityTaxValue; readonly assumeGains: typeof assumeGainsValue; readonly assumeIrmaa: typeof assumeIrmaaValue; readonly assumeRmd: typeof assumeRmdValue; readonly assumeSurvivor: typeof assumeSurvivorValue; readonly assumeLife: typeof assumeLifeValue; readonly assumeBirthday: typeof assumeBirthdayValue; readonly assumeStocks: typeof assumeStocksValue; readonly assumeDeath: typeof assumeDeathValue; readonly assumeTodaysDollars: typeof assumeTodaysDollarsValue; readonly assumePartial: typeof assumePartialValue; readonly assumePaid: typeof assumePaidValue };

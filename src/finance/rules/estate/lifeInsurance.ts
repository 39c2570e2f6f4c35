/** Life insurance needs calculator figures: the product's own educational model, 2026. */

/**
 * What the calculation takes for an input that is missing or unreadable, and what the form opens on (US$, years, %).
 * Source: the product's own educational model (DIME needs analysis), 2026.
 */
export const LI_FALLBACK_INPUTS = {
  annualIncome: 60000,
  yearsOfIncome: 10,
  incomeGrowthRate: 3,
  totalDebts: 10000,
  mortgageBalance: 150000,
  finalExpenses: 15000,
  educationCosts: 0,
  existingCoverage: 100000,
  liquidAssets: 50000,
} as const;
/** Typical funeral and final expenses, US$. Source: NFDA 2023 median funeral cost (~8,300–9,995) plus estate costs, rounded up. */
export const LI_TYPICAL_FINAL_EXPENSES = 15000;

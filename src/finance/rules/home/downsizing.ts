/**
 * What the downsizing calculation takes for an input that is missing or unreadable, and what its form opens on:
 * SPEC §9 leaves the figures unstated, so these are the product's own model, 2026.
 */
export const DS_FALLBACK_INPUTS = {
  currentHomeValue: 450000,
  currentMortgageBalance: 100000,
  currentMortgagePayment: 1200,
  sellingCostPercent: 6,
  newHomePrice: 300000,
  newMortgagePayment: 0,
  buyingCostPercent: 2,
  movingCosts: 5000,
  currentPropertyTaxRate: 1.1,
  newPropertyTaxRate: 1.1,
  currentInsurance: 1800,
  newInsurance: 1300,
  currentUtilities: 350,
  newUtilities: 250,
  maintenancePercent: 1,
  currentHoa: 0,
  newHoa: 0,
} as const;
/** Agent commission plus seller closing costs, about 6 % in the US. Source: the product's own estimate (NAR-era typical), 2026. */
export const DS_TYPICAL_SELLING_COST_PERCENT = 6;
/** Comparison horizon. Source: the product's own educational model, 2026. */
export const DS_COMPARISON_YEARS = 10;

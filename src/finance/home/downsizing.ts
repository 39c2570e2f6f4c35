import { readNumber, round2 } from '../core/num';
import { DS_COMPARISON_YEARS, DS_FALLBACK_INPUTS } from '../rules/home/downsizing';
import { DOWNSIZING_BOUNDS } from './downsizingBounds';

export interface DownsizingInput {
  /** Expected sale price of the current home. */
  currentHomeValue: number;
  currentMortgageBalance: number;
  /** Current monthly principal and interest. */
  currentMortgagePayment: number;
  sellingCostPercent: number;
  newHomePrice: number;
  /** Monthly principal and interest on the new home (0 when bought outright). */
  newMortgagePayment: number;
  buyingCostPercent: number;
  movingCosts: number;
  /** Property tax, percent of value a year. */
  currentPropertyTaxRate: number;
  newPropertyTaxRate: number;
  /** Home insurance, US$ a year. */
  currentInsurance: number;
  newInsurance: number;
  /** Utilities, US$ a month. */
  currentUtilities: number;
  newUtilities: number;
  /** Maintenance, percent of value a year (both homes). */
  maintenancePercent: number;
  /** HOA dues, US$ a month. */
  currentHoa: number;
  newHoa: number;
}

export interface MonthlyHousingCost {
  mortgage: number;
  propertyTax: number;
  insurance: number;
  utilities: number;
  maintenance: number;
  hoa: number;
  total: number;
}

/** A row of the before-and-after table, by what it counts (the tool names it). */
export type DownsizingRowId =
  'homeValue' | 'mortgage' | 'propertyTax' | 'insurance' | 'utilities' | 'maintenance' | 'hoa' | 'total';

/**
 * One line of "How this is calculated", as facts (which line, which figures), never the words: the tool words
 * them (src/tools/DownsizingCalculator/downsizingWords.ts). Percentages are as typed.
 */
export type DownsizingAssumption =
  | { id: 'sellingCosts'; percent: number }
  | { id: 'buyingCosts'; percent: number }
  | { id: 'maintenance'; percent: number; source: string }
  | { id: 'tenYearView'; years: number };

/** The formulas the result used, by name, in the order the tool lists them. */
export type DownsizingFormula =
  | { id: 'cashFreed' }
  | { id: 'monthlyCost' }
  | { id: 'monthlySavings' }
  | { id: 'breakEven' }
  | { id: 'tenYear'; months: number };

export interface DownsizingRow {
  id: DownsizingRowId;
  current: number;
  new: number;
  difference: number;
}

export interface DownsizingResult {
  assumptions: DownsizingAssumption[];
  formulas: DownsizingFormula[];
  saleProceeds: number;
  sellingCosts: number;
  mortgagePayoff: number;
  buyingCosts: number;
  movingCosts: number;
  /** May be negative: cash you would need to add. */
  cashFreed: number;
  monthlyBefore: MonthlyHousingCost;
  monthlyAfter: MonthlyHousingCost;
  /** Before − after; negative means the new home costs more each month. */
  monthlySavings: number;
  annualSavings: number;
  /** Months of savings to recover a negative cash freed; 0 if cash is freed; null if never recovered. */
  breakEvenMonths: number | null;
  /** cashFreed + monthly savings × 120 (no growth, no inflation). */
  tenYearDifference: number;
  comparison: DownsizingRow[];
}

export { DOWNSIZING_BOUNDS };

function monthlyCost(
  value: number,
  mortgage: number,
  taxRate: number,
  insurance: number,
  utilities: number,
  maintPct: number,
  hoa: number,
): MonthlyHousingCost {
  const c = {
    mortgage,
    propertyTax: (value * taxRate) / 100 / 12,
    insurance: insurance / 12,
    utilities,
    maintenance: (value * maintPct) / 100 / 12,
    hoa,
  };
  const total = c.mortgage + c.propertyTax + c.insurance + c.utilities + c.maintenance + c.hoa;
  return {
    mortgage: round2(c.mortgage),
    propertyTax: round2(c.propertyTax),
    insurance: round2(c.insurance),
    utilities: round2(c.utilities),
    maintenance: round2(c.maintenance),
    hoa: round2(c.hoa),
    total: round2(total),
  };
}

export function calculateDownsizing(input: Partial<Record<keyof DownsizingInput, unknown>> = {}): DownsizingResult {
  const d = DS_FALLBACK_INPUTS;
  const B = DOWNSIZING_BOUNDS;
  const money = (k: keyof DownsizingInput): number => readNumber(input[k], B.money.min, B.money.max, d[k]);
  const pct = (k: keyof DownsizingInput): number => readNumber(input[k], B.percent.min, B.percent.max, d[k]);
  const v = {
    currentHomeValue: money('currentHomeValue'),
    currentMortgageBalance: money('currentMortgageBalance'),
    currentMortgagePayment: money('currentMortgagePayment'),
    sellingCostPercent: pct('sellingCostPercent'),
    newHomePrice: money('newHomePrice'),
    newMortgagePayment: money('newMortgagePayment'),
    buyingCostPercent: pct('buyingCostPercent'),
    movingCosts: money('movingCosts'),
    currentPropertyTaxRate: pct('currentPropertyTaxRate'),
    newPropertyTaxRate: pct('newPropertyTaxRate'),
    currentInsurance: money('currentInsurance'),
    newInsurance: money('newInsurance'),
    currentUtilities: money('currentUtilities'),
    newUtilities: money('newUtilities'),
    maintenancePercent: pct('maintenancePercent'),
    currentHoa: money('currentHoa'),
    newHoa: money('newHoa'),
  };
  const sellingCosts = (v.currentHomeValue * v.sellingCostPercent) / 100;
  const buyingCosts = (v.newHomePrice * v.buyingCostPercent) / 100;
  const cashFreed =
    v.currentHomeValue - sellingCosts - v.currentMortgageBalance - v.newHomePrice - buyingCosts - v.movingCosts;
  const before = monthlyCost(
    v.currentHomeValue,
    v.currentMortgagePayment,
    v.currentPropertyTaxRate,
    v.currentInsurance,
    v.currentUtilities,
    v.maintenancePercent,
    v.currentHoa,
  );
  const after = monthlyCost(
    v.newHomePrice,
    v.newMortgagePayment,
    v.newPropertyTaxRate,
    v.newInsurance,
    v.newUtilities,
    v.maintenancePercent,
    v.newHoa,
  );
  const monthlySavings = before.total - after.total;
  const breakEvenMonths = cashFreed >= 0 ? 0 : monthlySavings > 0 ? Math.ceil(-cashFreed / monthlySavings) : null;
  const tenYearDifference = cashFreed + monthlySavings * 12 * DS_COMPARISON_YEARS;

  const row = (id: DownsizingRowId, current: number, next: number): DownsizingRow => ({
    id,
    current,
    new: next,
    difference: round2(current - next),
  });
  const comparison: DownsizingRow[] = [
    row('homeValue', round2(v.currentHomeValue), round2(v.newHomePrice)),
    row('mortgage', before.mortgage, after.mortgage),
    row('propertyTax', before.propertyTax, after.propertyTax),
    row('insurance', before.insurance, after.insurance),
    row('utilities', before.utilities, after.utilities),
    row('maintenance', before.maintenance, after.maintenance),
    row('hoa', before.hoa, after.hoa),
    row('total', before.total, after.total),
  ];
  const assumptions: DownsizingAssumption[] = [
    { id: 'sellingCosts', percent: v.sellingCostPercent },
    { id: 'buyingCosts', percent: v.buyingCostPercent },
    {
      id: 'maintenance',
      percent: v.maintenancePercent,
      source: 'Evergreen’s own educational model (a common 1 % rule of thumb)',
    },
    { id: 'tenYearView', years: DS_COMPARISON_YEARS },
  ];
  const formulas: DownsizingFormula[] = [
    { id: 'cashFreed' },
    { id: 'monthlyCost' },
    { id: 'monthlySavings' },
    { id: 'breakEven' },
    { id: 'tenYear', months: 12 * DS_COMPARISON_YEARS },
  ];
  return {
    saleProceeds: round2(v.currentHomeValue),
    sellingCosts: round2(sellingCosts),
    mortgagePayoff: round2(v.currentMortgageBalance),
    buyingCosts: round2(buyingCosts),
    movingCosts: round2(v.movingCosts),
    cashFreed: round2(cashFreed),
    monthlyBefore: before,
    monthlyAfter: after,
    monthlySavings: round2(monthlySavings),
    annualSavings: round2(monthlySavings * 12),
    breakEvenMonths,
    tenYearDifference: round2(tenYearDifference),
    comparison,
    assumptions,
    formulas,
  };
}

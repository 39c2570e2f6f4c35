/**
 * The downsizing engine's facts (src/finance/home/downsizing.ts: which row or line, which figures) in the
 * reader's language, from this folder's catalogs (src/i18n/phrase.ts).
 */
import { formatNumber } from '../../kit/format';
import type { DownsizingAssumption, DownsizingFormula, DownsizingRowId } from '../../finance/home/downsizing';
import type { FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS: FactFormats = { percent: (percent: number) => formatNumber(percent, 3) };

const ROWS = {
  homeValue: m.rowHomeValue,
  mortgage: m.rowMortgage,
  propertyTax: m.rowPropertyTax,
  insurance: m.rowInsurance,
  utilities: m.rowUtilities,
  maintenance: m.rowMaintenance,
  hoa: m.rowHoa,
  total: m.rowTotal,
};
const ASSUMPTION_LABELS = {
  sellingCosts: m.assumedSellingCosts,
  buyingCosts: m.assumedBuyingCosts,
  maintenance: m.assumedMaintenance,
  tenYearView: m.assumedTenYearView,
};
const ASSUMPTION_VALUES = {
  sellingCosts: m.sellingCostsValue,
  buyingCosts: m.buyingCostsValue,
  maintenance: m.maintenanceValue,
  tenYearView: m.tenYearViewValue,
};
const FORMULAS = {
  cashFreed: m.formulaCashFreed,
  monthlyCost: m.formulaMonthlyCost,
  monthlySavings: m.formulaMonthlySavings,
  breakEven: m.formulaBreakEven,
  tenYear: m.formulaTenYear,
};

/** A before-and-after row's name: "Property tax". */
export const rowWords = (id: DownsizingRowId): string => ROWS[id]();

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<DownsizingAssumption, DownsizingFormula>({
  labels: ASSUMPTION_LABELS,
  values: ASSUMPTION_VALUES,
  formulas: FORMULAS,
  formats: FORMATS,
});

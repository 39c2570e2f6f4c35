import { DOWNSIZING_BOUNDS as b } from '../../finance/home/downsizingBounds';
import type { DownsizingInput } from '../../finance/home/downsizing';
import { DS_FALLBACK_INPUTS } from '../../finance/rules/home/downsizing';
import { defineToolFields, fromAnswer, type FormDefaults } from '../shared/core/toolFields';
import * as m from './messages';

/**
 * The form's starting figures: SPEC §9 leaves downsizing figures unstated, so these are the product's own model, the
 * same the calculation takes for a missing input (DS_FALLBACK_INPUTS in rules/home/downsizing.ts, their one home).
 */
export const DEFAULTS: FormDefaults<DownsizingInput> = { ...DS_FALLBACK_INPUTS };
const money = { kind: 'money', min: b.money.min, max: b.money.max, decimals: 0 } as const;
const percent = {
  kind: 'number',
  min: b.percent.min,
  max: b.percent.max,
  step: b.percent.step,
  decimals: 1,
  unit: '%',
} as const;

/** The downsizing calculator's fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'currentHomeValue',
    label: m.currentHomeValueLabel,
    ...money,
    myDetails: fromAnswer('homeValue', 'home value'),
  },
  {
    id: 'currentMortgageBalance',
    label: m.currentMortgageBalanceLabel,
    ...money,
    hint: m.currentMortgageBalanceHint,
    myDetails: fromAnswer('mortgageBalance'),
  },
  { id: 'currentMortgagePayment', label: m.currentMortgagePaymentLabel, ...money, hint: m.currentMortgagePaymentHint },
  { id: 'sellingCostPercent', label: m.sellingCostLabel, ...percent, hint: m.sellingCostHint },
  { id: 'currentPropertyTaxRate', label: m.currentPropertyTaxLabel, ...percent },
  { id: 'currentInsurance', label: m.currentInsuranceLabel, ...money },
  { id: 'currentUtilities', label: m.currentUtilitiesLabel, ...money },
  { id: 'currentHoa', label: m.currentHoaLabel, ...money, hint: m.noneHint },
  { id: 'newHomePrice', label: m.newHomePriceLabel, ...money },
  { id: 'newMortgagePayment', label: m.newMortgagePaymentLabel, ...money, hint: m.newMortgagePaymentHint },
  { id: 'buyingCostPercent', label: m.buyingCostLabel, ...percent, hint: m.buyingCostHint },
  { id: 'newPropertyTaxRate', label: m.newPropertyTaxLabel, ...percent },
  { id: 'newInsurance', label: m.newInsuranceLabel, ...money },
  { id: 'newUtilities', label: m.newUtilitiesLabel, ...money },
  { id: 'newHoa', label: m.newHoaLabel, ...money, hint: m.noneHint },
  { id: 'movingCosts', label: m.movingCostsLabel, ...money },
  { id: 'maintenancePercent', label: m.maintenanceLabel, ...percent, hint: m.maintenanceHint },
]);

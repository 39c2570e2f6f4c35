import {
  MEDICARE_COST_BOUNDS as b,
  medicareFallback,
  type MedicareCostInput,
  type MedicarePlanType,
  type MedicareYearChoice,
} from '../../finance/health/medicareCost';
import { newestYear } from '../../finance/rules/core/years';
import {
  defineToolFields,
  type FormDefaults,
  type ToolOption,
  taxYearChoice,
  filingStatusChoice,
  moneyBetween,
} from '../shared/core/toolFields';
import * as m from './messages';
import type { FilingStatus } from '../../finance';

export const PLAN_WORDS: Record<MedicarePlanType, () => string> = {
  original: m.planOriginal,
  advantage: m.planAdvantage,
};
const YEAR_OPTIONS: ToolOption[] = b.year.options.map((y) => ({ value: String(y), label: String(y) }));
const PLAN_OPTIONS: ToolOption[] = b.planType.options.map((p) => ({ value: p, label: PLAN_WORDS[p] }));
const PEOPLE_OPTIONS: ToolOption[] = [
  { value: '1', label: m.peopleOne },
  { value: '2', label: m.peopleTwo },
];

/** Filing statuses as the Medicare tool words them: for IRMAA, separate filers who lived apart all year count as single. */
export const FILING_WORDS: Record<FilingStatus, () => string> = {
  single: m.filingSingle,
  marriedJoint: m.filingJoint,
  marriedSeparate: m.filingSeparate,
  headOfHousehold: m.filingHead,
};
const FILING_OPTIONS: ToolOption[] = b.filingStatuses.map((value) => ({ value, label: FILING_WORDS[value] }));

/** The year the form opens on: the newest the rules hold. */
const OPENING_YEAR = newestYear(b.year.options, 'medicare-cost') as MedicareYearChoice;

/**
 * The form opens on the newest year's CMS figures (RULES.md) and the product's own estimates: Original Medicare with
 * Medigap at 150 a month (a rough national figure for Plan G at 65), an Advantage plan at 0 (many plans charge
 * nothing), 1,500 a year out of pocket, one person, a single filer: the calculation's fallback inputs for that year
 * (medicareFallback in medicareCost.ts, from rules/health/medicare.ts, their one home). The MAGI box opens blank, "not
 * entered": the standard premium is assumed, and said to be, until the reader gives an income (0 included: a true $0 is
 * an answer; issue I6, item 2). A shared or saved year or filing status is read back as one of the offered ones
 * (toolSchema.ts).
 */
export const DEFAULTS: FormDefaults<MedicareCostInput> = { ...medicareFallback(OPENING_YEAR), magi: null };
const monthly = { kind: 'money', min: b.monthly.min, max: b.monthly.max, decimals: 2 } as const;
const annual = { kind: 'money', min: b.annual.min, max: b.annual.max, decimals: 0 } as const;

/**
 * The Medicare cost calculator's fields: the form and the scenario comparison read them. The
 * Part B and Part D hints quote the chosen year's CMS figures, so the form gives them.
 */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'year', label: m.yearLabel, ...taxYearChoice(YEAR_OPTIONS), hint: m.yearHint },
  { id: 'planType', label: m.planTypeLabel, kind: 'select', options: PLAN_OPTIONS },
  { id: 'people', label: m.peopleLabel, kind: 'select', options: PEOPLE_OPTIONS, hint: m.peopleHint },
  { id: 'filingStatus', label: m.filingStatusLabel, ...filingStatusChoice(FILING_OPTIONS), hint: m.filingStatusHint },
  {
    id: 'magi',
    label: m.magiLabel,
    ...moneyBetween(b.magi),
    decimals: 0,
    step: 1000,
    hint: m.magiHint,
    blank: m.notEntered,
  },
  { id: 'partBPremium', label: m.partBPremiumLabel, ...monthly },
  { id: 'partBDeductible', label: m.partBDeductibleLabel, ...annual },
  { id: 'partDPremium', label: m.partDPremiumLabel, ...monthly },
  { id: 'medigapPremium', label: m.medigapPremiumLabel, ...monthly, hint: m.medigapPremiumHint },
  { id: 'advantagePremium', label: m.advantagePremiumLabel, ...monthly, hint: m.advantagePremiumHint },
  { id: 'expectedOutOfPocket', label: m.outOfPocketLabel, ...annual, hint: m.outOfPocketHint },
]);

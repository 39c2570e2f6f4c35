import { CALENDAR_YEAR } from '../../kit/format';
import type { SelectOption } from '../../kit';
import {
  MEDICARE_COST_BOUNDS as b,
  medicareFallback,
  type MedicareCostInput,
  type MedicarePlanType,
  type MedicareYearChoice,
} from '../../finance/health/medicareCost';
import { newestYear } from '../../finance/rules/core/years';
import { defineToolFields, fromAnswer, type FormDefaults } from '../shared/core/toolFields';
import type { FilingStatus } from '../../finance';

export const PLAN_WORDS: Record<MedicarePlanType, string> = {
  original: 'Original Medicare with a Medigap plan',
  advantage: 'Medicare Advantage',
};
const YEAR_OPTIONS: SelectOption[] = b.year.options.map((y) => ({ value: String(y), label: String(y) }));
const PLAN_OPTIONS: SelectOption[] = b.planType.options.map((p) => ({ value: p, label: PLAN_WORDS[p] }));
const PEOPLE_OPTIONS: SelectOption[] = [
  { value: '1', label: 'Just me' },
  { value: '2', label: 'Two of us (a couple)' },
];

/** Filing statuses as the Medicare tool words them: for IRMAA, separate filers who lived apart all year count as single. */
export const FILING_WORDS: Record<FilingStatus, string> = {
  single: 'Single (or married filing separately, lived apart all year)',
  marriedJoint: 'Married filing jointly',
  marriedSeparate: 'Married filing separately, lived together',
  headOfHousehold: 'Head of household',
};
const FILING_OPTIONS: SelectOption[] = b.filingStatuses.map((value) => ({ value, label: FILING_WORDS[value] }));

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
  {
    id: 'year',
    label: 'Year',
    kind: 'select',
    options: YEAR_OPTIONS,
    hint: 'Changing the year puts that year’s CMS figures back into the Part B and Part D fields, replacing any you typed.',
    compare: { format: CALENDAR_YEAR },
  },
  { id: 'planType', label: 'Type of coverage', kind: 'select', options: PLAN_OPTIONS },
  {
    id: 'people',
    label: 'Who is covered',
    kind: 'select',
    options: PEOPLE_OPTIONS,
    hint: 'Each person pays their own premiums.',
  },
  {
    id: 'filingStatus',
    label: 'Filing status on that tax return',
    kind: 'select',
    options: FILING_OPTIONS,
    hint: 'Married couples filing jointly each pay the amount their joint income sets.',
    myDetails: fromAnswer('filingStatus'),
  },
  {
    id: 'magi',
    label: 'Your income two years ago (MAGI)',
    kind: 'money',
    min: b.magi.min,
    max: b.magi.max,
    decimals: 0,
    step: 1000,
    hint: 'Modified adjusted gross income: your adjusted gross income plus any tax-exempt interest, from the tax return of two years before.',
    blank: 'Not entered',
  },
  { id: 'partBPremium', label: 'Part B premium (per month)', ...monthly },
  { id: 'partBDeductible', label: 'Part B deductible (per year)', ...annual },
  { id: 'partDPremium', label: 'Part D drug plan premium (per month)', ...monthly },
  {
    id: 'medigapPremium',
    label: 'Medigap premium (per month)',
    ...monthly,
    hint: 'Our rough figure for Plan G at 65; prices vary by state, age and insurer.',
  },
  {
    id: 'advantagePremium',
    label: 'Medicare Advantage premium (per month)',
    ...monthly,
    hint: 'Many plans charge $0; drug coverage is usually included.',
  },
  {
    id: 'expectedOutOfPocket',
    label: 'Expected copays and coinsurance (per year)',
    ...annual,
    hint: 'What you expect to pay when you get care.',
  },
]);

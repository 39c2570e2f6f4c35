import { EARNINGS_PIA_BOUNDS as b } from '../../finance/socialSecurity/earningsPiaBounds';
import { FIRST_PAID_YEAR, NEWEST_PAID_YEAR } from '../../finance/socialSecurity/paidBenefitYear';
import { monthName } from '../../kit/format';
import { myPlanStore } from '../../storage/keys';
import type { MyDetails } from '../../storage';
import {
  defineToolFields,
  fromAnswer,
  type MyDetailsSource,
  type ToolOption,
  yearsBetween,
} from '../shared/core/toolFields';
import * as m from './messages';

/** The three ways to give the record (issue I3, item 2). */
export type Way = 'paste' | 'type' | 'letter';
export const WAY_OPTIONS: ToolOption[] = [
  { value: 'paste', label: m.wayPaste },
  { value: 'type', label: m.wayType },
  { value: 'letter', label: m.wayLetter },
];

export type Whose = 'mine' | 'spouse';
export const WHOSE_OPTIONS: ToolOption[] = [
  { value: 'mine', label: m.whoseMine },
  { value: 'spouse', label: m.whoseSpouse },
];

export type Future = 'none' | 'same-as-last';
export const FUTURE_OPTIONS: ToolOption[] = [
  { value: 'none', label: m.futureNone },
  { value: 'same-as-last', label: m.futureSame },
];

const MONTH_OPTIONS: ToolOption[] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: () => monthName(i + 1),
}));

/**
 * The birth month or day: My details holds only the year on main; My plan keeps the month and day
 * (a later My details may hold them itself, and is read first).
 */
function birthPart(key: 'birthMonth' | 'birthDay'): MyDetailsSource {
  return {
    from: ['birthYear'],
    how: key === 'birthMonth' ? 'the month of birth from My plan' : 'the day of birth from My plan',
    derive: (details: MyDetails) => {
      const own = (details as Record<string, unknown>)[key];
      return typeof own === 'number' ? own : myPlanStore.read()[key];
    },
  };
}

/**
 * The form opens on an example birth date (15 June 1963: eligible in 2025, the year of SSA's
 * maximum-earner example) and the engine's defaults: no earnings after the record (someone who has
 * stopped work), stop at 67 when the reader chooses to go on. `pia` is the benefit worked out, the
 * one figure the share link carries: never the earnings (issue I3, item 5).
 */
export const DEFAULTS = {
  way: 'paste' as Way,
  whose: 'mine' as Whose,
  birthYear: 1963,
  birthMonth: 6,
  birthDay: 15,
  future: 'none' as Future,
  stopWorkAge: 67,
  letterBenefit: 0,
  /** The year the letter's amount is paid in: the newest the site's COLAs reach (2026: the 2.8 % of December 2025). */
  letterYear: NEWEST_PAID_YEAR,
  pia: 0,
};

/** The earnings record tool's fields (the earnings themselves are not fields: they never reach a link). */
export const FIELDS = defineToolFields(DEFAULTS, [
  { id: 'way', label: m.wayLabel, kind: 'select', options: WAY_OPTIONS },
  { id: 'whose', label: m.whoseLabel, kind: 'select', options: WHOSE_OPTIONS, hint: m.whoseHint },
  {
    id: 'birthYear',
    label: m.birthYearLabel,
    kind: 'number',
    grouping: false,
    min: 1917,
    max: 2010,
    myDetails: fromAnswer('birthYear'),
  },
  {
    id: 'birthMonth',
    label: m.birthMonthLabel,
    kind: 'select',
    options: MONTH_OPTIONS,
    myDetails: birthPart('birthMonth'),
  },
  {
    id: 'birthDay',
    label: m.birthDayLabel,
    kind: 'number',
    min: 1,
    max: 31,
    hint: m.birthDayHint,
    myDetails: birthPart('birthDay'),
  },
  { id: 'future', label: m.futureLabel, kind: 'select', options: FUTURE_OPTIONS },
  { id: 'stopWorkAge', label: m.stopWorkAgeLabel, ...yearsBetween(b.stopWorkAge) },
  { id: 'letterBenefit', label: m.letterLabel, kind: 'money', min: 0, max: 10_000, hint: m.letterHint },
  {
    id: 'letterYear',
    label: m.letterYearLabel,
    kind: 'number',
    grouping: false,
    min: FIRST_PAID_YEAR,
    max: NEWEST_PAID_YEAR + 1,
    hint: () => m.letterYearHint({ december: NEWEST_PAID_YEAR - 1, year: NEWEST_PAID_YEAR }),
  },
  // Not shown as a box: the tool sets it from the record, so a link or a saved scenario keeps the benefit.
  { id: 'pia', label: m.benefitRow, kind: 'money', min: 0, max: 10_000 },
]);

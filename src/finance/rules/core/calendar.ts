/**
 * The rules calendar: which years each yearly rule set holds, with the official source for each
 * year, and what is known about the next year. The years a tool offers are in its definition
 * (`years` in src/tools/<Tool>/tool.ts, from the lists beside the tables it reads, such as
 * toolYears.ts), so adding a year to a rule set is the only edit a tool needs;
 * src/tools/toolYears.node.test.ts fails when a tool's list or default disagrees with these rule sets.
 * The yearly procedure is in docs/updating-rules.md.
 */
import {
  ADDITIONAL_65,
  BRACKET_SOURCES,
  LTCG_BANDS,
  LTCG_SOURCES,
  SENIOR_DEDUCTION,
  STANDARD_DEDUCTION,
  TAX_YEARS,
} from '../tax/taxYears.ts';
import { HSA_LIMITS, HSA_LIMIT_YEARS } from '../health/hsaLimits.ts';
import { MEDICARE_SOURCES, MEDICARE_YEARS } from '../health/medicare.ts';
import { IRMAA_SOURCES, IRMAA_YEARS } from '../health/irmaa.ts';
import { RMD_YEARS, RMD_YEAR_SOURCES } from '../tax/rmdTable.ts';
import { HECM_LIMIT_SOURCES, HECM_YEARS } from '../home/hecmLimits.ts';
import { ESTATE_GIFT, ESTATE_GIFT_YEARS } from '../estate/estateGift.ts';
import type { TaxYear } from '../../core/types.ts';
import { newestYear } from './years.ts';
import { BEND_POINTS_FIRST_YEAR, BEND_POINTS_NEWEST_YEAR } from '../socialSecurity/bendPoints.ts';
import { PIA_SERIES_SOURCES } from '../socialSecurity/piaFormula.ts';

export interface RuleSet {
  title: string;
  /** Years held, each with its official source. */
  sources: Readonly<Record<number, string>>;
  /** What we know of the next year's figures (never a figure from memory). */
  next: string;
}

const sourcesOf = <Y extends number>(years: readonly Y[], source: (year: Y) => string): Record<number, string> =>
  Object.fromEntries(years.map((year) => [year, source(year)]));
/** The years a yearly table actually holds (its keys), so the calendar cannot list a year without figures. */
const heldYears = (table: object): TaxYear[] => Object.keys(table).map(Number) as TaxYear[];

const PENDING_2027 = '2027: pending';

export const RULES_CALENDAR = {
  taxBrackets: {
    title: 'Federal income-tax brackets',
    sources: BRACKET_SOURCES,
    next: `${PENDING_2027}: the Rev. Proc. with the 2027 inflation adjustments was not found in the sources searched (2026-11-22).`,
  },
  standardDeduction: {
    title: 'Standard deduction',
    sources: sourcesOf(heldYears(STANDARD_DEDUCTION), (y) => BRACKET_SOURCES[y]),
    next: `${PENDING_2027}: same Rev. Proc. as the brackets.`,
  },
  additional65: {
    title: 'Additional standard deduction at 65+',
    sources: sourcesOf(heldYears(ADDITIONAL_65), (y) => BRACKET_SOURCES[y]),
    next: `${PENDING_2027}: same Rev. Proc. as the brackets.`,
  },
  seniorDeduction: {
    title: 'Senior deduction (2025–2028)',
    sources: sourcesOf(
      TAX_YEARS.filter((y) => y >= SENIOR_DEDUCTION.firstYear),
      () => SENIOR_DEDUCTION.source,
    ),
    next: `2027: fixed by statute (${SENIOR_DEDUCTION.source}, 6,000 a person for 2025–2028, not indexed); tools offer it only with a year whose brackets are held.`,
  },
  capitalGainBands: {
    title: 'Long-term capital gain bands (single and joint filers)',
    sources: sourcesOf(
      heldYears(LTCG_BANDS).filter((y) => LTCG_BANDS[y].single !== undefined),
      (y) => LTCG_SOURCES[y],
    ),
    next: `${PENDING_2027}: same Rev. Proc. as the brackets.`,
  },
  hsaLimits: {
    title: 'HSA contribution limits',
    sources: sourcesOf(HSA_LIMIT_YEARS, (y) => HSA_LIMITS[y].source),
    next: `${PENDING_2027}: Rev. Proc. 2026-24 sets the 2027 limits, but its figures were not in the sources searched (2026-11-22); add them once read in the Rev. Proc. itself.`,
  },
  medicare: {
    title: 'Medicare Part B premium and deductible, Part D base premium',
    sources: sourcesOf(MEDICARE_YEARS, (y) => MEDICARE_SOURCES[y]),
    next: `${PENDING_2027}: the CMS 2027 Parts A & B premiums and deductibles fact sheet was not found in the sources searched (2026-11-22).`,
  },
  irmaa: {
    title: 'Medicare income-related monthly adjustment amounts (IRMAA), Parts B and D',
    sources: sourcesOf(IRMAA_YEARS, (y) => IRMAA_SOURCES[y]),
    next: `${PENDING_2027}: the 2027 thresholds and amounts come in the same CMS fact sheet as the 2027 Part B premium, not found in the sources searched (2026-11-24). Until then a premium year after 2026 uses the 2026 table.`,
  },
  rmd: {
    title: 'RMD divisor table, start ages and excise rates',
    sources: sourcesOf(RMD_YEARS, (y) => RMD_YEAR_SOURCES[y]),
    next: `${PENDING_2027}: the Uniform Lifetime Table, start ages and excise rates are set by regulation and statute with no yearly document; add 2027 to RMD_YEARS when the tax year 2027 brackets are added.`,
  },
  hecmLimit: {
    title: 'FHA HECM maximum claim amount',
    sources: sourcesOf(HECM_YEARS, (y) => HECM_LIMIT_SOURCES[y]!),
    next: `${PENDING_2027}: HUD's Mortgagee Letter for the 2027 HECM limit was not found in the sources searched (2026-11-22).`,
  },
  estateGift: {
    title: 'Estate basic exclusion and annual gift exclusion',
    sources: sourcesOf(ESTATE_GIFT_YEARS, (y) => ESTATE_GIFT[y].source),
    next: `${PENDING_2027}: same Rev. Proc. as the brackets.`,
  },
  ssaWageSeries: {
    title:
      'Social Security wage index, bend points, taxable maximum and COLAs (the benefit worked out from an earnings record), by year of eligibility',
    sources: sourcesOf(
      Array.from(
        { length: BEND_POINTS_NEWEST_YEAR - BEND_POINTS_FIRST_YEAR + 1 },
        (_, i) => BEND_POINTS_FIRST_YEAR + i,
      ),
      () => PIA_SERIES_SOURCES.bendPoints,
    ),
    next: `${PENDING_2027}: SSA's October 2026 determinations (the 2025 wage index, the 2027 bend points and taxable maximum, the COLA for December 2026) are not in the project's reference data (shared/data, checked 2026-11); add them to src/finance/rules/data/ssa-*.csv and run node scripts/gen-ssa-series.mjs. Until then a worker turning 60 after 2024 is figured at 2024 wage levels.`,
  },
} as const satisfies Record<string, RuleSet>;

export type RuleSetId = keyof typeof RULES_CALENDAR;

/** The years a rule set holds, newest first. */
export function yearsOf(id: RuleSetId): number[] {
  return Object.keys(RULES_CALENDAR[id].sources)
    .map(Number)
    .sort((a, b) => b - a);
}

/** Years held by every one of the rule sets, newest first. */
export function yearsHeldByAll(ids: readonly RuleSetId[]): number[] {
  const [first, ...rest] = ids.map(yearsOf);
  return (first ?? []).filter((year) => rest.every((years) => years.includes(year)));
}

/** Only the years the tax tables hold (the tax tools' year type). */
export const asTaxYears = (years: number[]) =>
  years.filter((y): y is TaxYear => (TAX_YEARS as readonly number[]).includes(y));

export { newestYear };

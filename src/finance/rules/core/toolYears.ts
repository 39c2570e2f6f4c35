/**
 * The years the tax-year tools offer, newest first; the first is its default. A tool offers a year
 * only when every tax table it uses holds that year (calendar.test.ts checks each list against the
 * rules calendar). The other tools' years sit beside their own tables (RMD_TOOL_YEARS in
 * rmdTable.ts, HSA_TOOL_YEARS, MEDICARE_TOOL_YEARS, REVERSE_MORTGAGE_YEARS): the bundler keeps a
 * module whole, so a list here would bring the tax tables to a page that needs none (the RMD page
 * fetched the whole rules calendar, ≈ 3 KB, before it was idle).
 */
import { ADDITIONAL_65, BRACKET_SOURCES, LTCG_BANDS, STANDARD_DEDUCTION, TAX_YEARS } from '../tax/taxYears.ts';
import { newestFirst } from './years.ts';
import type { TaxYear } from '../../core/types.ts';

const keysOf = (table: object): number[] => Object.keys(table).map(Number);

/** The tax years every one of the tax tables holds, newest first. */
function taxYearsHeldBy(tables: readonly number[][]): TaxYear[] {
  return newestFirst(TAX_YEARS).filter((year) => tables.every((held) => held.includes(year)));
}
const taxTables = () => [keysOf(BRACKET_SOURCES), keysOf(STANDARD_DEDUCTION), keysOf(ADDITIONAL_65)];
/** Single filers' capital-gain bands: a year counts only when its single bands are held. */
const singleGainBandYears = () =>
  keysOf(LTCG_BANDS).filter((year) => LTCG_BANDS[year as TaxYear]?.single !== undefined);

export const TAX_IMPACT_YEARS = taxYearsHeldBy(taxTables());
export const WITHDRAWAL_CALCULATOR_YEARS = taxYearsHeldBy([...taxTables(), singleGainBandYears()]);
export const WITHDRAWAL_PLANNER_YEARS = taxYearsHeldBy(taxTables());
export { newestYear } from './years.ts';

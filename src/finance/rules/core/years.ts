/** Year-list helpers shared by the rule tables (each tool's years live beside the table it reads). */

/** A list of years, newest first. */
export const newestFirst = <Y extends number>(years: readonly Y[]): Y[] => [...years].sort((a, b) => b - a);

/** The first (newest) of a tool's years: a tool left with none fails loudly, never with a silent default. */
export function newestYear<Y extends number>(years: readonly Y[], tool: string): Y {
  const newest = years[0];
  if (newest === undefined) throw new Error(`The rules calendar holds no year for ${tool}`);
  return newest;
}

/** A table with one entry a year, each made from its year (`of`), for the listed years. */
export const byYear = <Y extends number, T>(years: readonly Y[], of: (year: Y) => T): Record<Y, T> =>
  Object.fromEntries(years.map((year) => [year, of(year)])) as Record<Y, T>;

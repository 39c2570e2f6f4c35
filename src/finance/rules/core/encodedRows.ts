/**
 * One row of a printed table as the scripts/gen-*.mjs generators store it, to keep the rules small:
 * the first value in three digits, then per column the drop from the column before as one character
 * ('0' + drop). `unitsPerOne` is how many stored units make one (1000 for thousandths, 10 for tenths).
 */
export function decodeDropRow(encoded: string, unitsPerOne: number): number[] {
  let units = Number(encoded.slice(0, 3));
  const row = [units / unitsPerOne];
  for (let i = 3; i < encoded.length; i++) {
    units -= encoded.charCodeAt(i) - 48;
    row.push(units / unitsPerOne);
  }
  return row;
}

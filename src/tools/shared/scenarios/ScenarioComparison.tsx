import * as m from './messages';
import type { ComparisonRow, ResultComparisonRow } from './scenarios';
import * as s from './ScenarioComparison.css';

export interface ScenarioComparisonProps {
  /** Names of the two sides, as column headings ("Now", "Retire at 67"). */
  aName: string;
  bName: string;
  inputRows: readonly ComparisonRow[];
  resultRows: readonly ResultComparisonRow[];
  /** Prefix for the captions' ids, when a page shows more than one comparison. */
  idPrefix?: string;
}

/**
 * Two scenarios side by side: an inputs table whose differing rows say "Differs", and a key
 * results table with the difference. Real tables with row and column headers, so a screen reader
 * announces "Retire at 67, Your age, 67"; they print as they are.
 */
export function ScenarioComparison({
  aName,
  bName,
  inputRows,
  resultRows,
  idPrefix = 'scenario-comparison',
}: ScenarioComparisonProps) {
  const changed = inputRows.filter((row) => row.differs).length;
  return (
    <div data-print="keep">
      <p>
        {changed === 0
          ? m.sameInputs({ a: aName, b: bName })
          : m.inputsDiffer({ changed, total: inputRows.length, a: aName, b: bName })}
      </p>
      <CompareTable
        id={`${idPrefix}-inputs`}
        caption={m.inputsCaption()}
        headers={[m.inputHeader(), aName, bName, m.sameOrDifferent()]}
        rows={inputRows.map((row) => ({ ...row, last: row.differs ? m.differs() : m.same() }))}
        lastIsNumber={false}
      />
      <CompareTable
        id={`${idPrefix}-results`}
        caption={m.resultsCaption()}
        headers={[m.resultHeader(), aName, bName, m.differenceHeader({ a: aName, b: bName })]}
        rows={resultRows.map((row) => ({ ...row, last: row.difference }))}
        lastIsNumber
      />
    </div>
  );
}

interface CompareTableRow {
  label: string;
  a: string;
  b: string;
  differs: boolean;
  /** The last column: "Same"/"Differs" for inputs, the difference for results. */
  last: string;
}

/** One of the two tables: a row per input or result, the two sides, and the last column. */
function CompareTable({
  id,
  caption,
  headers,
  rows,
  lastIsNumber,
}: {
  id: string;
  caption: string;
  headers: readonly string[];
  rows: readonly CompareTableRow[];
  lastIsNumber: boolean;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable)
    <div className={s.wrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={s.table}>
        <caption id={id} className={s.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header, column) => (
              // The two sides' names may be the same words, so the column's place is its key.
              <th key={column} scope="col" className={s.head}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              className={row.differs ? s.differs : undefined}
              data-state={row.differs ? 'differs' : 'same'}
            >
              <th scope="row" className={s.cell}>
                {row.label}
              </th>
              <td className={s.num}>{row.a}</td>
              <td className={s.num}>{row.b}</td>
              <td className={lastIsNumber ? s.num : s.cell}>{row.last}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

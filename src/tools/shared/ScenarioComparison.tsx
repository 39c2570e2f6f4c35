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
export function ScenarioComparison({ aName, bName, inputRows, resultRows, idPrefix = 'scenario-comparison' }: ScenarioComparisonProps) {
  const changed = inputRows.filter((row) => row.differs).length;
  return (
    <div data-print="keep">
      <p>
        {changed === 0
          ? `“${aName}” and “${bName}” have the same inputs.`
          : `${changed} of ${inputRows.length} inputs differ between “${aName}” and “${bName}”.`}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className={s.wrap} role="region" aria-labelledby={`${idPrefix}-inputs`} tabIndex={0}>
        <table className={s.table}>
          <caption id={`${idPrefix}-inputs`} className={s.caption}>
            Inputs compared
          </caption>
          <thead>
            <tr>
              <th scope="col" className={s.head}>Input</th>
              <th scope="col" className={s.head}>{aName}</th>
              <th scope="col" className={s.head}>{bName}</th>
              <th scope="col" className={s.head}>Same or different</th>
            </tr>
          </thead>
          <tbody>
            {inputRows.map((row) => (
              <tr key={row.label} className={row.differs ? s.differs : undefined} data-state={row.differs ? 'differs' : 'same'}>
                <th scope="row" className={s.cell}>{row.label}</th>
                <td className={s.num}>{row.a}</td>
                <td className={s.num}>{row.b}</td>
                <td className={s.cell}>{row.differs ? 'Differs' : 'Same'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className={s.wrap} role="region" aria-labelledby={`${idPrefix}-results`} tabIndex={0}>
        <table className={s.table}>
          <caption id={`${idPrefix}-results`} className={s.caption}>
            Key results compared
          </caption>
          <thead>
            <tr>
              <th scope="col" className={s.head}>Result</th>
              <th scope="col" className={s.head}>{aName}</th>
              <th scope="col" className={s.head}>{bName}</th>
              <th scope="col" className={s.head}>Difference ({bName} minus {aName})</th>
            </tr>
          </thead>
          <tbody>
            {resultRows.map((row) => (
              <tr key={row.label} className={row.differs ? s.differs : undefined} data-state={row.differs ? 'differs' : 'same'}>
                <th scope="row" className={s.cell}>{row.label}</th>
                <td className={s.num}>{row.a}</td>
                <td className={s.num}>{row.b}</td>
                <td className={s.num}>{row.difference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

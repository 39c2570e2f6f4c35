import * as m from './messages';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, LiveRegion, Select, type SelectOption } from '../../../kit';
import { MAX_SCENARIOS_PER_TOOL, type Scenario } from '../../../storage/schemas';
import { ScenarioComparison } from './ScenarioComparison';
import {
  compareInputs,
  compareResults,
  decodeComparisonHash,
  deleteScenario,
  encodeComparisonHash,
  scenarioInputs,
  type ComparedSide,
} from './scenarios';
import type { ComparisonField, ComparisonResultField } from '../core/comparisonFields';
import type { InputRecord } from '../core/toolState';
import type { ToolFieldList } from '../core/toolFields';
import { buttonRow, fieldset } from '../core/formParts.css';
import * as styles from './ScenarioPanel.css';
import type { ToolStorageId } from '../../toolIds.generated';

// The panel saves through this module (it has fetched it by then), so a first save and the list
// it starts appear in one commit.
export { saveScenario } from './scenarios';

const CURRENT = 'current-inputs';

/**
 * The comparison a shared link asks for, or null. A `#compare=` fragment naming this tool that
 * cannot be read (another version, mangled by hand) starts fresh with a console warning, like
 * corrupt storage: the tool still opens.
 */
export const comparisonFromLink: typeof decodeComparisonHash = (toolId, hash, ...schema) => {
  if (!hash.startsWith('#compare=')) return null;
  try {
    const decoded = decodeComparisonHash(toolId, hash, ...schema);
    if (!decoded && new URLSearchParams(hash.slice(1)).get('compare') === toolId) {
      console.warn(`[scenarios] ${toolId}: the comparison link could not be read; starting fresh`);
    }
    return decoded;
  } catch {
    console.warn(`[scenarios] ${toolId}: the comparison link could not be read; starting fresh`);
    return null;
  }
};

/** The tool's side of its scenarios (as ScenarioPanel takes them), and the panel's own: its id, the saved list, its status line. */
export interface SavedScenariosProps<T extends InputRecord> {
  toolId: ToolStorageId;
  defaults: T;
  /** The tool's field list, whose schema reads saved scenarios and comparison links (toolSchema.ts). */
  fieldList?: ToolFieldList<T>;
  /** The tool's inputs as they are now. */
  inputs: T;
  /** Each input's place in the comparison. */
  fields: readonly ComparisonField[];
  /** The key results to compare, worked out by `results` (the tool's finance function). */
  resultFields: readonly ComparisonResultField[];
  results: (inputs: T) => Record<string, number>;
  /** The panel's id: the prefix of every id here. */
  id: string;
  saved: readonly Scenario[];
  /** Says something in the panel's polite status line, under "Save as scenario". */
  onMessage: (message: { ok: boolean; text: string }) => void;
}

/**
 * The part of the scenario panel with something to show only once a scenario is saved or a
 * comparison link is opened: the saved list with its Delete buttons, "Compare scenarios" and the
 * comparison. Fetched with the calculation the comparison needs (ScenarioPanel.tsx says when).
 */
export function SavedScenarios<T extends InputRecord>({
  id,
  toolId,
  defaults,
  fieldList,
  inputs,
  fields,
  resultFields,
  results,
  saved,
  onMessage,
}: SavedScenariosProps<T>) {
  const [left, setLeft] = useState(CURRENT);
  const [right, setRight] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState<{ a: ComparedSide; b: ComparedSide } | null>(() =>
    typeof window === 'undefined' ? null : comparisonFromLink(toolId, window.location.hash, defaults, fieldList),
  );
  const comparisonRef = useRef<HTMLDivElement>(null);
  const openedFromLink = useRef(shown !== null);
  useEffect(() => {
    // A shared comparison is what the visitor came for: bring it into view once the tool is drawn.
    if (openedFromLink.current) comparisonRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const sideFor = (choice: string): ComparedSide | undefined => {
    if (choice === CURRENT) return { name: m.currentInputs(), inputs };
    const scenario = saved.find((s) => s.name === choice);
    return scenario ? { name: scenario.name, inputs: scenarioInputs(defaults, scenario, fieldList) } : undefined;
  };

  function onCompare(event: FormEvent) {
    event.preventDefault();
    const a = sideFor(left);
    const b = right ? sideFor(right) : undefined;
    if (a && b) setShown({ a, b });
  }

  const comparison = useMemo(() => {
    if (!shown) return null;
    return {
      inputRows: compareInputs(fields, shown.a, shown.b),
      resultRows: compareResults(resultFields, results(shown.a.inputs as T), results(shown.b.inputs as T)),
      link:
        typeof window === 'undefined'
          ? ''
          : `${window.location.pathname}${window.location.search}${encodeComparisonHash(toolId, shown.a, shown.b)}`,
    };
  }, [shown, fields, resultFields, results, toolId]);

  function onDelete(scenario: Scenario) {
    deleteScenario(toolId, scenario.name);
    if (left === scenario.name) setLeft(CURRENT);
    if (right === scenario.name) setRight(undefined);
    onMessage({ ok: true, text: m.deleted({ name: scenario.name }) });
  }

  const leftOptions: SelectOption[] = [
    { value: CURRENT, label: m.currentInputs() },
    ...saved.map((s) => ({ value: s.name, label: s.name })),
  ];
  const rightOptions: SelectOption[] = saved
    .filter((s) => s.name !== left)
    .map((s) => ({ value: s.name, label: s.name }));

  return (
    <>
      {saved.length > 0 ? (
        <div className={fieldset}>
          <p id={`${id}-saved`}>
            <strong>{m.savedHeading()}</strong> {m.savedCount({ count: saved.length, max: MAX_SCENARIOS_PER_TOOL })}
          </p>
          <ul aria-labelledby={`${id}-saved`} className={styles.savedList}>
            {saved.map((scenario) => (
              <li key={scenario.name} className={styles.savedItem}>
                <span>{scenario.name}</span>
                <Button
                  variant="secondary"
                  aria-label={m.deleteLabel({ name: scenario.name })}
                  onClick={() => onDelete(scenario)}
                >
                  {m.deleteButton()}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {saved.length > 0 ? (
        <form onSubmit={onCompare} className={fieldset} aria-labelledby={`${id}-compare`}>
          <p id={`${id}-compare`}>
            <strong>{m.compareHeading()}</strong>
            {m.compareLead()}
          </p>
          <Select label={m.compareLabel()} options={leftOptions} value={left} onValueChange={setLeft} />
          <Select
            label={m.withLabel()}
            options={rightOptions}
            value={right}
            onValueChange={setRight}
            placeholder={m.choosePlaceholder()}
          />
          <div className={buttonRow}>
            <Button type="submit" variant="secondary" disabled={!right || right === left}>
              {m.compareButton()}
            </Button>
          </div>
        </form>
      ) : null}
      {/* A short sentence is announced; the tables themselves are read when the visitor moves to them. */}
      <LiveRegion visuallyHidden>{shown ? m.comparing({ a: shown.a.name, b: shown.b.name }) : ''}</LiveRegion>
      {shown && comparison ? (
        <div ref={comparisonRef}>
          <ScenarioComparison
            aName={shown.a.name}
            bName={shown.b.name}
            inputRows={comparison.inputRows}
            resultRows={comparison.resultRows}
            idPrefix={`${id}-comparison`}
          />
          <p className={buttonRow} data-print="hide">
            <a className={styles.standaloneLink} href={comparison.link}>
              {m.linkToComparison()}
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              {m.printComparison()}
            </Button>
          </p>
        </div>
      ) : null}
    </>
  );
}

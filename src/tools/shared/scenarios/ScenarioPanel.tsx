import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button, Field, LiveRegion, Select, type SelectOption } from '../../../kit';
import * as fieldStyles from '../../../kit/Field/Field.css';
import { scenariosStore } from '../../../storage/keys';
import { MAX_SCENARIOS_PER_TOOL, SCENARIO_NAME_MAX_LENGTH, type Scenario } from '../../../storage/schemas';
import { ScenarioComparison } from './ScenarioComparison';
import {
  compareInputs,
  compareResults,
  decodeComparisonHash,
  deleteScenario,
  encodeComparisonHash,
  saveScenario,
  scenarioInputs,
  type ComparedSide,
} from './scenarios';
import type { ComparisonField, ComparisonResultField } from '../core/comparisonFields';
import type { InputRecord } from '../core/toolState';
import type { ToolFieldList } from '../core/toolFields';
import { buttonRow, fieldset } from '../core/formParts.css';
import * as styles from './ScenarioPanel.css';

const CURRENT = 'current-inputs';
const NONE: Scenario[] = [];

/**
 * The comparison a shared link asks for, or null. A `#compare=` fragment naming this tool that
 * cannot be read (another version, mangled by hand) starts fresh with a console warning, like
 * corrupt storage: the tool still opens.
 */
export function comparisonFromLink<T extends InputRecord>(
  toolId: string,
  hash: string,
  defaults: T,
  fieldList?: ToolFieldList<T>,
): { a: ComparedSide; b: ComparedSide } | null {
  if (!hash.startsWith('#compare=')) return null;
  try {
    const decoded = decodeComparisonHash(toolId, hash, defaults, fieldList);
    if (!decoded && new URLSearchParams(hash.slice(1)).get('compare') === toolId) {
      console.warn(`[scenarios] ${toolId}: the comparison link could not be read; starting fresh`);
    }
    return decoded;
  } catch {
    console.warn(`[scenarios] ${toolId}: the comparison link could not be read; starting fresh`);
    return null;
  }
}

export interface ScenarioPanelProps<T extends InputRecord> {
  toolId: string;
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
  headingLevel?: 2 | 3;
}

/**
 * "Save as scenario" and "Compare scenarios" for any calculator: a name saves the current inputs
 * (up to 10 per tool); two sides (the current inputs or a saved scenario, and a saved scenario)
 * are compared in tables that can be printed or shared as a link. Opening such a link shows the
 * comparison straight away.
 */
export function ScenarioPanel<T extends InputRecord>({
  toolId,
  defaults,
  fieldList,
  inputs,
  fields,
  resultFields,
  results,
  headingLevel = 3,
}: ScenarioPanelProps<T>) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const id = useId();
  const store = scenariosStore(toolId);
  const saved = useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.read(),
    () => NONE,
  );
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
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
    if (choice === CURRENT) return { name: 'Current inputs', inputs };
    const scenario = saved.find((s) => s.name === choice);
    return scenario ? { name: scenario.name, inputs: scenarioInputs(defaults, scenario, fieldList) } : undefined;
  };

  function onSave(event: FormEvent) {
    event.preventDefault();
    const result = saveScenario(toolId, name, inputs);
    if (!result.ok) {
      setMessage({ ok: false, text: result.message });
      return;
    }
    const trimmed = name.trim();
    setMessage({
      ok: true,
      text: result.replaced ? `Scenario “${trimmed}” updated.` : `Saved as scenario “${trimmed}”.`,
    });
    setName('');
  }

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
    setMessage({ ok: true, text: `Scenario “${scenario.name}” deleted.` });
  }

  const leftOptions: SelectOption[] = [
    { value: CURRENT, label: 'Current inputs' },
    ...saved.map((s) => ({ value: s.name, label: s.name })),
  ];
  const rightOptions: SelectOption[] = saved
    .filter((s) => s.name !== left)
    .map((s) => ({ value: s.name, label: s.name }));

  return (
    <section aria-labelledby={`${id}-heading`} data-print="keep">
      <Heading id={`${id}-heading`}>Scenarios</Heading>
      <form onSubmit={onSave} className={fieldset} aria-labelledby={`${id}-save`}>
        <p id={`${id}-save`}>
          <strong>Save as scenario</strong>: keep these inputs under a name, up to {MAX_SCENARIOS_PER_TOOL} for this
          tool, in this browser only.
        </p>
        <Field
          label="Scenario name"
          hint={`For example “Retire at 67”. At most ${SCENARIO_NAME_MAX_LENGTH} characters.`}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={SCENARIO_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={fieldStyles.control({ invalid: false })}
            />
          )}
        </Field>
        <div className={buttonRow}>
          <Button type="submit" variant="secondary">
            Save as scenario
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {message ? <p>{message.text}</p> : null}
        </div>
      </form>
      {saved.length > 0 ? (
        <div className={fieldset}>
          <p id={`${id}-saved`}>
            <strong>Saved scenarios</strong> ({saved.length} of {MAX_SCENARIOS_PER_TOOL}):
          </p>
          <ul aria-labelledby={`${id}-saved`} className={styles.savedList}>
            {saved.map((scenario) => (
              <li key={scenario.name} className={styles.savedItem}>
                <span>{scenario.name}</span>
                <Button
                  variant="secondary"
                  aria-label={`Delete scenario “${scenario.name}”`}
                  onClick={() => onDelete(scenario)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {saved.length > 0 ? (
        <form onSubmit={onCompare} className={fieldset} aria-labelledby={`${id}-compare`}>
          <p id={`${id}-compare`}>
            <strong>Compare scenarios</strong>: two saved scenarios, or your current inputs and one saved scenario.
          </p>
          <Select label="Compare" options={leftOptions} value={left} onValueChange={setLeft} />
          <Select
            label="With"
            options={rightOptions}
            value={right}
            onValueChange={setRight}
            placeholder="Choose a saved scenario"
          />
          <div className={buttonRow}>
            <Button type="submit" variant="secondary" disabled={!right || right === left}>
              Compare scenarios
            </Button>
          </div>
        </form>
      ) : null}
      {/* A short sentence is announced; the tables themselves are read when the visitor moves to them. */}
      <LiveRegion visuallyHidden>{shown ? `Comparing “${shown.a.name}” with “${shown.b.name}”.` : ''}</LiveRegion>
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
              Link to this comparison
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              Print the comparison
            </Button>
          </p>
        </div>
      ) : null}
    </section>
  );
}

import * as m from './messages';
import { Suspense, use, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button, Field } from '../../../kit';
import * as fieldStyles from '../../../kit/Field/Field.css';
import { lazyPrimitive, loadPrimitive, resetPrimitiveForTests } from '../../../kit/lazyPrimitive';
import { scenariosStore } from '../../../storage/keys';
import { MAX_SCENARIOS_PER_TOOL, SCENARIO_NAME_MAX_LENGTH, type Scenario } from '../../../storage/schemas';
import type { InputRecord } from '../core/toolState';
import type { SavedScenariosProps } from './SavedScenarios';
import { buttonRow, fieldset } from '../core/formParts.css';
import type { ToolStorageId } from '../../toolIds.generated';

const NONE: Scenario[] = [];

/**
 * The saved list, "Compare scenarios" and the comparison (SavedScenarios.tsx), fetched once: a tool
 * page's first load carries the panel's "Save as scenario" form alone.
 */
const savedScenariosPart = lazyPrimitive(() => import('./SavedScenarios'));

/** Tests only: forget the saved-scenarios part (with `arrival`, it comes only once that settles, as on a slow phone). */
export const resetSavedScenariosForTests = (arrival?: Promise<void>) =>
  resetPrimitiveForTests(savedScenariosPart, arrival);

/** The saved-scenarios part, fetched now: for tests that want it from the first render, as the site has it a moment after asking. */
export const loadSavedScenarios = () => loadPrimitive(savedScenariosPart);

export interface ScenarioPanelProps<T extends InputRecord> extends Omit<
  SavedScenariosProps<T>,
  'id' | 'saved' | 'onMessage'
> {
  /** For a tool whose calculation is fetched on demand (ToolScenario.prepare): the comparison waits for it. */
  prepare?: () => Promise<unknown> | undefined;
  headingLevel?: 2 | 3;
}

/** True when the page was opened on a comparison link for this tool (`#compare=<toolId>&…`). */
function linkComparesThisTool(toolId: ToolStorageId): boolean {
  if (typeof window === 'undefined' || !window.location.hash.startsWith('#compare=')) return false;
  return new URLSearchParams(window.location.hash.slice(1)).get('compare') === toolId;
}

/** The saved-scenarios part and the tool's calculation, both fetched (once each). */
function loadSavedScenariosWith(prepare?: () => Promise<unknown> | undefined) {
  return Promise.all([loadPrimitive(savedScenariosPart), prepare?.()]).then(([module]) => module);
}

/**
 * "Save as scenario" and "Compare scenarios" for any calculator: a name saves the current inputs
 * (up to 10 per tool); two sides (the current inputs or a saved scenario, and a saved scenario)
 * are compared in tables that can be printed or shared as a link. Opening such a link shows the
 * comparison straight away.
 *
 * The panel is in the page whenever its tool is, with the same focus stops as it will have, so a
 * keyboard never passes it by and nothing appears above a control the reader has moved on to,
 * however slowly the page's code arrives (a reader Tabbing out of a long tool once went past the
 * still-empty panel, and the panel then pushed the focused link below it out of view). Only what
 * follows the "Save as scenario" form loads on demand, and it has nothing to show until there is a
 * saved scenario or a comparison link:
 * - when there is one as the tool opens, the part is fetched before the tool shows (it suspends the
 *   tool's own loading line), so tool and panel appear together;
 * - a first save waits for the part (fetched as the reader comes to the form), then saves, so the
 *   list appears below the button in the same commit as "Saved as scenario …";
 * - a scenario saved in another tab while the part is not here shows once it has arrived.
 */
export function ScenarioPanel<T extends InputRecord>(props: ScenarioPanelProps<T>) {
  const { prepare, headingLevel = 3, ...tool } = props;
  const { toolId, inputs } = tool;
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
  const [fromLink] = useState(() => linkComparesThisTool(toolId));
  const showSaved = fromLink || saved.length > 0;
  // Whether the tool opened with something to compare: then the part is fetched before the tool
  // shows; otherwise it arrives inside a boundary of its own, which shows nothing until then.
  const [shownFromTheStart] = useState(showSaved);

  function save(module: typeof import('./SavedScenarios')) {
    const result = module.saveScenario(toolId, name, inputs);
    if (!result.ok) {
      setMessage({ ok: false, text: result.message });
      return;
    }
    const trimmed = name.trim();
    setMessage({
      ok: true,
      text: result.replaced ? m.updated({ name: trimmed }) : m.savedAs({ name: trimmed }),
    });
    setName('');
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    const module = savedScenariosPart.loaded;
    if (module && !prepare?.()) save(module);
    else void loadSavedScenariosWith(prepare).then(save);
  }

  // Coming to the form fetches what a first save shows, so it is here by the time the reader presses Save.
  const fetchSavedPart = () => void loadSavedScenariosWith(prepare);
  const savedPart = showSaved ? (
    <SavedScenariosPart {...tool} prepare={prepare} id={id} saved={saved} onMessage={setMessage} />
  ) : null;
  return (
    <section aria-labelledby={`${id}-heading`} data-print="keep">
      <Heading id={`${id}-heading`}>{m.heading()}</Heading>
      <form onSubmit={onSave} className={fieldset} aria-labelledby={`${id}-save`}>
        <p id={`${id}-save`}>
          <strong>{m.saveHeading()}</strong>
          {m.saveLead({ max: MAX_SCENARIOS_PER_TOOL })}
        </p>
        <Field label={m.nameLabel()} hint={m.nameHint({ max: SCENARIO_NAME_MAX_LENGTH })}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={SCENARIO_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onFocus={fetchSavedPart}
              className={fieldStyles.control({ invalid: false })}
            />
          )}
        </Field>
        <div className={buttonRow}>
          <Button type="submit" variant="secondary" onFocus={fetchSavedPart} onPointerEnter={fetchSavedPart}>
            {m.saveButton()}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {message ? <p>{message.text}</p> : null}
        </div>
      </form>
      {shownFromTheStart ? savedPart : <Suspense fallback={null}>{savedPart}</Suspense>}
    </section>
  );
}

/** The saved-scenarios part once it and the tool's calculation are here; it suspends until then. */
function SavedScenariosPart<T extends InputRecord>({
  prepare,
  ...props
}: SavedScenariosProps<T> & Pick<ScenarioPanelProps<T>, 'prepare'>) {
  const module = savedScenariosPart.loaded ?? use(loadPrimitive(savedScenariosPart));
  const calculation = prepare?.();
  if (calculation) use(calculation);
  return <module.SavedScenarios {...props} />;
}

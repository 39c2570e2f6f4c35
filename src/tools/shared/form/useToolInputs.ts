import { useCallback, useEffect, useRef, useState } from 'react';
import { myDetailsStore, toolInputsStore } from '../../../storage/keys';
import {
  hintWithSource,
  prefillFromMyDetails,
  rederivePrefilled,
  stillFromMyDetails,
  type MyDetailsFieldMap,
} from '../core/myDetailsFields';
import { decodeToolHash, encodeToolHash, mergeKnown, type InputRecord } from '../core/toolState';
import type { ToolFieldList } from '../core/toolFields';
import { flushToolUrl, scheduleToolUrl } from './toolUrl';
import type { ToolStorageId } from '../../toolIds.generated';

export interface UseToolInputsOptions<T extends InputRecord> {
  /** The tool's fields that My details answers (its `fields.ts`). */
  myDetails?: MyDetailsFieldMap<keyof T & string>;
  /** The tool's field list: a link's, a save's or My details' values are parsed by its schema (toolSchema.ts). */
  fieldList?: ToolFieldList<T>;
}

interface Start<T extends InputRecord> {
  inputs: T;
  prefilled: ReadonlySet<keyof T & string>;
  /** Fields whose value came from a shared link or this tool's saved inputs: the reader's own. */
  kept?: ReadonlySet<keyof T & string>;
}

const NONE: ReadonlySet<never> = new Set();

/** What the reader kept in another tool, for a field that may start from it (orSavedIn, toolFields.ts). */
const readSaved = (toolId: string): Readonly<Record<string, unknown>> => toolInputsStore(toolId).read();

/**
 * Where a tool's first values come from, first match wins: a shared link's fragment, the tool's
 * inputs kept on this device (or in this tab, as the visitor chose: src/storage), My details (only
 * the fields the tool maps), the spec's defaults. Each is read through the tool's schema (from
 * `list`, its field list, when it has one).
 */
export function startingInputs<T extends InputRecord>(
  toolId: ToolStorageId,
  defaults: T,
  fields?: MyDetailsFieldMap<keyof T & string>,
  list?: ToolFieldList<T>,
): Start<T> {
  if (typeof window === 'undefined') return { inputs: defaults, prefilled: NONE };
  // A link's or the tool's own values win, but a field still holding what My details gives keeps
  // its hint (a reload keeps the fragment, so both places are checked).
  const kept = decodeToolHash(toolId, window.location.hash) ?? toolInputsStore(toolId).read();
  if (Object.keys(kept).length > 0) {
    const inputs = mergeKnown(defaults, kept, list);
    const own = new Set(Object.keys(kept).filter((key) => key in defaults) as (keyof T & string)[]);
    return {
      inputs,
      prefilled: stillFromMyDetails(inputs, fields, myDetailsStore.read(), new Date().getFullYear(), list, readSaved),
      kept: own,
    };
  }
  return prefillFromMyDetails(defaults, fields, myDetailsStore.read(), new Date().getFullYear(), list, readSaved);
}

/** The fields still at the tool's example value: neither kept (link, saved) nor from My details. */
function exampleKeys<T extends InputRecord>(defaults: T, start: Start<T>): ReadonlySet<keyof T & string> {
  return new Set(
    (Object.keys(defaults) as (keyof T & string)[]).filter((key) => !start.prefilled.has(key) && !start.kept?.has(key)),
  );
}

/**
 * The inputs of one tool (see startingInputs for where they start). Every change is written back
 * to the tool's kept inputs at once and to the URL fragment once typing pauses (toolUrl.ts), never
 * to My details. Tools render only in the
 * browser (they are lazily loaded), so reading storage in the initial state cannot cause a
 * hydration mismatch.
 */
export function useToolInputs<T extends InputRecord>(
  toolId: ToolStorageId,
  defaults: T,
  options: UseToolInputsOptions<T> = {},
) {
  const fields = options.myDetails;
  const list = options.fieldList;
  const defaultsRef = useRef(defaults);
  const listRef = useRef(list);
  const [start] = useState(() => startingInputs(toolId, defaults, fields, list));
  const [inputs, setInputs] = useState<T>(start.inputs);
  const [prefilled, setPrefilled] = useState<ReadonlySet<keyof T & string>>(start.prefilled);
  // Fields the reader has not made their own yet: still the tool's example value (H7). A field
  // leaves when the reader changes it, or when a link, saved inputs or My details supplied it.
  const [examples, setExamples] = useState<ReadonlySet<keyof T & string>>(() => exampleKeys(defaults, start));
  const prefilledRef = useRef(prefilled);
  prefilledRef.current = prefilled;
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const changed = useRef(false);
  const inputsRef = useRef(inputs);
  inputsRef.current = inputs;

  // When My details changes (its page in another tab, or "Save these to My details" here), the
  // fields that now hold its value are marked again; nothing is overwritten.
  useEffect(
    () =>
      fields
        ? myDetailsStore.subscribe((details) =>
            setPrefilled(
              stillFromMyDetails(
                inputsRef.current,
                fieldsRef.current,
                details,
                new Date().getFullYear(),
                listRef.current,
                readSaved,
              ),
            ),
          )
        : undefined,
    [fields],
  );

  useEffect(() => {
    if (!changed.current) return;
    toolInputsStore(toolId).write(inputs);
    scheduleToolUrl(`${window.location.pathname}${window.location.search}${encodeToolHash(toolId, inputs)}`);
  }, [toolId, inputs]);
  // Leaving the tool (a route change unmounts it) writes a waiting fragment if the page is still this one.
  useEffect(() => flushToolUrl, []);

  const update = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    changed.current = true;
    setExamples((previous) => {
      if (!previous.has(key as keyof T & string)) return previous;
      const next = new Set(previous);
      next.delete(key as keyof T & string);
      return next;
    });
    const stillPrefilled = new Set(prefilledRef.current);
    const wasPrefilled = stillPrefilled.delete(key as keyof T & string);
    if (wasPrefilled) setPrefilled(stillPrefilled);
    setInputs((previous) => {
      if (previous[key] === value) return previous;
      const next = { ...previous, [key]: value };
      return rederivePrefilled(
        next,
        fieldsRef.current,
        stillPrefilled,
        myDetailsStore.read(),
        new Date().getFullYear(),
        listRef.current,
        readSaved,
      );
    });
  }, []);

  /** Back to where the tool started: My details where it answered, else the defaults. */
  const reset = useCallback(() => {
    changed.current = true;
    const again = prefillFromMyDetails(
      defaultsRef.current,
      fieldsRef.current,
      myDetailsStore.read(),
      new Date().getFullYear(),
      listRef.current,
      readSaved,
    );
    setPrefilled(again.prefilled);
    setExamples(exampleKeys(defaultsRef.current, again));
    setInputs(again.inputs);
  }, []);

  /** The hint for a field: "From My details" while its value still comes from there, then the tool's own hint. */
  const hintFor = useCallback(
    (key: keyof T & string, hint?: string) =>
      hintWithSource(
        prefilled.has(key),
        hint,
        prefilled.has(key)
          ? fieldsRef.current?.[key]?.source?.(myDetailsStore.read(), {
              inputs: defaultsRef.current,
              currentYear: new Date().getFullYear(),
              saved: readSaved,
            })
          : undefined,
      ),
    [prefilled],
  );

  return { inputs, update, reset, setInputs, prefilled, examples, hintFor };
}

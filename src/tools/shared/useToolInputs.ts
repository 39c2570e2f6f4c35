import { useCallback, useEffect, useRef, useState } from 'react';
import { toolInputsStore } from '../../storage';
import { decodeToolHash, encodeToolHash, mergeKnown, type InputRecord } from './toolState';

/**
 * The inputs of one tool: read from the URL fragment (a shared scenario) or, failing that, from
 * this tab's session storage, else the spec's defaults. Every change is written back to both.
 * Tools render only in the browser (they are lazily loaded), so reading storage in the initial
 * state cannot cause a hydration mismatch.
 */
export function useToolInputs<T extends InputRecord>(toolId: string, defaults: T) {
  const defaultsRef = useRef(defaults);
  const [inputs, setInputs] = useState<T>(() => {
    if (typeof window === 'undefined') return defaults;
    const fromHash = decodeToolHash(toolId, window.location.hash);
    if (fromHash) return mergeKnown(defaults, fromHash);
    return mergeKnown(defaults, toolInputsStore(toolId).read());
  });
  const changed = useRef(false);

  useEffect(() => {
    if (!changed.current) return;
    toolInputsStore(toolId).write(inputs);
    const url = `${window.location.pathname}${window.location.search}${encodeToolHash(toolId, inputs)}`;
    window.history.replaceState(window.history.state, '', url);
  }, [toolId, inputs]);

  const update = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    changed.current = true;
    setInputs((previous) => (previous[key] === value ? previous : { ...previous, [key]: value }));
  }, []);

  const reset = useCallback(() => {
    changed.current = true;
    setInputs(defaultsRef.current);
  }, []);

  return { inputs, update, reset, setInputs };
}

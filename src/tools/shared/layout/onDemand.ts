import { startTransition, useEffect, useState } from 'react';

/**
 * A part of a tool fetched once, when first wanted (a calculation the page shows only after a
 * press or an optional answer), so it is not among the scripts a page loads before it is idle.
 * `load()` gives a promise while the part is on its way and nothing once `get()` has it, so a
 * caller that finds it already here carries on in the same turn.
 */
export interface OnDemand<M> {
  load(): Promise<unknown> | undefined;
  get(): M | undefined;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let module: M | undefined;
  let loading: Promise<unknown> | undefined;
  return {
    load: () =>
      module
        ? undefined
        : (loading ??= importer().then((loaded) => {
            module = loaded;
          })),
    get: () => module,
  };
}

/**
 * The part once it is here, fetched as soon as `wanted` is true; undefined until then. With `transition`,
 * what the part draws when it arrives is rendered as a transition: React renders it in slices that give way
 * to the reader (a keystroke, a tap) instead of in one long task (the household plan's chart and tables).
 */
export function useOnDemand<M>(
  wanted: boolean,
  part: OnDemand<M>,
  { transition = false }: { transition?: boolean } = {},
): M | undefined {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    const pending = part.load();
    if (!pending) return;
    let current = true;
    const show = () => arrived((n) => n + 1);
    void pending.then(() => current && (transition ? startTransition(show) : show()));
    return () => {
      current = false;
    };
  }, [wanted, part, transition]);
  return wanted ? part.get() : undefined;
}

import { useEffect, useState } from 'react';

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

/** The part once it is here, fetched as soon as `wanted` is true; undefined until then. */
export function useOnDemand<M>(wanted: boolean, part: OnDemand<M>): M | undefined {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    const pending = part.load();
    if (!pending) return;
    let current = true;
    void pending.then(() => current && arrived((n) => n + 1));
    return () => {
      current = false;
    };
  }, [wanted, part]);
  return wanted ? part.get() : undefined;
}

import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The one way the kit loads a Radix primitive on intent (docs/CONVENTIONS.md, "Radix on intent").
 *
 * A Radix-backed component first renders a stand-in with the markup of Radix's resting state
 * (same roles, names, states and keys; src/kit/lazyPrimitive.contract.test.tsx holds every pair to
 * that), so Radix is neither downloaded nor run while the page loads. When the reader reaches for
 * the control (points at it, touches, focuses or presses it), the component asks for Radix; once
 * it has arrived, the component renders Radix instead, and if the stand-in had the focus, Radix's
 * element gets it, once. A component mounted after Radix has arrived renders Radix at once.
 */
export interface LazyPrimitive<T> {
  /** A name for messages and tests ("Radix Slider"). */
  readonly name: string;
  /** The loaded module, or undefined while it has not arrived. */
  current(): T | undefined;
  /** Fetches the module once; every later call gets the same promise. */
  load(): Promise<T>;
  /**
   * Tests only: forget the module, so the next component starts as a stand-in again. With
   * `arrival`, the module arrives only once that promise settles, as on a slow phone.
   */
  resetForTests(arrival?: Promise<void>): void;
}

const primitives: LazyPrimitive<unknown>[] = [];

/** A Radix primitive (or the kit module wrapping it) fetched by `importer` the first time it is asked for. */
export function lazyPrimitive<T>(name: string, importer: () => Promise<T>): LazyPrimitive<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const fetch = () =>
    importer().then((module) => {
      loaded = module;
      return module;
    });
  const primitive: LazyPrimitive<T> = {
    name,
    current: () => loaded,
    load() {
      loading ??= fetch();
      return loading;
    },
    resetForTests(arrival) {
      loaded = undefined;
      loading = arrival?.then(fetch);
    },
  };
  primitives.push(primitive as LazyPrimitive<unknown>);
  return primitive;
}

/** Tests only: every lazy primitive forgets its module (each component starts as a stand-in). */
export function resetLazyPrimitivesForTests(): void {
  for (const primitive of primitives) primitive.resetForTests();
}

/** Tests only: every lazy primitive loaded now (each component renders Radix from the start). */
export async function loadLazyPrimitivesForTests(): Promise<void> {
  await Promise.all(primitives.map((primitive) => primitive.load()));
}

export interface LazyPrimitiveOptions {
  /** The stand-in element (or one that contains it): whether it has the focus when Radix arrives. */
  standIn?: RefObject<HTMLElement | null>;
  /** Radix's element that takes the focus from the stand-in. Leave out to hand it over yourself (see `tookFocus`). */
  focusTarget?: RefObject<HTMLElement | null>;
  /** False while the swap must wait (a press in progress on the stand-in); call `swap()` when it may go on. */
  canSwap?: () => boolean;
}

export interface LazyPrimitiveState<T> {
  /** The module once this component has swapped to it; render the stand-in while undefined. */
  module: T | undefined;
  /** The reader reached for the control: load the module and swap to it when it arrives. */
  request: () => void;
  /** The pointer is on its way: load the module, but do not swap yet. */
  prefetch: () => void;
  /** Swap now if the module has arrived (after a press that held the swap back). */
  swap: () => void;
  /** Whether the stand-in had the focus when Radix took its place. */
  tookFocus: boolean;
}

/** A component's side of a lazy primitive: the loaded state, the request, and the focus handed over once. */
export function useLazyPrimitive<T>(primitive: LazyPrimitive<T>, options: LazyPrimitiveOptions = {}): LazyPrimitiveState<T> {
  const [state, setState] = useState<{ module: T | undefined; tookFocus: boolean }>(() => ({ module: primitive.current(), tookFocus: false }));
  // The latest options and state, read by the callbacks below, which stay the same for the
  // component's life (so effects may list them without running again).
  const latest = useRef({ options, swapped: state.module !== undefined, active: true });
  latest.current.options = options;
  latest.current.swapped = state.module !== undefined;
  const handedOver = useRef(false);
  useEffect(() => {
    const now = latest.current;
    now.active = true;
    return () => {
      now.active = false;
    };
  }, []);
  useEffect(() => {
    if (!state.module || !state.tookFocus || handedOver.current) return;
    handedOver.current = true;
    latest.current.options.focusTarget?.current?.focus();
  }, [state]);

  const [actions] = useState(() => {
    const swap = () => {
      const module = primitive.current();
      const { options: now, swapped, active } = latest.current;
      if (!active || !module || swapped || now.canSwap?.() === false) return;
      const element = now.standIn?.current;
      const tookFocus = !!element && element.contains(document.activeElement);
      latest.current.swapped = true;
      setState({ module, tookFocus });
    };
    return {
      swap,
      request: () => {
        if (!latest.current.swapped) void primitive.load().then(swap);
      },
      prefetch: () => {
        if (!latest.current.swapped) void primitive.load();
      },
    };
  });
  return { module: state.module, tookFocus: state.tookFocus, ...actions };
}

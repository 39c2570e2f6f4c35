import { useEffect, useState, type RefObject } from 'react';

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
  /** Fetches the module (a dynamic import). */
  readonly importer: () => Promise<T>;
  /** The loaded module, or undefined while it has not arrived. */
  loaded?: T;
  /** The one fetch in flight or done. */
  loading?: Promise<T>;
}

/**
 * A Radix primitive (or the kit module wrapping it), fetched by `importer` the first time it is
 * asked for. Plain data with free functions, so the test-only reset never ships in the site.
 */
export function lazyPrimitive<T>(importer: () => Promise<T>): LazyPrimitive<T> {
  return { importer };
}

const fetchPrimitive = <T>(primitive: LazyPrimitive<T>) => primitive.importer().then((module) => (primitive.loaded = module));

/** Fetches the module once; every later call gets the same promise. */
export function loadPrimitive<T>(primitive: LazyPrimitive<T>): Promise<T> {
  return (primitive.loading ??= fetchPrimitive(primitive));
}

/**
 * Tests only: forget the module, so the next component starts as a stand-in again. With
 * `arrival`, the module arrives only once that promise settles, as on a slow phone.
 */
export function resetPrimitiveForTests<T>(primitive: LazyPrimitive<T>, arrival?: Promise<void>): void {
  primitive.loaded = undefined;
  primitive.loading = arrival?.then(() => fetchPrimitive(primitive));
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
  /** Whether the stand-in had the focus when Radix took its place. */
  tookFocus: boolean;
  /** The reader reached for the control: load the module and swap to it when it arrives. */
  request: () => void;
  /** Swap now if the module has arrived (after a press that held the swap back). */
  swap: () => void;
}

/**
 * A component's side of a lazy primitive: the loaded state, the request, and the focus handed
 * over once. The callbacks stay the same for the component's life, so effects may list them;
 * the options are read from the first render (pass refs, and a `canSwap` that reads a ref).
 * (A swap that lands after the component has gone is dropped by React.)
 */
export function useLazyPrimitive<T>(primitive: LazyPrimitive<T>, { standIn, focusTarget, canSwap }: LazyPrimitiveOptions = {}): LazyPrimitiveState<T> {
  const [state, setState] = useState(() => ({ module: primitive.loaded, tookFocus: false }));
  // Runs once with tookFocus: the module is set only once.
  useEffect(() => {
    if (state.tookFocus) focusTarget?.current?.focus();
  }, [state, focusTarget]);
  // The options of the first render are the ones used: refs, and a canSwap that reads a ref.
  const [actions] = useState(() => {
    const swap = () => {
      const module = primitive.loaded;
      if (!module || canSwap?.() === false) return;
      const tookFocus = !!standIn?.current?.contains(document.activeElement);
      setState((now) => (now.module ? now : { module, tookFocus }));
    };
    return { swap, request: () => void loadPrimitive(primitive).then(swap) };
  });
  return { ...state, ...actions };
}

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The one way the kit loads a Radix primitive on intent (docs/CONVENTIONS.md, "Radix on intent").
 *
 * A Radix-backed component first renders a stand-in with the markup of Radix's resting state
 * (same roles, names, states and keys; src/kit/lazyPrimitive.contract.test.tsx holds every pair to
 * that), so Radix is neither downloaded nor run while the page loads. When the reader reaches for
 * the control (points at it, touches, focuses or presses it), the component asks for Radix; once
 * it has arrived, the component renders Radix instead, and if the stand-in had the focus, Radix's
 * element gets it, once, in the same task as the swap (so no key lands on the page in between).
 * A component mounted after Radix has arrived renders Radix at once. Values stay with the
 * component's owner (props), so nothing typed is lost in the swap.
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
export const lazyPrimitive = <T>(importer: () => Promise<T>): LazyPrimitive<T> => ({ importer });

/** Fetches the module once; every later call gets the same promise. */
export const loadPrimitive = <T>(primitive: LazyPrimitive<T>): Promise<T> =>
  (primitive.loading ??= primitive.importer().then((module) => (primitive.loaded = module)));

/**
 * Tests only: forget the module, so the next component starts as a stand-in again. With
 * `arrival`, the module arrives only once that promise settles, as on a slow phone.
 */
export function resetPrimitiveForTests<T>(primitive: LazyPrimitive<T>, arrival?: Promise<void>): void {
  primitive.loaded = primitive.loading = undefined;
  if (arrival) {
    primitive.loading = arrival.then(() => {
      primitive.loading = undefined;
      return loadPrimitive(primitive);
    });
  }
}

/**
 * A component's side of a lazy primitive: `[module, request]`. Render the stand-in while `module`
 * is undefined; call `request()` when the reader reaches for the control: it loads the module and
 * swaps to it as soon as it is there (at once when it already is).
 * - `standIn`: the stand-in element (or one that contains it): whether it had the focus when the
 *   swap removed it (followed by focus events up to that commit).
 * - `focusTarget`: Radix's element that then takes the focus, read at the swap. Leave it out when
 *   Radix moves the focus itself (a Select opening its list).
 * - `canSwap`: false while the swap must wait (a press in progress on the stand-in); the next
 *   `request()` swaps.
 * The focus moves once, in a layout effect of the commit that removes the stand-in (so a key
 * pressed just then reaches Radix, not the page), and only if the stand-in had it then (a reader
 * who Tabbed on keeps their place; one who came back before the swap was drawn gets it). Positional arguments and a tuple keep the toolkit small.
 * (A swap that lands after the component has gone is dropped by React.)
 */
export function useLazyPrimitive<T>(
  primitive: LazyPrimitive<T>,
  standIn?: RefObject<HTMLElement | null>,
  focusTarget?: RefObject<HTMLElement | null>,
  canSwap?: () => boolean,
): [module: T | undefined, request: () => void] {
  const [module, setModule] = useState<T | undefined>(() => primitive.loaded);
  // Whether the stand-in has the focus, followed until the swap's commit and read there: read
  // when the swap is asked for, it missed a reader who came back to the stand-in between that
  // moment and React drawing the swap (the swap then dropped their focus on the page).
  // Followed in the capture phase, on the way down, so it is known before any handler of the
  // event runs: the stand-in's own onFocus asks for the swap, and when Radix is already loaded
  // React commits it in the microtask right after its root listener returns, before a bubbling
  // listener on document had seen the focus (the earnings-record flake: Radix swapped in, the
  // focus left on the page, and the reader's Enter opened nothing; docs/ci.md, session 7).
  const standInFocused = useRef(false);
  useEffect(() => {
    if (module || !standIn) return;
    const follow = (event: FocusEvent) => {
      const el = standIn.current;
      if (event.type === 'focusin') standInFocused.current = !!el?.contains(event.target as Node);
      // Leaving for nowhere (a click on the page, another window); a removed element's blur is not a leave.
      else if (!event.relatedTarget && el?.isConnected && el.contains(event.target as Node))
        standInFocused.current = false;
    };
    standInFocused.current = !!standIn.current?.contains(document.activeElement);
    document.addEventListener('focusin', follow, true);
    document.addEventListener('focusout', follow, true);
    return () => {
      document.removeEventListener('focusin', follow, true);
      document.removeEventListener('focusout', follow, true);
    };
  }, [module, standIn]);
  const swapped = useRef(false);
  useLayoutEffect(() => {
    if (!module || swapped.current) return;
    swapped.current = true;
    // The stand-in, removed in this commit, left the focus on the page: hand it to Radix's element.
    if (standInFocused.current && document.activeElement === document.body) focusTarget?.current?.focus();
    // Once: when the module arrives, in the commit that swaps it in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module]);
  const swap = () => {
    const loaded = primitive.loaded;
    if (!loaded || canSwap?.() === false) return;
    // The focus as it is now, whichever listener saw it first (later focus events still update it).
    if (standIn?.current?.contains(document.activeElement)) standInFocused.current = true;
    setModule((now) => now ?? loaded);
  };
  return [
    module,
    () => {
      swap();
      void loadPrimitive(primitive).then(swap);
    },
  ];
}

import { useEffect, useRef, useState, type RefObject } from 'react';

type CollapsibleParts = typeof import('@radix-ui/react-collapsible');

let loaded: CollapsibleParts | undefined;
let loading: Promise<CollapsibleParts> | undefined;

/**
 * Radix Collapsible (with the Radix parts it shares: presence, context, slot; ~5 KB gzipped),
 * fetched once. Exported for tests that want the Radix version from the first render.
 */
export function loadRadixCollapsible(): Promise<CollapsibleParts> {
  loading ??= import('@radix-ui/react-collapsible').then((m) => (loaded = m));
  return loading;
}

/** Tests only: forget the loaded Radix Collapsible, so the next disclosure starts as a stand-in. */
export function resetRadixCollapsibleForTests(): void {
  loaded = undefined;
  loading = undefined;
}

/**
 * Radix Collapsible for a disclosure that first renders as a stand-in with the markup of Radix's
 * trigger and content (same roles, states and attributes; the component owns the open state, so
 * a press before Radix arrives already opens it). Pointing at, touching or focusing the stand-in
 * fetches Radix, which then replaces it; a stand-in that had the focus hands it to Radix's
 * trigger. A press in progress finishes on the stand-in first (its click would otherwise land on
 * neither button). Radix is neither downloaded nor run while the page loads.
 *
 * Spread `standIn` on the stand-in button and call `toggled()` from its click handler.
 */
export function useLazyCollapsible(trigger: RefObject<HTMLButtonElement | null>) {
  const [parts, setParts] = useState<CollapsibleParts | undefined>(() => loaded);
  const refocus = useRef(false);
  const active = useRef(true);
  const pressing = useRef(false);
  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);
  useEffect(() => {
    if (parts && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [parts, trigger]);
  const swap = () => {
    if (!active.current || !loaded || pressing.current) return;
    refocus.current = document.activeElement === trigger.current;
    const ready = loaded;
    setParts(() => ready);
  };
  const prepare = () => {
    if (!parts) void loadRadixCollapsible().then(swap);
  };
  const release = () => {
    pressing.current = false;
    prepare();
    swap();
  };
  const standIn = {
    onPointerEnter: prepare,
    onTouchStart: prepare,
    onFocus: prepare,
    onPointerDown: () => {
      pressing.current = true;
    },
    onPointerCancel: release,
  };
  return { Collapsible: parts, standIn, toggled: release };
}

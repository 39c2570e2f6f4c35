import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { lazyPrimitive, loadPrimitive, resetPrimitiveForTests, useLazyPrimitive } from './lazyPrimitive';

/** Radix Collapsible (with the Radix parts it shares: presence, context, slot; ~5 KB gzipped), fetched once. */
const radixCollapsible = lazyPrimitive(() => import('@radix-ui/react-collapsible'));

/** Radix Collapsible, fetched now: for tests that want the Radix version from the first render. */
export const loadRadixCollapsible = () => loadPrimitive(radixCollapsible);

/** Tests only: forget the loaded Radix Collapsible, so the next disclosure starts as a stand-in (with `arrival`, Radix comes only once it settles). */
export const resetRadixCollapsibleForTests = (arrival?: Promise<void>) =>
  resetPrimitiveForTests(radixCollapsible, arrival);

/**
 * Radix Collapsible for a disclosure that first renders as a stand-in with the markup of Radix's
 * trigger and content (same roles, states and attributes; the component owns the open state, so
 * a press before Radix arrives already opens it). Pointing at, touching or focusing the stand-in
 * fetches Radix, which then replaces it; a stand-in that had the focus hands it to Radix's
 * trigger. A press in progress finishes on the stand-in first (its click would otherwise land on
 * neither button): a pointer held down, or a Space held down (a button acts on Space at key up, so
 * a swap between key down and key up lost the press). Radix is neither downloaded nor run while
 * the page loads.
 *
 * Spread `standInTrigger(open, contentId, setOpen)` on the stand-in button: Radix's trigger markup for
 * that state (roles, `aria-controls` while open, `data-state`), the reach handlers and a press that
 * toggles. `onReach`, if given, runs whenever the reader reaches for the stand-in or presses it.
 */
export function useLazyCollapsible(trigger: RefObject<HTMLButtonElement | null>, onReach?: () => void) {
  const pressing = useRef(false);
  // Radix's tree replaces the stand-in's, so a link inside the open content that has the focus
  // would be removed with it and the focus dropped on the page (a keyboard reader who had opened
  // "On this page" and reached an entry lost it, and Enter then went nowhere). While the focus is
  // inside the open content the swap waits; the next reach for the trigger makes it.
  const focusInContent = () => {
    const id = trigger.current?.getAttribute('aria-controls');
    const content = id ? document.getElementById(id) : null;
    return !!content?.contains(document.activeElement);
  };
  const [module, request] = useLazyPrimitive(
    radixCollapsible,
    trigger,
    trigger,
    () => !pressing.current && !focusInContent(),
  );
  const release = () => {
    pressing.current = false;
    request();
  };
  const reach = () => {
    request();
    onReach?.();
  };
  const standIn = {
    onPointerEnter: reach,
    onTouchStart: reach,
    onFocus: reach,
    onPointerDown: () => {
      pressing.current = true;
    },
    onPointerCancel: release,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ') pressing.current = true;
    },
    // A press that never finishes here (the focus moved on while the key was down) lets the swap go ahead.
    onBlur: release,
  };
  const standInTrigger = (open: boolean, contentId: string, setOpen: (next: boolean) => void) => ({
    ref: trigger,
    type: 'button' as const,
    'aria-controls': open ? contentId : undefined,
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    ...standIn,
    onClick: () => {
      setOpen(!open);
      onReach?.();
      release();
    },
  });
  return { Collapsible: module, standInTrigger };
}

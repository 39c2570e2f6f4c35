import { useEffect, useRef, useState } from 'react';
import { afterPageIdle } from './pageIdle';

/**
 * True once the element is within `rootMargin` of the viewport (and from then on), or at once
 * when `alreadyNeeded` says so. Where IntersectionObserver is missing (old browsers, jsdom) it is
 * true straight away: late is fine, never is not.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px', alreadyNeeded = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(alreadyNeeded);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}

/**
 * For a part below a page's first screen whose code is fetched on demand (issue I2 #38): calls `load`
 * as soon as the returned ref's element (the box holding the part's place) comes within 300 px of the
 * viewport, once the page is idle (kit/pageIdle.ts) or before the page is printed, whichever is first,
 * until `loaded` says the part is there. So its code is not among the scripts the page needs before it
 * is idle, and a printed page has it. `load` must keep its identity across renders (a module function,
 * or one made with useCallback) and may be called more than once. LazyChart, LazyDataTable and the
 * Roth tool's reading use it.
 */
export function useLoadWhenNear<T extends Element>(load: () => unknown, loaded: boolean) {
  const { ref, near } = useNearViewport<T>('300px', loaded);
  useEffect(() => {
    if (near && !loaded) load();
  }, [load, loaded, near]);
  useLoadAtIdleOrPrint(load, loaded || near);
  return ref;
}

/**
 * Calls `load` once the page is idle (kit/pageIdle.ts) or before it is printed, whichever is first,
 * until `loaded` says it is no longer needed: for a part that is hidden or below the first screen and
 * is fetched on demand (issue I2 #38). `load` must keep its identity across renders. useLoadWhenNear
 * builds on it; the Roth tool's "How this is calculated" words use it alone (their button asks too).
 */
export function useLoadAtIdleOrPrint(load: () => unknown, loaded: boolean) {
  useEffect(() => {
    if (loaded) return undefined;
    window.addEventListener('beforeprint', load);
    const cancel = afterPageIdle(load);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', load);
    };
  }, [load, loaded]);
}

import { useEffect, useRef, useState } from 'react';

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

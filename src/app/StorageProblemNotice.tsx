import { useEffect, useState } from 'react';

/**
 * Tells the visitor once when the browser will not let us save (SPEC: keep working in memory).
 * The storage module is loaded after first paint: only tools and page actions write to it, and
 * they load it themselves.
 */
export function StorageProblemNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void import('../storage').then(({ onStorageProblem, STORAGE_PROBLEM_MESSAGES }) => {
      if (active) unsubscribe = onStorageProblem((reason) => setMessage(STORAGE_PROBLEM_MESSAGES[reason]));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  if (!message) return null;
  return <p role="status">{message}</p>;
}

import { useEffect, useState } from 'react';
import { onStorageProblem } from '../storage/problems';
import * as m from './messages';

/**
 * Tells the visitor once when the browser will not let us save (SPEC: keep working in memory).
 * Only the problem messages are part of every page: the stores and their schemas load with the
 * tools and page actions that use them.
 */
export function StorageProblemNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () => onStorageProblem((reason) => setMessage(reason === 'full' ? m.storageFull() : m.storageUnavailable())),
    [],
  );
  if (!message) return null;
  return <p role="status">{message}</p>;
}

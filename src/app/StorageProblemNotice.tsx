import { useEffect, useState } from 'react';
import { onStorageProblem, STORAGE_PROBLEM_MESSAGES } from '../storage';

/** Tells the visitor once when the browser will not let us save (SPEC: keep working in memory). */
export function StorageProblemNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onStorageProblem((reason) => setMessage(STORAGE_PROBLEM_MESSAGES[reason])), []);
  if (!message) return null;
  return (
    <div role="status" style={{ padding: '0.75rem 1rem' }}>
      {message}
    </div>
  );
}

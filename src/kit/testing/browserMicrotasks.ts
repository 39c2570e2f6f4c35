import { flushSync } from 'react-dom';

/**
 * Tests only: the order of a real browser, which jsdom does not keep. When the reader's own key
 * or focus fires an event, the browser runs the microtask queue after EACH listener; React commits
 * an update made in a discrete event (focus, key) in a microtask, so in the browser the commit
 * lands right after React's root listener returns, before any listener further up (on document)
 * has seen the event. jsdom, dispatching from the test's script, runs microtasks only after the
 * whole dispatch. This listener on <body> (between Testing Library's container, React's root, and
 * document) commits React's pending work at that point, as the browser does. Returns the remover.
 */
export function commitReactAfterRootListener(type: keyof DocumentEventMap): () => void {
  const commit = () => flushSync(() => {});
  document.body.addEventListener(type, commit);
  return () => document.body.removeEventListener(type, commit);
}

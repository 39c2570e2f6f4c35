/**
 * The one definition of "the page is idle" that the site and its audit share (docs/performance.md,
 * "Tenth pass"). Work the page defers until it is idle (the plan's worker, a chart's drawing) starts
 * strictly after this moment, and `scripts/perf/measure.mjs` counts as "JavaScript before idle" the
 * scripts requested before it. Before, each had its own idle callback, and which ran first decided
 * whether the audit counted the plan's worker (≈ 18 KB): the figure changed from run to run.
 *
 * The page is idle once, after the page has loaded (the window's load event) and the watch has
 * started (from an effect, so React has hydrated), two frames are drawn and then the browser has an
 * idle moment in which every script the page has asked for has arrived (each `<script src>` and
 * `<link rel=modulepreload>` has its Resource Timing entry) and no resource has arrived since the
 * previous such moment; repeated until that holds, or 3 s after the load event at the latest. Then `<html data-idle>` and the performance mark
 * `evergreen:idle` are set, and the waiting work runs, in a task after the mark.
 */
export const PAGE_IDLE_MARK = 'evergreen:idle';

/** The longest one round waits for an idle moment: a page kept busy is still called idle, later. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * The latest the page is called idle, after its load event. Without it a page whose scripts never
 * show in Resource Timing (its buffer full, or a test's fake clock, which fakes `performance` with no
 * entries) never became idle, and the plan's worker never started: its answer stayed "busy".
 */
const IDLE_AT_LATEST_MS = 3_000;

let idle = false;
let watching = false;
const waiting = new Set<() => void>();

function scriptsStillLoading(): boolean {
  const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  const asked = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="modulepreload"][href]',
  );
  for (const element of asked) {
    const url = element instanceof HTMLScriptElement ? element.src : element.href;
    if (!arrived.has(url)) return true;
  }
  return false;
}

function markIdle() {
  if (idle) return;
  idle = true;
  document.documentElement.dataset.idle = 'true';
  performance.mark(PAGE_IDLE_MARK);
  // In a task of its own: the mark comes strictly before anything the waiting work requests.
  setTimeout(() => {
    for (const run of [...waiting]) run();
    waiting.clear();
  }, 0);
}

function watch() {
  if (watching || idle) return;
  watching = true;
  let arrivedBefore = -1;
  const round = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        requestIdleCallback(
          () => {
            if (idle) return;
            const arrived = performance.getEntriesByType('resource').length;
            if (arrived === arrivedBefore && !scriptsStillLoading()) markIdle();
            else {
              arrivedBefore = arrived;
              round();
            }
          },
          { timeout: IDLE_TIMEOUT_MS },
        ),
      ),
    );
  const start = () => {
    setTimeout(markIdle, IDLE_AT_LATEST_MS);
    round();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Whether this browser can tell (a test's DOM cannot: there the page counts as idle at once). */
const canTell = () =>
  typeof window !== 'undefined' &&
  typeof requestIdleCallback === 'function' &&
  typeof requestAnimationFrame === 'function' &&
  typeof performance !== 'undefined' &&
  typeof performance.getEntriesByType === 'function';

/** Starts watching for the page's idle moment (the app does, once hydrated, so every page is marked). */
export function watchForPageIdle(): void {
  if (canTell()) watch();
}

/**
 * Runs `work` once the page is idle (at once, in a task of its own, if it already is, or where the
 * browser cannot tell); returns a cancel.
 */
export function afterPageIdle(work: () => void): () => void {
  if (!canTell() || idle) {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const run = () => work();
  waiting.add(run);
  watch();
  return () => void waiting.delete(run);
}

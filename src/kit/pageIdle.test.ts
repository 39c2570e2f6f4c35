import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The page's idle moment (pageIdle.ts) is what the audit counts to (scripts/perf/measure.mjs): it
 * must not come while a script the page asked for is still on its way, nor while resources keep
 * arriving, and deferred work must start only after the mark.
 */
let frames: (() => void)[] = [];
let arrived: string[] = [];

function runPending() {
  const due = frames;
  frames = [];
  for (const callback of due) callback();
}

/** Runs frames and idle callbacks until none is pending (each round queues the next). */
function runRounds(max = 50) {
  for (let i = 0; i < max && frames.length > 0; i++) runPending();
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  frames = [];
  arrived = [];
  document.head.innerHTML = '';
  delete document.documentElement.dataset.idle;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => frames.push(callback));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => arrived.map((name) => ({ name })) as unknown as PerformanceEntryList,
  );
  vi.spyOn(performance, 'mark').mockImplementation(() => undefined as unknown as PerformanceMark);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
  return link.href;
}

describe('afterPageIdle', () => {
  it('waits for every script the page asked for, then marks the page idle before the work runs', async () => {
    const { afterPageIdle, PAGE_IDLE_MARK } = await import('./pageIdle');
    const chunk = preload('/assets/tool.js');
    const work = vi.fn(() => expect(document.documentElement.dataset.idle).toBe('true'));
    afterPageIdle(work);
    runRounds();
    // The chunk is still on its way: the rounds go on, nothing is marked.
    expect(frames.length).toBeGreaterThan(0);
    expect(document.documentElement.dataset.idle).toBeUndefined();
    arrived = [chunk];
    runRounds();
    expect(document.documentElement.dataset.idle).toBe('true');
    expect(performance.mark).toHaveBeenCalledWith(PAGE_IDLE_MARK);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('needs a round in which nothing new arrived', async () => {
    const { afterPageIdle } = await import('./pageIdle');
    const work = vi.fn();
    afterPageIdle(work);
    arrived = ['a'];
    runPending(); // first frame
    runPending(); // second frame
    runPending(); // idle: count 1, first look
    expect(document.documentElement.dataset.idle).toBeUndefined();
    arrived = ['a', 'b'];
    runPending();
    runPending();
    runPending(); // count changed: another round
    expect(document.documentElement.dataset.idle).toBeUndefined();
    runRounds();
    expect(document.documentElement.dataset.idle).toBe('true');
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing cancelled, and work asked for once idle runs in a task of its own', async () => {
    const { afterPageIdle } = await import('./pageIdle');
    const cancelled = vi.fn();
    afterPageIdle(cancelled)();
    runRounds();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    afterPageIdle(later);
    expect(later).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('calls the page idle 3 s after load at the latest, when a script never shows in Resource Timing', async () => {
    // A full Resource Timing buffer, or a test's fake clock (its `performance` has no entries).
    const { afterPageIdle } = await import('./pageIdle');
    preload('/assets/never-listed.js');
    const work = vi.fn();
    afterPageIdle(work);
    runRounds();
    vi.advanceTimersByTime(2_999);
    expect(document.documentElement.dataset.idle).toBeUndefined();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(document.documentElement.dataset.idle).toBe('true');
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('where the browser cannot tell (no idle callbacks), runs the work in a task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterPageIdle } = await import('./pageIdle');
    const work = vi.fn();
    afterPageIdle(work);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});

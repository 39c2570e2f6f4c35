import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The three moments that fetch a part below the first screen (LazyChart, LazyDataTable, the Roth
 * tool's reading): its place comes near the viewport, the page is idle, the page is printed. Each is
 * driven by hand here (a stand-in IntersectionObserver, the idle work caught from pageIdle), so no
 * test waits for a clock, and each must call `load` on its own.
 */
const idle = vi.hoisted(() => ({ work: [] as (() => void)[], cancelled: 0 }));
vi.mock('./pageIdle', () => ({
  afterPageIdle: (work: () => void) => {
    idle.work.push(work);
    return () => {
      idle.cancelled += 1;
      idle.work = idle.work.filter((waiting) => waiting !== work);
    };
  },
}));

// The test setup has loaded the kit already (vitest.setup.ts): load the hook afresh, on the stand-in.
let useLoadWhenNear: typeof import('./useNearViewport').useLoadWhenNear;
beforeAll(async () => {
  vi.resetModules();
  ({ useLoadWhenNear } = await import('./useNearViewport'));
});

let observers: { callback: IntersectionObserverCallback; margin?: string; watched: Element[] }[] = [];

class StandInObserver {
  readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, watched: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.watched.push(element);
  }
  disconnect() {
    this.entry.watched = [];
  }
}

function comeNear() {
  for (const { callback, watched } of observers) {
    for (const target of watched) {
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  }
}

function Box({ load, loaded = false }: { load: () => unknown; loaded?: boolean }) {
  const ref = useLoadWhenNear<HTMLDivElement>(load, loaded);
  return <div ref={ref} data-box="" />;
}

beforeEach(() => {
  observers = [];
  idle.work = [];
  idle.cancelled = 0;
  vi.stubGlobal('IntersectionObserver', StandInObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLoadWhenNear (fetch when near the viewport, at idle or before print)', () => {
  it('does not load before any of the three moments, and watches the box with a 300 px margin', () => {
    const load = vi.fn();
    const { container } = render(<Box load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.margin).toBe('300px');
    expect(observers[0]?.watched).toEqual([container.querySelector('[data-box]')]);
    expect(idle.work).toHaveLength(1);
  });

  it('loads when the box comes near the viewport', () => {
    const load = vi.fn();
    render(<Box load={load} />);
    act(() => comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    // Near is for good: the idle wait and the print listener are given up.
    expect(idle.work).toHaveLength(0);
    window.dispatchEvent(new Event('beforeprint'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once the page is idle', () => {
    const load = vi.fn();
    render(<Box load={load} />);
    act(() => idle.work.forEach((work) => work()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads before the page is printed', () => {
    const load = vi.fn();
    render(<Box load={load} />);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing once the part is there, and lets go of the page when it leaves', () => {
    const load = vi.fn();
    render(<Box load={load} loaded />);
    expect(observers).toHaveLength(0);
    expect(idle.work).toHaveLength(0);
    window.dispatchEvent(new Event('beforeprint'));
    expect(load).not.toHaveBeenCalled();

    const { unmount } = render(<Box load={load} />);
    unmount();
    expect(idle.cancelled).toBe(1);
    expect(idle.work).toHaveLength(0);
    window.dispatchEvent(new Event('beforeprint'));
    expect(load).not.toHaveBeenCalled();
  });
});

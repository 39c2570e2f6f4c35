import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, onStorageProblem, resetStorageStateForTests, STORAGE_PROBLEM_MESSAGES } from './storage';

const pointSchema = v.object({ x: v.number(), y: v.number() });
type Point = v.InferOutput<typeof pointSchema>;
const ORIGIN: Point = { x: 0, y: 0 };

function pointStore(key = 'point', extra: Partial<Parameters<typeof createStore<Point>>[0]> = {}) {
  return createStore<Point>({ key, schema: pointSchema, version: 2, fallback: ORIGIN, ...extra });
}

let warn: ReturnType<typeof vi.spyOn>;
const realLocal = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStorageStateForTests();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realLocal);
  vi.restoreAllMocks();
});

function denyLocalStorage() {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
    configurable: true,
  });
}

describe('createStore', () => {
  it('returns the fallback when nothing is stored, without warning', () => {
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(warn).not.toHaveBeenCalled();
  });

  it('round-trips a value inside a versioned envelope', () => {
    const store = pointStore();
    expect(store.write({ x: 3, y: 4 })).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('point')!)).toEqual({ v: 2, data: { x: 3, y: 4 } });
    expect(pointStore().read()).toEqual({ x: 3, y: 4 });
  });

  it('returns the same object until the value changes (stable snapshots)', () => {
    const store = pointStore();
    store.write({ x: 1, y: 1 });
    const first = store.read();
    expect(store.read()).toBe(first);
    store.write({ x: 2, y: 2 });
    expect(store.read()).not.toBe(first);
    expect(store.read()).toBe(store.read());
    expect(pointStore('empty').read()).toBe(pointStore('empty').read());
  });

  it('drops unparsable JSON with a console warning and starts fresh', () => {
    localStorage.setItem('point', '{"v":2,"data":');
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(warn).toHaveBeenCalledWith('[storage] point: unparsable JSON; starting fresh');
    expect(localStorage.getItem('point')).toBeNull();
  });

  it('drops data of the wrong shape', () => {
    localStorage.setItem('point', JSON.stringify({ v: 2, data: { x: 'three', y: 4 } }));
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(warn).toHaveBeenCalledWith('[storage] point: unexpected shape; starting fresh');
    expect(localStorage.getItem('point')).toBeNull();
  });

  it('drops an old version when there is no migration', () => {
    localStorage.setItem('point', JSON.stringify({ v: 1, data: { x: 1, y: 2 } }));
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(warn).toHaveBeenCalledWith('[storage] point: old version 1 with no migration; starting fresh');
    expect(localStorage.getItem('point')).toBeNull();
  });

  it('migrates an old version, validates it and rewrites it in the current envelope', () => {
    localStorage.setItem('point', JSON.stringify({ v: 1, data: [5, 6] }));
    const migrate = vi.fn((data: unknown) => {
      const [x, y] = data as number[];
      return { x, y };
    });
    expect(pointStore('point', { migrate }).read()).toEqual({ x: 5, y: 6 });
    expect(migrate).toHaveBeenCalledWith([5, 6], 1);
    expect(JSON.parse(localStorage.getItem('point')!)).toEqual({ v: 2, data: { x: 5, y: 6 } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops the entry when a migration gives the wrong shape or throws', () => {
    localStorage.setItem('point', JSON.stringify({ v: 1, data: 'junk' }));
    expect(pointStore('point', { migrate: () => ({ x: 'no' }) }).read()).toEqual(ORIGIN);
    expect(localStorage.getItem('point')).toBeNull();
    localStorage.setItem('point', JSON.stringify({ v: 1, data: 'junk' }));
    expect(
      pointStore('point', {
        migrate: () => {
          throw new Error('boom');
        },
      }).read(),
    ).toEqual(ORIGIN);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads data saved by a newer version as the fallback, once warned, and leaves it stored (an older tab must not delete it)', () => {
    const newer = JSON.stringify({ v: 3, data: { x: 1, y: 2 } });
    localStorage.setItem('point', newer);
    const store = pointStore();
    expect(store.read()).toEqual(ORIGIN);
    expect(store.read()).toBe(store.read());
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem('point')).toBe(newer);
    // This page's own write replaces it.
    store.write({ x: 5, y: 5 });
    expect(JSON.parse(localStorage.getItem('point')!)).toEqual({ v: 2, data: { x: 5, y: 5 } });
  });

  it('accepts a legacy bare value that fits the schema and upgrades it in place', () => {
    localStorage.setItem('point', JSON.stringify({ x: 7, y: 8 }));
    expect(pointStore().read()).toEqual({ x: 7, y: 8 });
    expect(JSON.parse(localStorage.getItem('point')!)).toEqual({ v: 2, data: { x: 7, y: 8 } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('runs a legacy bare value through migrate as version 0 when it does not fit', () => {
    localStorage.setItem('point', JSON.stringify('9,10'));
    const migrate = vi.fn((data: unknown, from: number) => {
      expect(from).toBe(0);
      const [x, y] = String(data).split(',').map(Number);
      return { x, y };
    });
    expect(pointStore('point', { migrate }).read()).toEqual({ x: 9, y: 10 });
  });

  it('drops a legacy bare value that does not fit and has no migration', () => {
    localStorage.setItem('point', JSON.stringify([1, 2]));
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(warn).toHaveBeenCalledWith('[storage] point: unexpected shape; starting fresh');
  });

  it('treats 5 MB of junk as unusable', () => {
    // jsdom's quota is 5,000,000 code units (key included), so fill it to just under that.
    localStorage.setItem('point', '{' + 'x'.repeat(4_999_990));
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(localStorage.getItem('point')).toBeNull();
    // Well-formed but huge and of the wrong shape.
    localStorage.setItem('point', JSON.stringify({ v: 2, data: 'y'.repeat(4_999_900) }));
    expect(pointStore().read()).toEqual(ORIGIN);
    expect(localStorage.getItem('point')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses to write a value that fails the schema', () => {
    const store = pointStore();
    expect(store.write({ x: Number.NaN as unknown as number, y: 'a' as unknown as number })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(localStorage.getItem('point')).toBeNull();
  });

  it('remove() clears the entry and notifies subscribers', () => {
    const store = pointStore();
    store.write({ x: 1, y: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.remove();
    expect(localStorage.getItem('point')).toBeNull();
    expect(listener).toHaveBeenCalledWith(ORIGIN);
  });

  it('notifies subscribers of every store on the same key, and stops after unsubscribe', () => {
    const a = pointStore();
    const b = pointStore();
    const listener = vi.fn();
    const unsubscribe = b.subscribe(listener);
    a.write({ x: 2, y: 3 });
    expect(listener).toHaveBeenCalledWith({ x: 2, y: 3 });
    unsubscribe();
    a.write({ x: 4, y: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears changes made in other tabs through the storage event', () => {
    const store = pointStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const raw = JSON.stringify({ v: 2, data: { x: 8, y: 9 } });
    localStorage.setItem('point', raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'point', newValue: raw, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledWith({ x: 8, y: 9 });
  });

  it('uses sessionStorage when asked', () => {
    const store = pointStore('tab', { area: 'session' });
    store.write({ x: 1, y: 2 });
    expect(sessionStorage.getItem('tab')).not.toBeNull();
    expect(localStorage.getItem('tab')).toBeNull();
    expect(store.read()).toEqual({ x: 1, y: 2 });
  });
});

describe('when the browser will not store anything', () => {
  it('reads the fallback, keeps writes in memory and tells the page once', () => {
    const problem = vi.fn();
    onStorageProblem(problem);
    denyLocalStorage();
    const store = pointStore();
    expect(store.read()).toEqual(ORIGIN);
    expect(store.write({ x: 1, y: 2 })).toEqual({ ok: false, reason: 'unavailable' });
    expect(store.read()).toEqual({ x: 1, y: 2 });
    expect(pointStore().read()).toEqual({ x: 1, y: 2 });
    expect(store.write({ x: 3, y: 4 })).toEqual({ ok: false, reason: 'unavailable' });
    expect(pointStore('other').write({ x: 0, y: 1 })).toEqual({ ok: false, reason: 'unavailable' });
    expect(store.read()).toEqual({ x: 3, y: 4 });
    expect(problem).toHaveBeenCalledOnce();
    expect(problem).toHaveBeenCalledWith('unavailable', STORAGE_PROBLEM_MESSAGES.unavailable);
    store.remove();
    expect(store.read()).toEqual(ORIGIN);
  });

  it('tells a listener that subscribes after the problem', () => {
    denyLocalStorage();
    pointStore().write({ x: 1, y: 2 });
    const late = vi.fn();
    onStorageProblem(late);
    expect(late).toHaveBeenCalledWith('unavailable', STORAGE_PROBLEM_MESSAGES.unavailable);
  });

  it('keeps working in memory when storage is full, and says so once', () => {
    const problem = vi.fn();
    const stop = onStorageProblem(problem);
    const store = pointStore();
    store.write({ x: 1, y: 1 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(store.write({ x: 2, y: 2 })).toEqual({ ok: false, reason: 'full' });
    expect(store.write({ x: 3, y: 3 })).toEqual({ ok: false, reason: 'full' });
    // The in-memory copy is newer than the stored one, so it wins.
    expect(pointStore().read()).toEqual({ x: 3, y: 3 });
    expect(problem).toHaveBeenCalledOnce();
    expect(problem).toHaveBeenCalledWith('full', STORAGE_PROBLEM_MESSAGES.full);
    stop();
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(store.write({ x: 4, y: 4 })).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('point')!).data).toEqual({ x: 4, y: 4 });
  });

  it('has a plain message for each problem', () => {
    expect(STORAGE_PROBLEM_MESSAGES.unavailable).toContain(
      "we'll keep your information while this page is open".replace('we', 'We'),
    );
    expect(STORAGE_PROBLEM_MESSAGES.full).toMatch(/while this page is open\.$/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { myDetailsStore, myPlanStore, scenariosStore, STORAGE_KEYS, toolInputsStore } from './keys';
import { beneficiariesStore, savedCalculationsStore, toolProgressStore } from './savedStores';
import { bookmarksStore } from './bookmarks';
import {
  forgetPlan,
  forgetTool,
  keepOnDeviceStore,
  keepsFiguresOnDevice,
  setKeepOnDevice,
  toolInputIds,
  toolStorageKeys,
} from './keptFigures';
import { onStorageProblem, resetStorageStateForTests } from './storage';
import { exampleBeneficiary, startEachTestWithEmptyStorage } from './testing/storageTestKit';

// Issue I6, item 5: the site remembers on this device (local storage), unless the visitor chose, in
// My details, "Don't keep my figures on this device" (then this tab's session storage only).
const warnings = startEachTestWithEmptyStorage();
afterEach(() => vi.restoreAllMocks());

const envelope = (data: unknown, v = 2) => JSON.stringify({ v, data });
const local = (key: string) => localStorage.getItem(key);
const session = (key: string) => sessionStorage.getItem(key);
/** A new page in the same tab: the layer's memory and "done once" flags go, the browser's storage stays. */
const reload = () => resetStorageStateForTests();

describe('the figures live on this device by default', () => {
  it('tool inputs, My details, My plan, scenarios and saved items are written to local storage', () => {
    expect(keepsFiguresOnDevice()).toBe(true);
    toolInputsStore('rmd').write({ age: 75 });
    myDetailsStore.write({ birthYear: 1959, birthMonth: 3 });
    myPlanStore.write({ hiddenTools: ['hsa'] });
    scenariosStore('rmd').write([{ name: 'A', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 75 } }]);
    bookmarksStore.write(['rmd-calculator']);
    for (const key of ['tool-inputs-rmd', 'myDetails', 'myPlan', 'scenarios-rmd', 'bookmarks'])
      expect(local(key), key).not.toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('a new visit (a reload, or a new tab of the same browser) finds them', () => {
    toolInputsStore('roth-conversion').write({ otherIncome: 0, socialSecurity: null });
    sessionStorage.clear();
    reload();
    expect(toolInputsStore('roth-conversion').read()).toEqual({ otherIncome: 0, socialSecurity: null });
    expect(toolInputIds()).toEqual(['roth-conversion']);
  });
});

describe('moving what the site kept per tab before issue I6 (first load)', () => {
  it('this tab’s tool inputs move to local storage, nothing typed is lost, and the tab’s copy goes', () => {
    sessionStorage.setItem('tool-inputs-rmd', envelope({ age: 80, balance: 250_000 }, 1));
    sessionStorage.setItem('tool-inputs-hsa', envelope({ age: 60 }, 1));
    sessionStorage.setItem('unrelated', 'kept');
    expect(toolInputsStore('rmd').read()).toEqual({ age: 80, balance: 250_000 });
    expect(toolInputsStore('hsa').read()).toEqual({ age: 60 });
    expect(session('tool-inputs-rmd')).toBeNull();
    expect(session('tool-inputs-hsa')).toBeNull();
    expect(session('unrelated')).toBe('kept');
    // Read, then rewritten in today's envelope.
    expect(JSON.parse(local('tool-inputs-rmd')!)).toEqual({ v: 2, data: { age: 80, balance: 250_000 } });
    expect(warnings()).not.toHaveBeenCalled();
  });

  it('a value already on the device wins over an old tab’s copy', () => {
    localStorage.setItem('tool-inputs-rmd', envelope({ age: 90 }));
    sessionStorage.setItem('tool-inputs-rmd', envelope({ age: 80 }, 1));
    expect(toolInputsStore('rmd').read()).toEqual({ age: 90 });
    expect(session('tool-inputs-rmd')).toBeNull();
  });

  it('version 1 kept a blank income box as 0: read as blank, as the tool showed it (the Roth, tax and Medicare tools)', () => {
    sessionStorage.setItem(
      'tool-inputs-roth-conversion',
      envelope({ iraBalance: 0, conversionAmount: 100_000, otherIncome: 0, socialSecurity: 24_000 }, 1),
    );
    localStorage.setItem('tool-inputs-medicare-cost', envelope({ magi: 0, people: 2 }, 1));
    localStorage.setItem('tool-inputs-rmd', envelope({ balance: 0 }, 1));
    expect(toolInputsStore('roth-conversion').read()).toEqual({
      iraBalance: 0,
      conversionAmount: 100_000,
      otherIncome: null,
      socialSecurity: 24_000,
    });
    expect(toolInputsStore('medicare-cost').read()).toEqual({ magi: null, people: 2 });
    // The RMD balance opened on 500,000: a 0 there was typed, so it stays an answer.
    expect(toolInputsStore('rmd').read()).toEqual({ balance: 0 });
    // A version-2 0 is an answer.
    toolInputsStore('roth-conversion').write({ otherIncome: 0 });
    reload();
    expect(toolInputsStore('roth-conversion').read()).toEqual({ otherIncome: 0 });
  });

  it('saved scenarios of version 1 are read the same way', () => {
    localStorage.setItem(
      'scenarios-tax-impact',
      envelope([{ name: 'Now', savedAt: '2026-01-01T00:00:00.000Z', inputs: { pensionIncome: 0, age: 66 } }], 1),
    );
    expect(scenariosStore('tax-impact').read()[0]!.inputs).toEqual({ pensionIncome: null, age: 66 });
  });
});

describe('"Don’t keep my figures on this device"', () => {
  it('takes every figure off the device into this tab; new figures go to this tab only; the choice stays on the device', () => {
    toolInputsStore('rmd').write({ age: 75 });
    myDetailsStore.write({ birthYear: 1959 });
    beneficiariesStore.write([exampleBeneficiary()]);
    expect(setKeepOnDevice(false)).toBe(true);
    expect(keepsFiguresOnDevice()).toBe(false);
    expect(JSON.parse(local(STORAGE_KEYS.keepOnDevice)!)).toEqual({ v: 1, data: { keep: false } });
    for (const key of ['tool-inputs-rmd', 'myDetails', 'beneficiaries']) {
      expect(local(key), key).toBeNull();
      expect(session(key), key).not.toBeNull();
    }
    // Everything still reads the same in this tab.
    expect(toolInputsStore('rmd').read()).toEqual({ age: 75 });
    expect(myDetailsStore.read()).toEqual({ birthYear: 1959 });
    toolInputsStore('hsa').write({ age: 60 });
    expect(local('tool-inputs-hsa')).toBeNull();
    expect(session('tool-inputs-hsa')).not.toBeNull();
    expect(localStorage.length).toBe(1);
  });

  it('a closed tab forgets them: a new tab of the same browser finds nothing but the choice', () => {
    setKeepOnDevice(false);
    toolInputsStore('rmd').write({ age: 75 });
    sessionStorage.clear();
    reload();
    expect(keepsFiguresOnDevice()).toBe(false);
    expect(toolInputsStore('rmd').read()).toEqual({});
    expect(toolInputIds()).toEqual([]);
  });

  it('figures found on the device under "don’t keep" (left by a failed move) come into this tab and leave the device', () => {
    localStorage.setItem(STORAGE_KEYS.keepOnDevice, JSON.stringify({ v: 1, data: { keep: false } }));
    localStorage.setItem('tool-inputs-rmd', envelope({ age: 70 }));
    expect(toolInputsStore('rmd').read()).toEqual({ age: 70 });
    expect(local('tool-inputs-rmd')).toBeNull();
    expect(session('tool-inputs-rmd')).not.toBeNull();
  });

  it('choosing to keep again puts this tab’s figures back on the device', () => {
    setKeepOnDevice(false);
    myDetailsStore.write({ birthYear: 1950 });
    setKeepOnDevice(true);
    expect(local('myDetails')).not.toBeNull();
    expect(session('myDetails')).toBeNull();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1950 });
    expect(keepOnDeviceStore.read()).toEqual({ keep: true });
  });

  it('tells every open store that its figures moved, and hears another tab change the choice', () => {
    toolInputsStore('rmd').write({ age: 75 });
    const heard = vi.fn();
    const stop = toolInputsStore('rmd').subscribe(heard);
    setKeepOnDevice(false);
    expect(heard).toHaveBeenCalledWith({ age: 75 });
    heard.mockClear();
    // Another tab chooses to keep again: its move put this figure back on the device.
    localStorage.setItem(STORAGE_KEYS.keepOnDevice, JSON.stringify({ v: 1, data: { keep: true } }));
    localStorage.setItem('tool-inputs-rmd', envelope({ age: 76 }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.keepOnDevice, storageArea: localStorage }));
    expect(keepsFiguresOnDevice()).toBe(true);
    expect(heard).toHaveBeenCalledWith({ age: 76 });
    stop();
  });

  it('an unreadable choice counts as the default, kept', () => {
    for (const junk of [
      '{not json',
      JSON.stringify({ v: 9, data: { keep: false } }),
      JSON.stringify({ keep: false }),
      '"no"',
    ]) {
      localStorage.setItem(STORAGE_KEYS.keepOnDevice, junk);
      reload();
      expect(keepsFiguresOnDevice(), junk).toBe(true);
    }
  });
});

describe('Forget', () => {
  it('on a tool: only what that tool kept of the reader’s typing goes, from the device and the tab', () => {
    toolInputsStore('rmd').write({ age: 75 });
    toolInputsStore('hsa').write({ age: 60 });
    scenariosStore('rmd').write([{ name: 'A', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 75 } }]);
    sessionStorage.setItem('tool-inputs-rmd', envelope({ age: 99 }));
    const heard = vi.fn();
    const stop = toolInputsStore('rmd').subscribe(heard);
    forgetTool('rmd', 'RMD Calculator');
    expect(local('tool-inputs-rmd')).toBeNull();
    expect(session('tool-inputs-rmd')).toBeNull();
    expect(toolInputsStore('rmd').read()).toEqual({});
    expect(heard).toHaveBeenCalledWith({});
    expect(toolInputsStore('hsa').read()).toEqual({ age: 60 });
    expect(scenariosStore('rmd').read()).toHaveLength(1);
    stop();
  });

  it('knows where each kind of tool keeps its typing', () => {
    expect(toolStorageKeys('rmd', 'RMD Calculator')).toEqual(['tool-inputs-rmd']);
    expect(toolStorageKeys('generic-calculator', 'Retirement Savings Gap Calculator')).toEqual([
      'tool-inputs-generic-calculator-retirement-savings-gap-calculator',
    ]);
    expect(toolStorageKeys('home-modification', 'x')).toEqual([
      'tool-inputs-home-modification',
      'tool-inputs-home-modification-selections',
    ]);
    expect(toolStorageKeys('step-tool', 'LTC Decision')).toEqual(['tool-progress-LTC Decision']);
    expect(toolStorageKeys('checklist', 'Retirement Readiness')).toEqual(['checklist-progress-retirement-readiness']);
    expect(toolStorageKeys('beneficiary-tracker', 'x')).toEqual(['beneficiaries']);
    toolProgressStore('LTC Decision').write({
      currentStep: 1,
      completedSteps: [0],
      stepData: {},
      isComplete: false,
      startTime: 1,
    });
    forgetTool('step-tool', 'LTC Decision');
    expect(toolProgressStore('LTC Decision').read()).toBeNull();
  });

  it('on My plan: everything My plan is built from goes; saved articles and calculations stay, and the choice', () => {
    setKeepOnDevice(true);
    toolInputsStore('rmd').write({ age: 75 });
    scenariosStore('hsa').write([{ name: 'A', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 60 } }]);
    beneficiariesStore.write([exampleBeneficiary()]);
    myDetailsStore.write({ birthYear: 1959 });
    myPlanStore.write({ hiddenTools: ['rmd'] });
    bookmarksStore.write(['rmd-calculator']);
    savedCalculationsStore.write([{ title: 'Gap', inputs: {}, outputs: {}, timestamp: 1 }]);
    forgetPlan();
    for (const key of ['tool-inputs-rmd', 'scenarios-hsa', 'beneficiaries', 'myDetails', 'myPlan'])
      expect(local(key), key).toBeNull();
    expect(bookmarksStore.read()).toEqual(['rmd-calculator']);
    expect(savedCalculationsStore.read()).toHaveLength(1);
    expect(local(STORAGE_KEYS.keepOnDevice)).not.toBeNull();
  });
});

describe('corrupt, old or refused storage never breaks a tool', () => {
  it.each([
    ['garbage', '{not json'],
    ['a number', JSON.stringify({ v: 2, data: 42 })],
    ['an object value', JSON.stringify({ v: 2, data: { age: { deep: 1 } } })],
    ['a bare string', '"hello"'],
  ])('%s: the tool starts fresh, with a console warning', (_name, raw) => {
    localStorage.setItem('tool-inputs-rmd', raw);
    expect(toolInputsStore('rmd').read()).toEqual({});
    expect(warnings()).toHaveBeenCalled();
    expect(local('tool-inputs-rmd')).toBeNull();
  });

  it('a version 0 bare record that fits is read and upgraded', () => {
    localStorage.setItem('tool-inputs-rmd', JSON.stringify({ age: 72 }));
    expect(toolInputsStore('rmd').read()).toEqual({ age: 72 });
    expect(JSON.parse(local('tool-inputs-rmd')!)).toEqual({ v: 2, data: { age: 72 } });
  });

  it('a full browser keeps the figures for this page and says so once', () => {
    const problem = vi.fn();
    const stop = onStorageProblem(problem);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(toolInputsStore('rmd').write({ age: 75 })).toEqual({ ok: false, reason: 'full' });
    expect(toolInputsStore('rmd').read()).toEqual({ age: 75 });
    expect(problem).toHaveBeenCalledOnce();
    // Forget still forgets the copy kept in memory.
    forgetTool('rmd', 'RMD Calculator');
    expect(toolInputsStore('rmd').read()).toEqual({});
    stop();
  });

  it('storage the browser forbids: the choice reads as kept, and figures live for the page', () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
      configurable: true,
    });
    try {
      reload();
      expect(keepsFiguresOnDevice()).toBe(true);
      expect(toolInputsStore('rmd').write({ age: 75 }).ok).toBe(false);
      expect(toolInputsStore('rmd').read()).toEqual({ age: 75 });
      expect(setKeepOnDevice(false)).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', real);
    }
  });
});

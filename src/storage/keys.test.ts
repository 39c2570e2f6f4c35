import { describe, expect, it } from 'vitest';
import { slugifyTitle, STORAGE_KEYS, toolInputsStore } from './keys';
import {
  beneficiariesStore,
  checklistProgressStore,
  savedCalculationsStore,
  savedChecklistsStore,
  savedToolsStore,
  toolProgressStore,
} from './savedStores';
import { bookmarksStore, isBookmarked, toggleBookmark } from './bookmarks';

import type { ToolProgress } from './savedSchemas';
import * as v from 'valibot';
import { exampleBeneficiary, startEachTestWithEmptyStorage } from './testing/storageTestKit';

const warnings = startEachTestWithEmptyStorage();

const beneficiary = exampleBeneficiary();

describe('slugifyTitle', () => {
  it('lowercases, dashes non-alphanumerics and trims dashes', () => {
    expect(slugifyTitle('  Estate Planning: A Checklist! ')).toBe('estate-planning-a-checklist');
    expect(slugifyTitle('Medicare & You (2025)')).toBe('medicare-you-2025');
    expect(slugifyTitle('---')).toBe('');
  });
});

describe('keys', () => {
  it('match SPEC §7: step-tool progress under tool-progress-{title}, checklist progress under a key from its title', () => {
    expect(STORAGE_KEYS.toolProgress('Estate Plan')).toBe('tool-progress-Estate Plan');
    expect(STORAGE_KEYS.checklistProgress('Estate Plan!')).toBe('checklist-progress-estate-plan');
    expect(STORAGE_KEYS.toolInputs('rmd-calculator')).toBe('tool-inputs-rmd-calculator');
  });

  it('give one store per key, so snapshots stay stable across renders', () => {
    expect(toolProgressStore('A')).toBe(toolProgressStore('A'));
    expect(checklistProgressStore('A')).toBe(checklistProgressStore('A'));
    expect(toolInputsStore('x')).toBe(toolInputsStore('x'));
  });
});

describe('tool progress', () => {
  const progress: ToolProgress = {
    currentStep: 1,
    completedSteps: [0],
    stepData: { '0': { name: 'Ann', age: 70, married: true } },
    isComplete: false,
    startTime: '2024-05-01T10:00:00.000Z',
  };

  it('round-trips and starts as null', () => {
    const store = toolProgressStore('Estate Plan');
    expect(store.read()).toBeNull();
    store.write(progress);
    expect(toolProgressStore('Estate Plan').read()).toEqual(progress);
  });

  it('reads the original site’s bare progress, with a null completion time', () => {
    localStorage.setItem(
      'tool-progress-Old',
      JSON.stringify({ ...progress, startTime: 1714557600000, completionTime: null }),
    );
    expect(toolProgressStore('Old').read()).toMatchObject({
      currentStep: 1,
      startTime: 1714557600000,
      completionTime: undefined,
    });
  });

  it('starts fresh with a warning when progress is corrupt', () => {
    localStorage.setItem('tool-progress-Bad', JSON.stringify({ v: 1, data: { ...progress, currentStep: -1 } }));
    expect(toolProgressStore('Bad').read()).toBeNull();
    expect(warnings()).toHaveBeenCalledWith('[storage] tool-progress-Bad: unexpected shape; starting fresh');
  });
});

describe('lists', () => {
  it('saved tools, checklists and calculations round-trip', () => {
    savedToolsStore.write([
      {
        title: 'T',
        description: 'd',
        steps: [{ title: 's' }],
        stepData: {},
        completedSteps: [],
        isComplete: false,
        startTime: 1,
        timestamp: '2024-01-01T00:00:00Z',
      },
    ]);
    expect(savedToolsStore.read()).toHaveLength(1);
    savedChecklistsStore.write([
      {
        title: 'C',
        completionPercentage: 50,
        items: { a: { isCompleted: true, completedAt: 5, notes: '' } },
        isComplete: false,
        timestamp: 9,
      },
    ]);
    expect(savedChecklistsStore.read()[0]?.items.a?.isCompleted).toBe(true);
    savedCalculationsStore.write([
      { title: 'RMD', inputs: { age: 75, status: 'single' }, outputs: { rmdAmount: 4000 }, timestamp: 1 },
    ]);
    expect(savedCalculationsStore.read()[0]?.outputs.rmdAmount).toBe(4000);
  });

  it('checklist progress fills in missing notes', () => {
    localStorage.setItem(
      'checklist-progress-my-list',
      JSON.stringify({ items: { a: { isCompleted: false } }, startTime: '2024-01-01T00:00:00Z', isComplete: false }),
    );
    expect(checklistProgressStore('My List').read()?.items.a).toEqual({
      isCompleted: false,
      completedAt: undefined,
      notes: '',
    });
  });

  it('beneficiaries reject an account number longer than 4 digits', () => {
    expect(beneficiariesStore.write([beneficiary])).toEqual({ ok: true });
    expect(beneficiariesStore.write([{ ...beneficiary, accountNumber: '12345' }])).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(beneficiariesStore.read()).toEqual([beneficiary]);
    localStorage.setItem('beneficiaries', JSON.stringify({ v: 1, data: [{ ...beneficiary, accountNumber: '12345' }] }));
    expect(beneficiariesStore.read()).toEqual([]);
    expect(warnings()).toHaveBeenCalledWith('[storage] beneficiaries: unexpected shape; starting fresh');
  });

  it('beneficiaries from the original site (numeric id, bare list) are read', () => {
    localStorage.setItem('beneficiaries', JSON.stringify([{ ...beneficiary, id: 1700000000000 }]));
    expect(beneficiariesStore.read()).toEqual([beneficiary]);
  });
});

describe('bookmarks', () => {
  it('toggle on and off and report the new state', () => {
    expect(isBookmarked('rmd-calculator')).toBe(false);
    expect(toggleBookmark('rmd-calculator')).toBe(true);
    expect(isBookmarked('rmd-calculator')).toBe(true);
    expect(toggleBookmark('hsa-guide')).toBe(true);
    expect(bookmarksStore.read()).toEqual(['rmd-calculator', 'hsa-guide']);
    expect(toggleBookmark('rmd-calculator')).toBe(false);
    expect(isBookmarked('rmd-calculator')).toBe(false);
    expect(bookmarksStore.read()).toEqual(['hsa-guide']);
  });
});

describe('tool inputs', () => {
  it('live on this device (local storage, issue I6 item 5), in the version-2 envelope', () => {
    toolInputsStore('rmd-calculator').write({ age: 75, balance: 500000, taxYear: '2024', joint: false });
    expect(JSON.parse(localStorage.getItem('tool-inputs-rmd-calculator')!).v).toBe(2);
    expect(sessionStorage.getItem('tool-inputs-rmd-calculator')).toBeNull();
    expect(toolInputsStore('rmd-calculator').read()).toEqual({
      age: 75,
      balance: 500000,
      taxYear: '2024',
      joint: false,
    });
    expect(toolInputsStore('never-used').read()).toEqual({});
  });

  it('accept a schema for non-flat inputs', () => {
    const schema = v.object({ selected: v.array(v.string()), budget: v.number() });
    const store = toolInputsStore('home-modification', { schema, fallback: { selected: [], budget: 5000 } });
    expect(store.read()).toEqual({ selected: [], budget: 5000 });
    store.write({ selected: ['grab-bars'], budget: 2000 });
    expect(store.read().selected).toEqual(['grab-bars']);
  });
});

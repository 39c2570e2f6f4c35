import { describe, expect, it } from 'vitest';
import { myDetailsStore, STORAGE_KEYS } from './keys';
import { savedCalculationsStore } from './savedStores';
import { bookmarksStore } from './bookmarks';
import { buildSavedBundle, importSavedBundle, parseSavedBundle } from './savedBundle';

import type { MyDetails } from './schemas';
import { startEachTestWithEmptyStorage } from './testing/storageTestKit';

const warnings = startEachTestWithEmptyStorage();

const details: MyDetails = {
  birthYear: 1958,
  filingStatus: 'marriedJoint',
  spouseBirthYear: 1961,
  traditionalSavings: 420_000,
  rothSavings: 35_000,
  taxableSavings: 80_000,
  hsaBalance: 12_500,
  socialSecurityYearly: 28_800,
  pensionYearly: 9_000,
  workIncomeYearly: 0,
  homeValue: 380_000,
  mortgageBalance: 45_000,
};

describe('My details store', () => {
  it('lives under a versioned local-storage key and starts empty', () => {
    expect(STORAGE_KEYS.myDetails).toBe('myDetails');
    expect(myDetailsStore.read()).toEqual({});
    expect(warnings()).not.toHaveBeenCalled();
  });

  it('round-trips every field inside the version-2 envelope, the full birth dates included (issue I6, item 6)', () => {
    const full: MyDetails = { ...details, birthMonth: 3, birthDay: 15, spouseBirthMonth: 1, spouseBirthDay: 1 };
    expect(myDetailsStore.write(full)).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('myDetails')!)).toEqual({ v: 2, data: full });
    expect(myDetailsStore.read()).toEqual(full);
  });

  it('migrates a version-1 record as it is, rewritten in the version-2 envelope, with no warning', () => {
    localStorage.setItem('myDetails', JSON.stringify({ v: 1, data: details }));
    expect(myDetailsStore.read()).toEqual(details);
    expect(JSON.parse(localStorage.getItem('myDetails')!)).toEqual({ v: 2, data: details });
    expect(warnings()).not.toHaveBeenCalled();
  });

  it('reads the benefit paid now (a COLA letter, issue I3) beside the older answers, and a record without it as it was', () => {
    const paid: MyDetails = {
      socialSecurityYearly: 24_000,
      socialSecurityPaidMonthly: 2_150.4,
      spouseSocialSecurityPaidMonthly: 980.1,
    };
    localStorage.setItem('myDetails', JSON.stringify({ v: 2, data: paid }));
    expect(myDetailsStore.read()).toEqual(paid);
    // A record stored before the field existed (version 1 or 2) keeps every answer it had.
    localStorage.setItem('myDetails', JSON.stringify({ v: 1, data: details }));
    expect(myDetailsStore.read()).toEqual(details);
    localStorage.setItem('myDetails', JSON.stringify({ v: 2, data: { socialSecurityPaidMonthly: -5 } }));
    expect(myDetailsStore.read()).toEqual({});
  });

  it('takes the birth months My plan kept before issue I6 into My details, once, leaving an answer it has alone', () => {
    localStorage.setItem('myDetails', JSON.stringify({ v: 1, data: { birthYear: 1959, spouseBirthMonth: 7 } }));
    localStorage.setItem(
      'myPlan',
      JSON.stringify({ v: 1, data: { birthMonth: 3, spouseBirthMonth: 1, spouseBirthDay: 1, hiddenTools: ['hsa'] } }),
    );
    expect(myDetailsStore.read()).toEqual({ birthYear: 1959, birthMonth: 3, spouseBirthMonth: 7, spouseBirthDay: 1 });
    // My plan keeps only what is its own.
    expect(JSON.parse(localStorage.getItem('myPlan')!)).toEqual({ v: 1, data: { hiddenTools: ['hsa'] } });
  });

  it.each([
    ['a month of 13', JSON.stringify({ v: 2, data: { birthMonth: 13 } })],
    ['a day of 0', JSON.stringify({ v: 2, data: { spouseBirthDay: 0 } })],
    ['a month as text', JSON.stringify({ v: 2, data: { birthMonth: 'March' } })],
  ])('starts fresh with a console warning on %s', (_name, raw) => {
    localStorage.setItem('myDetails', raw);
    expect(myDetailsStore.read()).toEqual({});
    expect(warnings()).toHaveBeenCalledWith('[storage] myDetails: unexpected shape; starting fresh');
  });

  it('keeps a partly filled record: every field is optional', () => {
    myDetailsStore.write({ birthYear: 1950 });
    expect(myDetailsStore.read()).toEqual({ birthYear: 1950 });
  });

  it.each([
    ['unparsable JSON', '{not json', 'unparsable JSON'],
    ['a negative balance', JSON.stringify({ v: 2, data: { traditionalSavings: -5 } }), 'unexpected shape'],
    ['an unknown filing status', JSON.stringify({ v: 2, data: { filingStatus: 'widowed' } }), 'unexpected shape'],
    ['a birth year with a fraction', JSON.stringify({ v: 2, data: { birthYear: 1958.5 } }), 'unexpected shape'],
    ['a number as text', JSON.stringify({ v: 2, data: { homeValue: '380000' } }), 'unexpected shape'],
    [
      'a corrupt version-1 record',
      JSON.stringify({ v: 1, data: { homeValue: -1 } }),
      'migration from version 1 gave an unexpected shape',
    ],
    ['text instead of a record', JSON.stringify({ v: 2, data: 'hello' }), 'unexpected shape'],
  ])('starts fresh with a console warning on %s', (_name, raw, reason) => {
    localStorage.setItem('myDetails', raw);
    expect(myDetailsStore.read()).toEqual({});
    expect(warnings()).toHaveBeenCalledWith(`[storage] myDetails: ${reason}; starting fresh`);
    expect(localStorage.getItem('myDetails')).toBeNull();
  });

  it('a record saved by a newer version is read as empty and left stored', () => {
    localStorage.setItem('myDetails', JSON.stringify({ v: 3, data: {} }));
    expect(myDetailsStore.read()).toEqual({});
    expect(localStorage.getItem('myDetails')).not.toBeNull();
  });

  it('refuses to save an impossible value', () => {
    expect(myDetailsStore.write({ homeValue: Number.NaN })).toEqual({ ok: false, reason: 'invalid' });
    expect(myDetailsStore.read()).toEqual({});
  });

  it('remove() forgets everything', () => {
    myDetailsStore.write(details);
    myDetailsStore.remove();
    expect(myDetailsStore.read()).toEqual({});
    expect(localStorage.getItem('myDetails')).toBeNull();
  });
});

describe('saved-items export and import', () => {
  it('exports My details with the saved lists and reads the file back', () => {
    myDetailsStore.write(details);
    savedCalculationsStore.write([{ title: 'RMD', inputs: { age: 75 }, outputs: { rmdAmount: 4000 }, timestamp: 1 }]);
    bookmarksStore.write(['rmd-calculator']);
    const text = JSON.stringify(buildSavedBundle(new Date('2026-11-22T10:00:00Z')));
    const parsed = parseSavedBundle(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.bundle.myDetails).toEqual(details);
    expect(parsed.bundle.exportedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(parsed.bundle.savedCalculations).toHaveLength(1);
    expect(parsed.bundle.bookmarks).toEqual(['rmd-calculator']);
  });

  it('import puts My details in place and adds lists without duplicates', () => {
    savedCalculationsStore.write([{ title: 'RMD', inputs: { age: 75 }, outputs: { rmdAmount: 4000 }, timestamp: 1 }]);
    const bundle = buildSavedBundle();
    const parsed = parseSavedBundle(
      JSON.stringify({
        ...bundle,
        myDetails: { birthYear: 1949 },
        savedCalculations: [
          ...bundle.savedCalculations,
          { title: 'HSA', inputs: {}, outputs: { total: 1 }, timestamp: 2 },
        ],
      }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    myDetailsStore.write(details);
    expect(importSavedBundle(parsed.bundle)).toEqual({ added: 1, myDetailsReplaced: true });
    expect(myDetailsStore.read()).toEqual({ birthYear: 1949 });
    expect(savedCalculationsStore.read().map((c) => c.title)).toEqual(['RMD', 'HSA']);
  });

  it('import of a file without My details leaves the current ones alone', () => {
    myDetailsStore.write(details);
    const parsed = parseSavedBundle(JSON.stringify({ format: 'evergreen-saved-items', version: 1 }));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(importSavedBundle(parsed.bundle)).toEqual({ added: 0, myDetailsReplaced: false });
    expect(myDetailsStore.read()).toEqual(details);
  });

  it.each([
    ['not JSON', 'nope', "can't be read"],
    [
      'another file',
      JSON.stringify({ format: 'evergreen-beneficiaries', version: 1 }),
      "isn't an Evergreen saved-items file",
    ],
    ['a newer version', JSON.stringify({ format: 'evergreen-saved-items', version: 9 }), 'different version'],
    [
      'corrupt My details',
      JSON.stringify({ format: 'evergreen-saved-items', version: 1, myDetails: { birthYear: 'x' } }),
      'damaged',
    ],
  ])('refuses %s with a plain sentence', (_name, text, words) => {
    const parsed = parseSavedBundle(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(words);
  });
});

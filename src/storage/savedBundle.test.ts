import { describe, expect, it } from 'vitest';
import { myDetailsStore, scenariosStore, toolInputsStore } from './keys';
import { bookmarksStore } from './bookmarks';
import { scenarioToolIds } from './keptFigures';
import { buildSavedBundle, importSavedBundle, parseSavedBundle } from './savedBundle';
import { MAX_SCENARIOS_PER_TOOL, type Scenario } from './schemas';
import { resetStorageStateForTests } from './storage';
import { startEachTestWithEmptyStorage } from './testing/storageTestKit';

startEachTestWithEmptyStorage();

const scenario = (
  name: string,
  inputs: Scenario['inputs'] = { age: 75, balance: 500000, taxYear: 2026 },
): Scenario => ({
  name,
  savedAt: '2026-11-20T10:00:00.000Z',
  inputs,
});

describe('saved-items export and import carry scenarios (H4)', () => {
  it('round trip: export in one browser, import into an empty one, and everything is back', () => {
    scenariosStore('rmd').write([
      scenario('This year'),
      scenario('Next year', { age: 76, balance: 480000, taxYear: 2026 }),
    ]);
    scenariosStore('social-security').write([scenario('Claim at 67', { birthYear: 1960, fraBenefit: 2000 })]);
    bookmarksStore.write(['rmd-calculator']);
    myDetailsStore.write({ birthYear: 1960, birthMonth: 5 });
    toolInputsStore('roth-conversion').write({ otherIncome: 0, socialSecurity: null });
    const text = JSON.stringify(buildSavedBundle(new Date('2026-11-24T10:00:00Z')));

    // A different browser: nothing stored.
    localStorage.clear();
    sessionStorage.clear();
    resetStorageStateForTests();
    expect(scenarioToolIds()).toEqual([]);

    const parsed = parseSavedBundle(text);
    if (!parsed.ok) throw new Error(parsed.error);
    // 3 scenarios + 1 bookmark + 1 tool's inputs.
    expect(importSavedBundle(parsed.bundle)).toEqual({ added: 5, myDetailsReplaced: true });
    // A true $0 and a blank come back as they went (issue I6, item 2).
    expect(toolInputsStore('roth-conversion').read()).toEqual({ otherIncome: 0, socialSecurity: null });
    expect(scenarioToolIds()).toEqual(['rmd', 'social-security']);
    expect(scenariosStore('rmd').read()).toEqual([
      scenario('This year'),
      scenario('Next year', { age: 76, balance: 480000, taxYear: 2026 }),
    ]);
    expect(
      scenariosStore('social-security')
        .read()
        .map((s) => s.name),
    ).toEqual(['Claim at 67']);
    expect(bookmarksStore.read()).toEqual(['rmd-calculator']);
    expect(myDetailsStore.read()).toEqual({ birthYear: 1960, birthMonth: 5 });
    // Exporting again gives the same items.
    const again = buildSavedBundle(new Date('2026-11-24T10:00:00Z'));
    expect(again.scenarios).toEqual(parsed.bundle.scenarios);
  });

  it('import keeps scenarios already here, skips a name it holds, and never goes past 10 a tool', () => {
    const nine = Array.from({ length: 9 }, (_, i) => scenario(`Mine ${i + 1}`));
    scenariosStore('rmd').write(nine);
    const parsed = parseSavedBundle(
      JSON.stringify({
        format: 'evergreen-saved-items',
        version: 1,
        scenarios: { rmd: [scenario('mine 1'), scenario('New A'), scenario('New B')] },
      }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(importSavedBundle(parsed.bundle).added).toBe(1);
    const names = scenariosStore('rmd')
      .read()
      .map((s) => s.name);
    expect(names).toHaveLength(MAX_SCENARIOS_PER_TOOL);
    expect(names.at(-1)).toBe('New A');
  });

  it('a file from before scenarios were exported still imports', () => {
    const parsed = parseSavedBundle(JSON.stringify({ format: 'evergreen-saved-items', version: 1, bookmarks: ['a'] }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.bundle.scenarios).toEqual({});
  });

  it('a damaged scenario list refuses the whole file', () => {
    const parsed = parseSavedBundle(
      JSON.stringify({ format: 'evergreen-saved-items', version: 1, scenarios: { rmd: [{ name: '' }] } }),
    );
    expect(parsed).toEqual({ ok: false, error: 'Part of this file is damaged, so nothing was imported.' });
  });
});

describe('saved-items files and issue I6', () => {
  it('a file made before issue I6: its My plan birth months go to My details; its legacy zeros read as blank', () => {
    const parsed = parseSavedBundle(
      JSON.stringify({
        format: 'evergreen-saved-items',
        version: 1,
        myPlan: { birthMonth: 3, spouseBirthMonth: 1, spouseBirthDay: 1, hiddenTools: [] },
        scenarios: { 'roth-conversion': [scenario('Old', { otherIncome: 0, socialSecurity: 0, iraBalance: 0 })] },
      }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    // The Roth tool's income boxes were 0 when not entered until issue I6 (LEGACY_ZERO_BLANKS); its balance was not.
    expect(parsed.bundle.scenarios['roth-conversion']![0]!.inputs).toEqual({
      otherIncome: null,
      socialSecurity: null,
      iraBalance: 0,
    });
    myDetailsStore.write({ birthYear: 1959 });
    importSavedBundle(parsed.bundle);
    expect(myDetailsStore.read()).toEqual({
      birthYear: 1959,
      birthMonth: 3,
      spouseBirthMonth: 1,
      spouseBirthDay: 1,
    });
  });

  it('a tool’s inputs come in only where this browser has none for that tool', () => {
    toolInputsStore('rmd').write({ age: 80 });
    const parsed = parseSavedBundle(
      JSON.stringify({
        format: 'evergreen-saved-items',
        version: 1,
        toolInputs: { rmd: { age: 75 }, hsa: { age: 60 } },
      }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(importSavedBundle(parsed.bundle).added).toBe(1);
    expect(toolInputsStore('rmd').read()).toEqual({ age: 80 });
    expect(toolInputsStore('hsa').read()).toEqual({ age: 60 });
  });
});

describe('readToolSaved (H4)', () => {
  it("reads a tool's kept inputs and scenarios, and says when a stored entry was unreadable", async () => {
    const { toolInputsStore } = await import('./keys');
    const { readToolSaved } = await import('./keptFigures');
    expect(readToolSaved('rmd')).toEqual({ inputs: null, scenarios: [], corrupt: false });
    toolInputsStore('rmd').write({ age: 75 });
    scenariosStore('rmd').write([scenario('This year')]);
    expect(readToolSaved('rmd')).toEqual({ inputs: { age: 75 }, scenarios: [scenario('This year')], corrupt: false });
    localStorage.setItem('scenarios-hsa', '{not json');
    expect(readToolSaved('hsa')).toEqual({ inputs: null, scenarios: [], corrupt: true });
    // The store set it aside (with a console warning), as every corrupt key is.
    expect(localStorage.getItem('scenarios-hsa')).toBeNull();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countTools, inToolkitFolders, toolkitMinShare } from './chunk-groups';

/** H6 item 4: the toolkit chunk group is found by convention (a folder and a share count), not a hand-kept list. */
describe('toolkit chunk group (scripts/chunk-groups.ts)', () => {
  it('takes runtime modules of the kit, the tools’ shared parts, finance and the recipe runtime, on either path separator', () => {
    for (const id of [
      '/repo/src/kit/Field/Field.tsx',
      '/repo/src/kit/format.ts',
      '/repo/src/kit/Field/Field.css.ts.vanilla.css',
      '/repo/src/tools/shared/form/useToolInputs.ts',
      '/repo/src/tools/shared/layout/ToolLayout.tsx',
      '/repo/src/finance/core/num.ts',
      'C:\\repo\\src\\kit\\Button\\Button.tsx',
      '/repo/node_modules/@vanilla-extract/recipes/dist/createRuntimeFn-62c9670f.esm.js',
    ])
      expect(inToolkitFolders(id)).toBe(true);
  });

  it('leaves out a tool’s own modules, pages, other packages, stories, tests and test support', () => {
    for (const id of [
      '/repo/src/tools/RmdCalculator/RmdCalculator.tsx',
      '/repo/src/tools/registry.ts',
      '/repo/src/app/App.tsx',
      '/repo/src/storage/keys.ts',
      '/repo/node_modules/valibot/dist/index.mjs',
      '/repo/node_modules/react/index.js',
      '/repo/src/kit/Field/Field.stories.tsx',
      '/repo/src/kit/format.node.test.ts',
      '/repo/src/tools/shared/testing/toolTestKit.ts',
      '/repo/content/site.json',
      '/repo/src/toolshared/x.ts',
    ])
      expect(inToolkitFolders(id)).toBe(false);
  });

  it('asks a module to be shared by as many chunks as there are tools, less two (21 tools → 19)', () => {
    expect(toolkitMinShare(21)).toBe(19);
    expect(toolkitMinShare(22)).toBe(20);
    expect(toolkitMinShare(3)).toBe(1);
  });

  it('stops the build in words when it finds no tools, rather than putting everything in the toolkit', () => {
    for (const count of [0, 2, -1, 1.5, Number.NaN])
      expect(() => toolkitMinShare(count)).toThrow(/the toolkit rule needs the tool folders/);
  });

  it('counts the tools as the registry finds them: folders of src/tools with a tool.ts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-groups-'));
    try {
      for (const name of ['AlphaCalculator', 'BetaTool', 'shared', 'formula']) fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, 'AlphaCalculator', 'tool.ts'), '');
      fs.writeFileSync(path.join(dir, 'BetaTool', 'tool.ts'), '');
      fs.writeFileSync(path.join(dir, 'registry.ts'), '');
      expect(countTools(dir)).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds this repository’s tools (the figure the build uses)', () => {
    const tools = countTools(path.join(__dirname, '..', 'src', 'tools'));
    const folders = fs
      .readdirSync(path.join(__dirname, '..', 'src', 'tools'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'shared' && e.name !== 'formula');
    expect(tools).toBe(folders.length);
    expect(tools).toBeGreaterThanOrEqual(20);
  });
});

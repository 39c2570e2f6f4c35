import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUnique, indexEntry, readToolIndex, readToolPages, renderIndex } from '../../scripts/tool-index.mjs';
import { TOOL_IDS } from './toolIds.generated';

const root = path.resolve(__dirname, '../..');
const metas = import.meta.glob<Record<string, unknown>>('./*/tool.meta.ts', { import: 'meta', eager: true });
const fromMetas = checkUnique(
  Object.entries(metas)
    .map(([file, meta]) => indexEntry(root, file.split('/')[1]!, meta))
    .sort((a, b) => (a.folder < b.folder ? -1 : 1)),
);

describe('the tool index (scripts/tool-index.mjs)', () => {
  it('the generated files say what the tool.meta.ts files say (else run npm run tool-index)', () => {
    for (const [file, text] of Object.entries(renderIndex(fromMetas)))
      expect(fs.readFileSync(path.join(root, file), 'utf8'), `${file}: run npm run tool-index`).toBe(text);
  });

  it('holds every tool folder once: unique ids, 20 with a page and the 3 engines without', () => {
    const all = readToolIndex();
    expect(all.map((tool) => tool.folder)).toEqual(
      fs
        .readdirSync(__dirname, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, entry.name, 'tool.ts')))
        .map((entry) => entry.name)
        .sort(),
    );
    expect(new Set(all.map((tool) => tool.id)).size).toBe(all.length);
    expect(readToolPages()).toHaveLength(20);
    expect(all.filter((tool) => !tool.page).map((tool) => tool.id)).toEqual([
      'generic-calculator',
      'checklist',
      'step-tool',
    ]);
    expect([...TOOL_IDS]).toEqual(all.map((tool) => tool.id).sort());
  });

  it('refuses a tool.meta.ts that is not plain data, naming the file', () => {
    const good = { id: 'rmd', title: 'RMD', description: 'One sentence.' };
    expect(indexEntry(root, 'RmdCalculator', good)).toEqual({
      ...good,
      folder: 'RmdCalculator',
      frame: 'blue',
      page: true,
    });
    expect(() => indexEntry(root, 'RmdCalculator', { ...good, id: 'Rmd_calc' })).toThrow(
      'src/tools/RmdCalculator/tool.meta.ts: the id "Rmd_calc" must be lower-case words joined by hyphens',
    );
    expect(() => indexEntry(root, 'RmdCalculator', { ...good, title: 7 })).toThrow('`title` must be a string');
    expect(() => indexEntry(root, 'RmdCalculator', { ...good, frame: 'pink' })).toThrow('`frame` must be one of');
    expect(() => indexEntry(root, 'Nowhere', good)).toThrow(
      'the tool’s component must be src/tools/Nowhere/Nowhere.tsx'.replace('’', "'"),
    );
    expect(() =>
      checkUnique([
        indexEntry(root, 'RmdCalculator', good),
        indexEntry(root, 'InheritedIraCalculator', { ...good, title: 'Other' }),
      ]),
    ).toThrow(
      'src/tools/InheritedIraCalculator/tool.meta.ts: the id "rmd" is also src/tools/RmdCalculator/tool.meta.ts\'s',
    );
  });
});

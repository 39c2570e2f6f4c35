import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkUnique,
  indexEntry,
  readToolIndex,
  readToolPages,
  readToolWords,
  renderIndex,
} from '../../scripts/tool-index.mjs';
import { TOOL_IDS } from './toolIds.generated';

const root = path.resolve(__dirname, '../..');
const metas = import.meta.glob<Record<string, unknown>>('./*/tool.meta.ts', { import: 'meta', eager: true });
const fromMetas = checkUnique(
  Object.entries(metas)
    .map(([file, meta]) => indexEntry(root, file.split('/')[1]!, meta))
    .sort((a, b) => (a.folder < b.folder ? -1 : 1)),
);

describe('the tool index (scripts/tool-index.mjs)', () => {
  it('the generated files say what the tool.meta.ts files and their meta catalogs say (else run npm run tool-index)', () => {
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
    const good = { id: 'rmd' };
    const words = {
      en: { title: 'RMD', description: 'One sentence.' },
      es: { title: 'RMD', description: 'Una frase.' },
    };
    expect(indexEntry(root, 'RmdCalculator', good, words)).toEqual({
      ...good,
      folder: 'RmdCalculator',
      frame: 'blue',
      page: true,
      words,
    });
    expect(() => indexEntry(root, 'RmdCalculator', { ...good, id: 'Rmd_calc' }, words)).toThrow(
      'src/tools/RmdCalculator/tool.meta.ts: the id "Rmd_calc" must be lower-case words joined by hyphens',
    );
    expect(() => indexEntry(root, 'RmdCalculator', { id: 7 }, words)).toThrow('`id` must be a string');
    expect(() => indexEntry(root, 'RmdCalculator', { ...good, title: 'RMD' }, words)).toThrow(
      '`title` is a word the reader sees: write it in meta.messages.<locale>.json beside it, each language',
    );
    expect(() => indexEntry(root, 'RmdCalculator', { ...good, frame: 'pink' }, words)).toThrow(
      '`frame` must be one of',
    );
    expect(() => indexEntry(root, 'Nowhere', good, words)).toThrow(
      'the tool’s component must be src/tools/Nowhere/Nowhere.tsx'.replace('’', "'"),
    );
    expect(() =>
      checkUnique([
        indexEntry(root, 'RmdCalculator', good, words),
        indexEntry(root, 'InheritedIraCalculator', good, words),
      ]),
    ).toThrow(
      'src/tools/InheritedIraCalculator/tool.meta.ts: the id "rmd" is also src/tools/RmdCalculator/tool.meta.ts\'s',
    );
  });

  it("reads each tool's title and description from its meta.messages catalog, in every language", () => {
    expect(readToolWords(root, 'RmdCalculator')).toEqual({
      en: JSON.parse(fs.readFileSync(path.join(__dirname, 'RmdCalculator/meta.messages.en.json'), 'utf8')),
      es: JSON.parse(fs.readFileSync(path.join(__dirname, 'RmdCalculator/meta.messages.es.json'), 'utf8')),
    });
    const rmd = (locale?: string) => readToolIndex(root, locale).find((tool) => tool.id === 'rmd')!;
    expect(rmd().title).toBe('Required Minimum Distribution Calculator');
    expect(rmd('es').title).toBe('Calculadora de la distribución mínima requerida (RMD)');
    expect(rmd('es').description).toMatch(/^Calcule la cantidad más pequeña que el IRS/);
    // Every tool says both words in every language, and no Spanish title is the English one.
    for (const tool of readToolIndex(root)) {
      expect(Object.keys(tool.words).sort(), tool.id).toEqual(['en', 'es']);
      expect(tool.words.es!.title, tool.id).not.toBe(tool.words.en!.title);
      expect(tool.words.es!.description, tool.id).not.toBe(tool.words.en!.description);
    }
  });

  it('refuses a meta catalog that is missing, has other keys or a placeholder, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-words-'));
    fs.mkdirSync(path.join(dir, 'src/i18n'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'src/tools/X'), { recursive: true });
    fs.copyFileSync(path.join(root, 'src/i18n/locales.json'), path.join(dir, 'src/i18n/locales.json'));
    const write = (locale: string, data: unknown) =>
      fs.writeFileSync(path.join(dir, `src/tools/X/meta.messages.${locale}.json`), JSON.stringify(data));
    write('en', { title: 'A', description: 'B.' });
    expect(() => readToolWords(dir, 'X')).toThrow('src/tools/X/meta.messages.es.json: missing');
    write('es', { title: 'A', description: 'B.', heading: 'C' });
    expect(() => readToolWords(dir, 'X')).toThrow('holds only title and description, not heading');
    write('es', { title: 'A {year}', description: 'B.' });
    expect(() => readToolWords(dir, 'X')).toThrow('no {placeholders}');
    write('es', { title: 'A', description: '' });
    expect(() => readToolWords(dir, 'X')).toThrow('`description` must be a string');
    write('es', { title: 'Á', description: 'B́.' });
    expect(readToolWords(dir, 'X').es).toEqual({ title: 'Á', description: 'B́.' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

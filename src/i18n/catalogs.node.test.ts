import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkAllCatalogs,
  declarationFile,
  declarationOf,
  findCatalogs,
  readCatalog,
} from '../../scripts/i18n/catalogs';

const src = path.resolve('src');

describe('every catalog of the site', () => {
  it('has every key in every language, in valid ICU MessageFormat (the build stops otherwise)', () => {
    expect(checkAllCatalogs(src)).toEqual([]);
  });

  it('has its messages.d.ts up to date (run `npm run catalogs` after editing a catalog)', () => {
    const stale = findCatalogs(src).filter(
      (base) =>
        !fs.existsSync(declarationFile(base)) ||
        fs.readFileSync(declarationFile(base), 'utf8') !== declarationOf(readCatalog(base)),
    );
    expect(stale.map((base) => path.relative(src, base))).toEqual([]);
  });

  it('covers the whole kit: every kit folder whose code shows words has a catalog', () => {
    const kit = path.join(src, 'kit');
    const withWords = fs
      .readdirSync(kit, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['theme', 'testing'].includes(entry.name))
      .map((entry) => entry.name)
      .filter((name) =>
        fs
          .readdirSync(path.join(kit, name))
          .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|css)\./.test(f) && !f.endsWith('.d.ts'))
          .some((f) => /from '\.\/messages'/.test(fs.readFileSync(path.join(kit, name, f), 'utf8'))),
      );
    // Folders without words of their own (they show what their caller passes) need none.
    const wordless = [
      'Badge',
      'Button',
      'CallToAction',
      'Checkbox',
      'DataTable',
      'DateInput',
      'LinkList',
      'LiveRegion',
      // Its required mark and notices are Field's parts (Field/fieldParts.tsx), with Field's words.
      'RadioGroup',
      'ResultCard',
      'ResultList',
      'StatusBadge',
      'TextInput',
      'Textarea',
      'VisuallyHidden',
    ];
    const all = fs
      .readdirSync(kit, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['theme', 'testing'].includes(entry.name))
      .map((entry) => entry.name);
    expect(all.filter((name) => !withWords.includes(name) && !wordless.includes(name))).toEqual([]);
  });
});

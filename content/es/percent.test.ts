/**
 * Spanish prose writes a percentage the way the site's formatter shows one in Spanish (es-US, as
 * Medicare.gov and SSA.gov write it in Spanish): "el 20%", with no space. A page that mixed "20%" in a
 * result with "el 85 %" in the sentence beside it read as two hands; the catalogs and content now
 * agree, and this keeps them so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const SPACED_PERCENT = /(\d|\})[ \u00a0\u202f]%/g;

function spanishTextFiles(): string[] {
  // The files on disk, not git's list: the new-tool check runs the suites in a copy without .git.
  const under = (dir: string) =>
    fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`);
  return [
    ...under('content/es').filter((file) => /\.(md|json)$/.test(file)),
    ...under('src').filter((file) => file.endsWith('.es.json')),
  ];
}

describe('Spanish percentages', () => {
  it('the formatter writes es-US percentages with no space', () => {
    expect(new Intl.NumberFormat('es-US', { style: 'percent' }).format(0.2)).toBe('20%');
  });

  it('no Spanish catalog or content file puts a space before %', () => {
    const files = spanishTextFiles();
    expect(files.length).toBeGreaterThan(40);
    const spaced = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return [...text.matchAll(SPACED_PERCENT)].map((m) => `${file}: …${text.slice(Math.max(0, m.index - 20), m.index + 3)}`);
    });
    expect(spaced).toEqual([]);
  });
});

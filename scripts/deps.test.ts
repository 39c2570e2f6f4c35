import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruiseProject, globTargets, picture, problems, roomOf, withPicture } from './deps.mjs';

/**
 * npm run deps (scripts/deps.mjs), proved on a small made-up project: it finds a cycle made of
 * type-only imports, a room importing one above it, and a module the site ships importing test
 * support, and draws one arrow per pair of rooms. The project's own run is `npm run lint`'s.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evergreen-deps-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write(
  'tsconfig.json',
  JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
);
write('src/finance/core/num.ts', 'export const round = (n: number) => Math.round(n);\n');
write(
  'src/kit/format.ts',
  "import { round } from '../finance/core/num';\nexport const money = (n: number) => `$${round(n)}`;\n",
);
write('src/tools/shared/core/a.ts', "import type { B } from './b';\nexport interface A { b?: B }\n");
write('src/tools/shared/core/b.ts', "import type { A } from './a';\nexport interface B { a?: A }\n");
write('src/tools/shared/testing/kit.ts', 'export const fixture = 1;\n');
write(
  'src/app/App.tsx',
  "import { fixture } from '../tools/shared/testing/kit';\nimport { money } from '../kit/format';\nexport const x = money(fixture);\n",
);
write('src/app/App.test.tsx', "import { fixture } from '../tools/shared/testing/kit';\nexport const y = fixture;\n");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run deps (scripts/deps.mjs)', () => {
  it('finds a type-only cycle, a room importing one above it, and test support in what the site ships', async () => {
    const result = await cruiseProject(root, ['src']);
    const found = problems(result);
    expect(found).toContainEqual(expect.stringMatching(/^no-cycle: src\/tools\/shared\/core\/(a|b)\.ts → /));
    expect(found).toContain('room:kit: src/kit/format.ts → src/finance/core/num.ts');
    expect(found).toContain('no-test-support-in-the-site: src/app/App.tsx → src/tools/shared/testing/kit.ts');
    // A test may use test support.
    expect(found.filter((problem) => problem.includes('App.test.tsx'))).toEqual([]);
    expect(picture(result, root)).toBe(
      [
        '```mermaid',
        'flowchart TD',
        '  app["app"]',
        '  kit["kit"]',
        '  finance["finance"]',
        '  app --> kit',
        '  kit --> finance',
        '```',
      ].join('\n'),
    );
  }, 120_000);

  it('reads the files a module globs, which the cruiser does not follow, so the picture draws them', () => {
    write(
      'src/plan/manifests.ts',
      "const plans = import.meta.glob<Plan>('../tools/*/myPlan.ts', { eager: true });\nconst pages = import.meta.glob('/content/articles/*.md');\n",
    );
    expect(globTargets(root, 'src/plan/manifests.ts')).toEqual(['src/tools/any/myPlan.ts', 'content/articles/any.md']);
    expect(globTargets(root, 'src/plan/manifests.ts').map(roomOf)).toEqual(['tools/*', 'content']);
  });

  it('names the room of a path', () => {
    expect(roomOf('src/tools/shared/core/toolFields.ts')).toBe('tools/shared/core');
    expect(roomOf('src/tools/shared/testing/toolStories.tsx')).toBeUndefined();
    expect(roomOf('src/tools/RmdCalculator/tool.ts')).toBe('tools/*');
    expect(roomOf('src/tools/registry.ts')).toBe('tools');
    expect(roomOf('src/finance/tax/rmd.ts')).toBe('finance');
    expect(roomOf('content/site.json')).toBe('content');
    expect(roomOf('scripts/deps.mjs')).toBeUndefined();
  });

  it('replaces only the picture between its markers in docs/architecture.md', () => {
    const doc = fs.readFileSync(path.join(__dirname, '..', 'docs', 'architecture.md'), 'utf8');
    const redrawn = withPicture(doc, '```mermaid\nflowchart TD\n```');
    expect(redrawn).toContain('```mermaid\nflowchart TD\n```');
    expect(redrawn.split('## The rooms')[1]).toBe(doc.split('## The rooms')[1]);
    expect(() => withPicture('no markers', 'x')).toThrow('no picture markers');
  });
});

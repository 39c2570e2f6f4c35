import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readToolIndex } from '../../scripts/tool-index.mjs';

/**
 * Every tool has stories for its defaults, a filled-in case and an error (G3, docs/storybook.md):
 * src/tools/<Tool>/<Tool>.stories.tsx exports `Defaults`, `FilledIn` and at least one story
 * whose name starts with `Error`. Each of those proves its state with a play function, which the
 * shared factory (src/tools/shared/testing/toolStories.tsx) gives every story it makes. A new tool
 * folder without them fails here.
 */
const toolsDir = path.resolve(__dirname);

/** Every tool (src/tools/<Tool>/tool.meta.ts, through the tool index), by folder. */
const toolFolders = readToolIndex()
  .map((tool) => tool.folder)
  .sort();

/** The names of a story file's `export const X = …` stories. */
function storyNames(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1]!);
}

/** The source of one exported story, up to the next export. */
function storySource(source: string, name: string): string {
  const start = source.search(new RegExp(`^export const ${name}\\b`, 'm'));
  const rest = source.slice(start + 1);
  const end = rest.search(/^export /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * A story proves its state when the shared factory makes it (its play checks `shows`, which
 * its type requires to name at least one text; `inShownWords(story, …)` makes it with words read
 * in the language shown) or it has its own play function.
 */
const provesItsState = (story: string) =>
  /\bstory\(\{/.test(story) ||
  /\binShownWords\(story,/.test(story) ||
  /\bvalueCappedStory\(\)/.test(story) ||
  /\bplay:/.test(story);

describe('tool stories', () => {
  it('finds the tool folders', () => {
    expect(toolFolders.length).toBeGreaterThanOrEqual(20);
    expect(toolFolders).toContain('RmdCalculator');
  });

  describe.each(toolFolders)('%s', (name) => {
    const storiesPath = path.join(toolsDir, name, `${name}.stories.tsx`);
    const source = fs.existsSync(storiesPath) ? fs.readFileSync(storiesPath, 'utf8') : '';
    const names = storyNames(source);

    it('has a stories file', () => {
      expect(fs.existsSync(storiesPath), `src/tools/${name}/${name}.stories.tsx is missing`).toBe(true);
    });

    it('has Defaults, FilledIn and an Error… story', () => {
      expect(names).toContain('Defaults');
      expect(names).toContain('FilledIn');
      expect(
        names.some((story) => story.startsWith('Error')),
        `no story named Error… in ${name}.stories.tsx`,
      ).toBe(true);
    });

    it('proves the state of every story it exports', () => {
      const unproved = names.filter((story) => !provesItsState(storySource(source, story)));
      expect(unproved, `these stories check nothing: ${unproved.join(', ')}`).toEqual([]);
    });

    it('is in the audit table of docs/storybook.md with every story named', () => {
      const audit = fs.readFileSync(path.resolve(toolsDir, '../../docs/storybook.md'), 'utf8');
      const row = audit.split('\n').find((line) => line.startsWith(`| ${name} |`));
      expect(row, `docs/storybook.md has no row for ${name}`).toBeDefined();
      for (const story of names)
        expect(row, `docs/storybook.md does not name ${name}'s ${story} story`).toContain(story);
    });
  });
});

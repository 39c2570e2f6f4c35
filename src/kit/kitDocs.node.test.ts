import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every kit component has its designer docs beside it: src/kit/<Name>/<Name>.mdx, attached to
 * its stories, with usage, a keyboard map and what a screen reader announces. A new component
 * folder without them fails here (copy src/kit/Button/Button.mdx to start one).
 */
const kitDir = path.resolve(__dirname);
// theme: documented on the Foundations pages; testing: story support. Neither is a component.
const foundations = new Set(['theme', 'testing']);

const componentFolders = fs
  .readdirSync(kitDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !foundations.has(entry.name))
  .map((entry) => entry.name)
  .sort();

const requiredHeadings = ['When to use', 'When not to use', 'Keyboard', 'What a screen reader announces'];

/** The text under a "## heading", up to the next "## " heading or story block. */
function section(mdx: string, heading: string): string | undefined {
  const start = mdx.indexOf(`\n## ${heading}\n`);
  if (start === -1) return undefined;
  const rest = mdx.slice(start + heading.length + 5);
  const end = rest.search(/\n## |\n<Stories/);
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

describe('kit docs', () => {
  it('finds the kit component folders', () => {
    expect(componentFolders.length).toBeGreaterThanOrEqual(31);
    expect(componentFolders).toContain('Slider');
  });

  describe.each(componentFolders)('%s', (name) => {
    const folder = path.join(kitDir, name);
    const mdxPath = path.join(folder, `${name}.mdx`);
    const storiesPath = path.join(folder, `${name}.stories.tsx`);

    it('has stories with argTypes for its controls', () => {
      expect(fs.existsSync(storiesPath), `${name}.stories.tsx is missing`).toBe(true);
      expect(fs.readFileSync(storiesPath, 'utf8')).toMatch(/\bargTypes\s*:/);
    });

    it('has a docs page attached to its stories', () => {
      expect(fs.existsSync(mdxPath), `src/kit/${name}/${name}.mdx is missing`).toBe(true);
      const mdx = fs.readFileSync(mdxPath, 'utf8');
      expect(mdx).toContain(`from './${name}.stories'`);
      expect(mdx).toMatch(/<Meta of=\{\w+\} \/>/);
      expect(mdx).toContain('<Controls />');
    });

    it.each(requiredHeadings)('has a non-empty "%s" section', (heading) => {
      const mdx = fs.existsSync(mdxPath) ? fs.readFileSync(mdxPath, 'utf8') : '';
      const text = section(mdx, heading);
      expect(text, `## ${heading} is missing from ${name}.mdx`).toBeDefined();
      expect(text!.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(20);
    });

    it('names at least one key, or says there is nothing to press', () => {
      const mdx = fs.existsSync(mdxPath) ? fs.readFileSync(mdxPath, 'utf8') : '';
      const keyboard = section(mdx, 'Keyboard') ?? '';
      expect(keyboard.includes('<kbd>') || /Nothing to press/.test(keyboard)).toBe(true);
    });
  });
});

describe('one axe rule set', () => {
  const storybookDir = path.resolve(__dirname, '../../.storybook');
  it.each(['preview.tsx', 'test-runner.ts'])('%s takes its axe rules from axeConfig.ts and nowhere else', (file) => {
    const text = fs.readFileSync(path.join(storybookDir, file), 'utf8');
    expect(text).toMatch(/from '\.\/axeConfig(\.ts)?'/);
    expect(text).not.toMatch(/wcag2a|runOnly/);
  });
});

import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The modules of this folder the tool's view imports statically (`import … from './x'`, not `import('./x')`),
 * followed through the folder: what the page fetches before it is idle, as far as this folder goes.
 */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (name: string) => {
    const file = ['.ts', '.tsx'].map((ext) => path.join(__dirname, `${name}${ext}`)).find((f) => fs.existsSync(f));
    if (!file || reached.has(name)) return;
    reached.add(name);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'\.\/([^'/]+)'/gm)) visit(spec!);
  };
  visit(entry);
  return reached;
}

describe("the Social Security tool's first draw without the couple view's words", () => {
  it('the view reaches deathAges.ts, not coupleInput.ts (its couple words, ≈ 2 KB gzipped, come with the couple view)', () => {
    const reached = staticallyReached('SocialSecurityCalculator');
    expect(reached).toContain('deathAges');
    expect(reached).not.toContain('coupleInput');
    expect(reached).not.toContain('couple.messages');
  });
  it('the couple view and My plan still read the inputs through coupleInput.ts, which carries the couple words', () => {
    expect(staticallyReached('CoupleResults')).toContain('coupleInput');
    expect(fs.readFileSync(path.join(__dirname, 'coupleInput.ts'), 'utf8')).toMatch(/from '\.\/couple\.messages'/);
  });
});

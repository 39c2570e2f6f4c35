import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseToolDefinition, readToolDefinitions, readToolPages, wordRanges } from './tool-definitions.mjs';

const FILE = path.resolve('src/tools/RmdCalculator/tool.ts');
const definitionSource = (props: string) => `import { defineTool } from '../defineTool';
export const tool = defineTool({
${props}
});
`;
const GOOD = `  id: 'rmd',
  title: 'Required Minimum Distribution Calculator',
  description: 'Estimate the smallest amount.',
  frame: 'green',
  load: () => import('./RmdCalculator').then((m) => ({ default: m.RmdCalculator })),`;

describe('tool definitions read without running them', () => {
  it('reads the words, frame, page and the component its loader imports', () => {
    const read = parseToolDefinition(definitionSource(GOOD), FILE);
    expect(read).toMatchObject({
      id: 'rmd',
      title: 'Required Minimum Distribution Calculator',
      description: 'Estimate the smallest amount.',
      frame: 'green',
      page: true,
      component: path.resolve('src/tools/RmdCalculator/RmdCalculator.tsx'),
    });
    // The loader as written, pointed at the component's absolute path for the index module.
    expect(read.loader).toBe(
      `() => import(${JSON.stringify(read.component)}).then((m) => ({ default: m.RmdCalculator }))`,
    );
  });

  it('defaults to a blue frame and a page of its own; `page: false` is an engine', () => {
    const engine = parseToolDefinition(
      definitionSource(GOOD.replace("  frame: 'green',\n", '') + '\n  page: false,'),
      FILE,
    );
    expect(engine).toMatchObject({ frame: 'blue', page: false });
  });

  it('names the file and the property when a word is not a plain string', () => {
    expect(() => parseToolDefinition(definitionSource(GOOD.replace(/title: '[^']+'/, 'title: TITLE')), FILE)).toThrow(
      `${FILE}: \`title\` must be a plain string`,
    );
    expect(() => parseToolDefinition(definitionSource(GOOD.replace("'green'", "'pink'")), FILE)).toThrow(
      '`frame` must be one of',
    );
    expect(() => parseToolDefinition(definitionSource(GOOD.replace("'./RmdCalculator'", "'./Nowhere'")), FILE)).toThrow(
      'imports ./Nowhere, which is not a .tsx or .ts file',
    );
    expect(() => parseToolDefinition('export const tool = {};', FILE)).toThrow('no `defineTool({ … })` call');
  });

  it('finds the title and description, with their commas, for the site build to drop', () => {
    const source = definitionSource(GOOD);
    const kept = wordRanges(source, FILE)
      .reverse()
      .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), source);
    expect(kept).not.toMatch(/title|description|Required Minimum/);
    expect(kept).toContain("id: 'rmd',");
    expect(kept).toContain("frame: 'green',");
  });

  it('every tool folder is defined once: unique ids, 18 with a page and the 3 engines without', () => {
    const all = readToolDefinitions();
    expect(new Set(all.map((tool) => tool.id)).size).toBe(all.length);
    expect(readToolPages()).toHaveLength(18);
    expect(
      all
        .filter((tool) => !tool.page)
        .map((tool) => tool.id)
        .sort(),
    ).toEqual(['checklist', 'generic-calculator', 'step-tool']);
  });
});

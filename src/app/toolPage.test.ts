import checkedLines from 'virtual:evergreen/tool-checked';
import { describe, expect, it } from 'vitest';
import { toolTextById, standaloneToolIds } from '../tools/toolTexts';
import { hasToolPage, loadedToolPage, loadToolPage } from './toolPage';

describe("a tool page's own module (virtual:evergreen/tool-page/<id>)", () => {
  it('lists the articles that carry the tool as their own tool, alphabetical by title (content/articles/rmd-*.md)', async () => {
    const page = await loadToolPage('rmd');
    expect(page.explainers).toEqual([
      { slug: 'rmd-calculator', title: 'Required Minimum Distribution (RMD) Calculator' },
      { slug: 'rmd-planning-guide', title: 'Required Minimum Distributions: A Planning Guide' },
    ]);
    expect(loadedToolPage('rmd')).toBe(page);
  });

  it('lists an article that carries the tool as its second tool (rmd-calculator.md, second_tool inherited-ira)', async () => {
    const page = await loadToolPage('inherited-ira');
    expect(page.explainers).toEqual([
      { slug: 'rmd-calculator', title: 'Required Minimum Distribution (RMD) Calculator' },
    ]);
  });

  it('lists none for a tool no article carries (earnings-record)', async () => {
    expect((await loadToolPage('earnings-record')).explainers).toEqual([]);
  });

  it("holds each standalone tool's own title, description, frame and checked line", async () => {
    for (const id of standaloneToolIds) {
      expect(hasToolPage(id)).toBe(true);
      const page = await loadToolPage(id);
      expect({ title: page.title, description: page.description, frame: page.frame }).toEqual({
        title: toolTextById[id]!.title,
        description: toolTextById[id]!.description,
        frame: toolTextById[id]!.frame,
      });
      expect(page.checked).toEqual(checkedLines[id]);
    }
  });

  it('knows no page for an id without one', () => {
    expect(hasToolPage('no-such-tool')).toBe(false);
    expect(hasToolPage('constructor')).toBe(false);
  });
});

import { writeFileSync } from 'node:fs';
import type { ToolDefinition } from '../../defineTool';
import usage from './myDetailsUsage.json';

/**
 * The My details page lists where each answer is used from myDetailsUsage.json, not from the tools'
 * fields.ts: those now carry each tool's field list and its finance module, and loading all of them
 * put the page over its JavaScript budget. This test keeps the file equal to what the field lists
 * say; after changing a tool's My-details fields, rewrite it with
 *   UPDATE_MY_DETAILS_USAGE=1 npx vitest run src/tools/shared/form/myDetailsUsage.node.test.ts
 */
const tools = Object.values(import.meta.glob<ToolDefinition>('/src/tools/*/tool.ts', { import: 'tool', eager: true }));
// The page lists the tools in the committed file's order; a tool new to it goes last.
const committedOrder = usage.map((tool) => tool.toolId);
const rank = (toolId: string) =>
  committedOrder.includes(toolId) ? committedOrder.indexOf(toolId) : committedOrder.length;

function usageFromFieldLists() {
  return tools
    .map((tool) => ({ toolId: tool.id, fields: tool.scenario?.myDetails ?? {} }))
    .filter((tool) => Object.keys(tool.fields).length > 0)
    .sort((a, b) => rank(a.toolId) - rank(b.toolId) || a.toolId.localeCompare(b.toolId))
    .map(({ toolId, fields }) => ({
      toolId,
      // A field only other tools' saved inputs answer (orSavedIn without a My-details answer) is not a use of My details.
      fields: Object.values(fields).flatMap((field) =>
        field && field.from.length > 0
          ? [
              field.how
                ? { label: field.label, from: [...field.from], how: field.how }
                : { label: field.label, from: [...field.from] },
            ]
          : [],
      ),
    }));
}

describe('myDetailsUsage.json: the My details page’s list of uses', () => {
  it('is what the tools’ field lists say, in the site’s tool order (rewrite it as the comment says if not)', () => {
    const expected = usageFromFieldLists();
    if (process.env.UPDATE_MY_DETAILS_USAGE)
      writeFileSync('src/tools/shared/form/myDetailsUsage.json', `${JSON.stringify(expected, null, 2)}\n`);
    expect(usage).toEqual(expected);
  });

  it('names the fields a reader would look for (RMD age from the birth year; the planner’s filing status; the Medicare tool’s filing status for IRMAA)', () => {
    const rmd = usage.find((tool) => tool.toolId === 'rmd');
    expect(rmd?.fields[0]).toEqual({
      label: 'Your age at the end of the tax year',
      from: ['birthYear'],
      how: 'age on 31 December of the tax year chosen in the tool',
    });
    expect(usage.find((tool) => tool.toolId === 'withdrawal-planner')?.fields.map((f) => f.label)).toContain(
      'Filing status',
    );
    expect(usage.find((tool) => tool.toolId === 'medicare-cost')?.fields).toEqual([
      { label: 'Filing status on that tax return', from: ['filingStatus'] },
    ]);
  });
});

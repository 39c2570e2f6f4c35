import { describe, expect, it } from 'vitest';
import { yearsHeldByAll, type RuleSetId } from '../finance/rules/core/calendar';
import type { ToolDefinition } from './defineTool';

/*
 * The years each tool offers are in its definition (`years` in src/tools/<Tool>/tool.ts). Here
 * they are checked against the rules calendar: a tool offers exactly the years every rule set it
 * reads holds, newest first, and its form opens on the newest, the newest year with official
 * figures (docs/updating-rules.md).
 */

/** Today's newest year with official figures, for every rule set a tool depends on. */
const NEWEST_OFFICIAL_YEAR = 2026;

/** The rule sets each tool with a year reads, and the input its form keeps the year in (none: the year follows today's date). */
const YEAR_TOOLS: Record<string, { rules: RuleSetId[]; input?: string }> = {
  'tax-impact': { rules: ['taxBrackets', 'standardDeduction', 'additional65'], input: 'taxYear' },
  'withdrawal-calculator': {
    rules: ['taxBrackets', 'standardDeduction', 'additional65', 'capitalGainBands'],
    input: 'taxYear',
  },
  'withdrawal-planner': { rules: ['taxBrackets', 'standardDeduction', 'additional65'], input: 'taxYear' },
  rmd: { rules: ['rmd'], input: 'taxYear' },
  'inherited-ira': { rules: ['rmd'], input: 'year' },
  hsa: { rules: ['hsaLimits'], input: 'limitYear' },
  'medicare-cost': { rules: ['medicare'], input: 'year' },
  'reverse-mortgage': { rules: ['hecmLimit'] },
};

const definitions = Object.values(
  import.meta.glob<ToolDefinition>('/src/tools/*/tool.ts', { import: 'tool', eager: true }),
);

describe('the years each tool offers (its definition’s `years`)', () => {
  it('every tool with years is listed here with the rule sets it reads, and no other', () => {
    const withYears = definitions.filter((tool) => tool.years).map((tool) => tool.id);
    expect(withYears.sort()).toEqual(Object.keys(YEAR_TOOLS).sort());
  });

  for (const [id, { rules, input }] of Object.entries(YEAR_TOOLS)) {
    it(`${id}: offers exactly the years its rules hold, newest first, and opens on the newest`, () => {
      const tool = definitions.find((definition) => definition.id === id)!;
      const years = [...tool.years!];
      expect(years).toEqual(yearsHeldByAll(rules));
      expect(years).toEqual([...years].sort((a, b) => b - a));
      expect(years[0]).toBe(NEWEST_OFFICIAL_YEAR);
      if (!input) return;
      expect(Number(tool.defaults?.[input])).toBe(years[0]);
      // The form's year control offers the same years: the definition is what the form shows.
      const field = tool.fields?.find((f) => f.id === input);
      expect(field?.kind).toBe('select');
      const options = field?.kind === 'select' ? field.options.map((option) => Number(option.value)) : [];
      expect(options).toEqual(years);
    });
  }
});

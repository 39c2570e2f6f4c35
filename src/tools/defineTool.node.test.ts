import { describe, expect, it } from 'vitest';
import { defineTool, TODAYS_DOLLARS_DEFAULT } from './defineTool';
import { projecting, type FieldScenario } from './shared/core/toolScenario';
import type { ToolFieldList } from './shared/core/toolFields';

const defaults = { age: 60, balance: 1000 };
const fieldList: ToolFieldList<typeof defaults> = [];
const scenario: FieldScenario<typeof defaults> = {
  defaults,
  fieldList,
  fields: [],
  resultFields: [],
  results: () => ({}),
};

describe('defineTool: a form tool’s defaults and fields are its scenario’s', () => {
  it('takes the defaults and the field list from the scenario, as they are', () => {
    const tool = defineTool({ id: 'disability', scenario });
    expect(tool.defaults).toBe(defaults);
    expect(tool.fields).toBe(fieldList);
    expect(tool.scenario).toBe(scenario);
    expect('todaysDollars' in tool.defaults).toBe(false);
  });

  it('keeps the meta and years it is given', () => {
    const tool = defineTool({ id: 'hsa', scenario, years: [2026, 2025] });
    expect(tool.id).toBe('hsa');
    expect(tool.years).toEqual([2026, 2025]);
  });

  it('gives a tool without a scenario back as it is', () => {
    const definition = { id: 'beneficiary-tracker' as const };
    expect(defineTool(definition)).toBe(definition);
  });
});

describe('defineTool: the today’s-dollars choice follows from a projecting scenario', () => {
  it('adds the choice, off, after the fields (as the tools wrote it before), when the scenario is a projection', () => {
    const tool = defineTool({ id: 'hsa', scenario: projecting(scenario) });
    expect(tool.defaults).toEqual({ ...defaults, ...TODAYS_DOLLARS_DEFAULT });
    expect(Object.keys(tool.defaults)).toEqual(['age', 'balance', 'todaysDollars']);
    expect(tool.defaults.todaysDollars).toBe(false);
    expect(tool.fields).toBe(fieldList);
  });

  it('keeps a tool’s own choice (a plan that opens on today’s dollars)', () => {
    const own = { ...defaults, todaysDollars: true as boolean };
    const tool = defineTool({ id: 'retirement-income-plan', defaults: own, scenario: projecting(scenario) });
    expect(tool.defaults).toBe(own);
    expect(tool.fields).toBe(fieldList);
  });
});

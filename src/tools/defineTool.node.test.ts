import { describe, expect, it } from 'vitest';
import { defineTool, TODAYS_DOLLARS_DEFAULT } from './defineTool';
import { projecting, type ToolScenario } from './shared/core/toolScenario';

const defaults = { age: 60, balance: 1000 };
const scenario: ToolScenario<typeof defaults> = { defaults, fields: [], resultFields: [], results: () => ({}) };

describe('defineTool: the today’s-dollars choice follows from a projecting scenario', () => {
  it('adds the choice, off, after the fields (as the tools wrote it before), when the scenario is a projection', () => {
    const tool = defineTool({ id: 'hsa', defaults, fields: [], scenario: projecting(scenario) });
    expect(tool.defaults).toEqual({ ...defaults, ...TODAYS_DOLLARS_DEFAULT });
    expect(Object.keys(tool.defaults)).toEqual(['age', 'balance', 'todaysDollars']);
    expect(tool.defaults.todaysDollars).toBe(false);
  });

  it('keeps a tool’s own choice (a plan that opens on today’s dollars)', () => {
    const own = { ...defaults, todaysDollars: true as boolean };
    const tool = defineTool({
      id: 'retirement-income-plan',
      defaults: own,
      fields: [],
      scenario: projecting(scenario),
    });
    expect(tool.defaults).toEqual(own);
  });

  it('adds nothing for a tool whose scenario is not a projection', () => {
    const definition = { id: 'disability' as const, defaults, fields: [], scenario };
    const tool = defineTool(definition);
    expect(tool).toBe(definition);
    expect('todaysDollars' in tool.defaults).toBe(false);
  });
});

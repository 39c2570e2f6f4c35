import { describe, expect, it } from 'vitest';
import { scenario } from '../tools/WithdrawalPlanner/scenario';
import { computePlan } from '../tools/WithdrawalPlanner/plan';
import { outcomeSentence } from '../tools/WithdrawalPlanner/outcome';
import { mergeKnown } from '../tools/shared/core/toolState';
import { toolSection } from './myPlanModel';
import { PLAN_TOOLS } from './myPlanTools';
import { plannerVariant } from './myPlanPlanner';

const entry = PLAN_TOOLS.find((e) => e.toolId === 'withdrawal-planner')!;
const sectionOf = (stored: Record<string, unknown>) =>
  toolSection(entry, scenario as never, { inputs: stored as never, scenarios: [], corrupt: false }, plannerVariant);

describe('My plan: the withdrawal planner’s row leads with its one answer (issue I6, item 6)', () => {
  it('savings that last: “The whole plan”, and how it ended in the tool’s own sentence, never “31 years”', () => {
    const stored = {
      currentAge: 64,
      filingStatus: 'single',
      planToAge: 95,
      incomeNeedInAll: 20_000,
      socialSecurity: 0,
    };
    const section = sectionOf(stored);
    expect(section.status).toBe('done');
    if (section.status !== 'done') return;
    const plan = computePlan(mergeKnown(scenario.defaults, stored, scenario.fieldList));
    expect(plan.outcome?.lasted).toBe(true);
    expect(section.results[0]).toEqual({ label: 'Years your savings last', value: 'The whole plan' });
    expect(section.results[1]).toEqual({ label: 'How the plan ended', value: outcomeSentence(plan) });
    expect(section.results[1]!.value).toMatch(/^Your savings lasted the whole plan, with \$[\d,]+ left at 95\.$/);
    expect(section.figureLine).toContain('How the plan ended Your savings lasted the whole plan');
  });

  it('savings that run out: the years they last and the year and age they ran out', () => {
    const stored = {
      currentAge: 64,
      filingStatus: 'single',
      incomeNeedInAll: 120_000,
      traditionalBalance: 300_000,
      rothBalance: 0,
      taxableBalance: 0,
    };
    const section = sectionOf(stored);
    if (section.status !== 'done') throw new Error('not done');
    const plan = computePlan(mergeKnown(scenario.defaults, stored, scenario.fieldList));
    expect(plan.outcome?.lasted).toBe(false);
    expect(section.results[0]!.value).toMatch(/^\d+(\.\d)? years$/);
    expect(section.results[1]!.value).toMatch(/^Your savings ran out in \d{4}, at \d+: /);
  });

  it('is what My plan loads for the planner', async () => {
    const variantOf = await entry.variant?.({});
    expect(variantOf).toBe(plannerVariant);
  });
});

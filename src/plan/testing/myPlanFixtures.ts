/**
 * Fixed plans for the stories and the transcript (not used by the site): each state of My plan built
 * with the real adapters from fixed inputs, so the figures are the tools' own.
 */
import { scenario as socialSecurity } from '../../tools/SocialSecurityCalculator/scenario';
import { scenario as rmd } from '../../tools/RmdCalculator/scenario';
import { scenario as roth } from '../../tools/RothConversionCalculator/scenario';
import { scenario as medicare } from '../../tools/MedicareCostCalculator/scenario';
import { scenario as hsa } from '../../tools/HsaCalculator/scenario';
import { scenario as homeEquity } from '../../tools/HomeEquityCalculator/scenario';
import { scenario as lifeInsurance } from '../../tools/LifeInsuranceCalculator/scenario';
import type { MyDetails, MyPlan } from '../../storage/schemas';
import { toolSection, toolTitle, type PlanSection } from '../myPlanModel';
import { PLAN_TOOLS, type AnyScenario } from '../myPlanTools';
import { text } from '../../i18n/text';

export type PlanState = 'empty' | 'partial' | 'full' | 'corrupt';

const USED: Record<string, { scenario: AnyScenario; inputs: Record<string, string | number | boolean> }> = {
  'social-security': {
    scenario: socialSecurity as unknown as AnyScenario,
    inputs: { birthYear: 1962, fraBenefit: 2100, lifeExpectancy: 88, colaPercent: 0 },
  },
  rmd: { scenario: rmd as unknown as AnyScenario, inputs: { age: 75, balance: 500000, taxYear: 2026 } },
  'roth-conversion': {
    scenario: roth as unknown as AnyScenario,
    inputs: {
      currentAge: 62,
      iraBalance: 400000,
      conversionAmount: 20000,
      currentTaxBracket: 12,
      retirementTaxBracket: 22,
      returnRate: 6,
      yearsUntilRetirement: 8,
    },
  },
  'medicare-cost': { scenario: medicare as unknown as AnyScenario, inputs: {} },
  hsa: { scenario: hsa as unknown as AnyScenario, inputs: {} },
  'home-equity': { scenario: homeEquity as unknown as AnyScenario, inputs: {} },
  'life-insurance': { scenario: lifeInsurance as unknown as AnyScenario, inputs: {} },
};

const USED_IN: Record<PlanState, readonly string[]> = {
  empty: [],
  partial: ['social-security', 'rmd', 'roth-conversion'],
  full: Object.keys(USED),
  corrupt: ['social-security', 'rmd', 'roth-conversion'],
};

/** The sections of a plan in the given state; "corrupt" has unreadable Medicare figures. */
export function fixtureSections(state: PlanState): PlanSection[] {
  return PLAN_TOOLS.map((entry) => {
    const used = USED[entry.toolId];
    if (state === 'corrupt' && entry.toolId === 'medicare-cost') {
      return { toolId: entry.toolId, title: toolTitle(entry.toolId), group: entry.group, status: 'corrupt' };
    }
    if (!used || !USED_IN[state].includes(entry.toolId)) {
      return {
        toolId: entry.toolId,
        title: toolTitle(entry.toolId),
        group: entry.group,
        status: 'not-done',
        why: text(entry.why),
      };
    }
    const inputs = { ...used.scenario.defaults, ...used.inputs };
    return toolSection(entry, used.scenario, {
      inputs: null,
      scenarios: [{ name: 'My figures', savedAt: '2026-11-20T10:00:00.000Z', inputs }],
      corrupt: false,
    });
  });
}

export const FIXTURE_DETAILS: Record<PlanState, MyDetails> = {
  empty: {},
  partial: { birthYear: 1962, filingStatus: 'single' },
  full: { birthYear: 1962, filingStatus: 'marriedJoint', spouseBirthYear: 1964 },
  corrupt: { birthYear: 1962, filingStatus: 'single' },
};

export const FIXTURE_PLAN: Record<PlanState, MyPlan> = {
  empty: { hiddenTools: [] },
  partial: { birthMonth: 9, hiddenTools: [] },
  full: { birthMonth: 9, spouseBirthMonth: 3, hiddenTools: [] },
  corrupt: { birthMonth: 9, hiddenTools: [] },
};

/** The day the stories and the transcript take as today, so past dates stay past. */
export const FIXTURE_TODAY = '2026-11-24';

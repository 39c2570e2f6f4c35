/**
 * The tools "My plan" gathers, in the order a person would follow them, each as a small adapter: it
 * loads the tool's own scenario descriptor (its defaults, its input labels and the key results worked
 * out by the tool's own finance function), so the plan shows the same figures the tool shows.
 * To add a tool: add one entry here (and, if it has one, a question in myPlanModel's QUESTIONS).
 */
import type { ToolScenario } from '../tools/shared/core/toolScenario';
import type { InputRecord } from '../tools/shared/core/toolState';
import type { PlanGroup, PlanVariantOf } from '../tools/shared/core/toolPlan';
import { HISTORY_FIRST_YEAR } from '../finance/rules/household/historicalReturns';

export type { PlanGroup } from '../tools/shared/core/toolPlan';

export const PLAN_GROUPS: readonly { id: PlanGroup; heading: string }[] = [
  { id: 'income', heading: 'Income' },
  { id: 'health', heading: 'Health' },
  { id: 'home', heading: 'Home' },
  { id: 'insurance', heading: 'Insurance' },
  { id: 'estate', heading: 'Estate' },
];

export type AnyScenario = ToolScenario<InputRecord>;

export interface PlanToolEntry {
  toolId: string;
  group: PlanGroup;
  /** One line: why to try the tool, shown while it is "Not done yet". */
  why: string;
  /** The tool projects into the future and offers "Show in today's dollars" (CONVENTIONS: Today's dollars). */
  projection?: boolean;
  /** The tool's scenario descriptor, loaded only when the page builds the plan. */
  load?: () => Promise<AnyScenario>;
  /**
   * Whether the figures are in today's dollars, in words, where the general rule (a projection is
   * before inflation; a one-year tool has none to take out) would say it wrongly for these inputs.
   */
  dollars?: (inputs: InputRecord) => string | undefined;
  /** Which of the tool's inputs the section lists, where some do not apply to these inputs (all by default). */
  showInput?: (inputs: InputRecord, key: string) => boolean;
  /**
   * Another reading of the same saved inputs where the tool has one (Social Security's couple mode),
   * loaded only for stored inputs that need it.
   */
  variant?: (stored: Readonly<Record<string, unknown>>) => Promise<PlanVariantOf> | undefined;
}

const percent = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const percentWords = (value: number) => `${String(Math.round(value * 10) / 10)}%`;

/** Social Security (one person): with no yearly increase entered, the tool counts every payment at today's prices. */
const socialSecurityDollars = (inputs: InputRecord) =>
  percent(inputs.colaPercent) === 0
    ? 'In today’s dollars: with no yearly cost-of-living increase entered, the tool counts every payment at today’s prices.'
    : `Not in today’s dollars: payments rise ${percentWords(percent(inputs.colaPercent))} a year, as you entered, and the lifetime total adds them up as paid.`;

/** Social Security inputs only the couple view reads (and any other about the spouse). */
const COUPLE_ONLY = new Set(['yourDeathAge', 'yourSex', 'realDiscountPercent', 'whoDies', 'dyingAge']);
/** One person: the couple's inputs are left out; a couple: the one-person life expectancy (the couple view uses ages at death). */
const socialSecurityInput = (inputs: InputRecord, key: string) =>
  inputs.mode === 'couple' ? key !== 'lifeExpectancy' : !(COUPLE_ONLY.has(key) || key.startsWith('spouse'));

/** A tool's descriptor, with any calculation its key results fetch on demand (ToolScenario.prepare) loaded too. */
const from =
  <T extends InputRecord>(load: () => Promise<{ scenario: ToolScenario<T> }>) =>
  () =>
    load().then(async (m) => {
      await m.scenario.prepare?.();
      return m.scenario as unknown as AnyScenario;
    });

export const PLAN_TOOLS: readonly PlanToolEntry[] = [
  {
    toolId: 'social-security',
    projection: true,
    dollars: socialSecurityDollars,
    showInput: socialSecurityInput,
    group: 'income',
    why: 'See what claiming at 62, at full retirement age or at 70 adds up to.',
    load: from(() => import('../tools/SocialSecurityCalculator/scenario')),
    variant: (stored) =>
      stored.mode === 'couple'
        ? import('./myPlanCouple').then((m) => (inputs: InputRecord) => m.coupleVariant(inputs))
        : undefined,
  },
  {
    toolId: 'withdrawal-planner',
    projection: true,
    group: 'income',
    why: 'Plan which accounts to draw from, year by year, to keep taxes down.',
    load: from(() => import('../tools/WithdrawalPlanner/scenario')),
  },
  {
    toolId: 'retirement-income-plan',
    projection: true,
    dollars: () => 'In today’s dollars: the plan counts every amount at this year’s prices.',
    group: 'income',
    why: `Test your savings, spending and Social Security against every market since ${HISTORY_FIRST_YEAR}.`,
    load: from(() => import('../tools/RetirementIncomePlan/scenario')),
  },
  {
    toolId: 'withdrawal-calculator',
    group: 'income',
    why: "Split one year's income need across your accounts.",
    load: from(() => import('../tools/WithdrawalCalculator/scenario')),
  },
  {
    toolId: 'rmd',
    group: 'income',
    why: 'Know the smallest amount the IRS requires you to take each year.',
    load: from(() => import('../tools/RmdCalculator/scenario')),
  },
  {
    toolId: 'inherited-ira',
    group: 'income',
    why: 'If you inherited an IRA: which rule applies, this year’s minimum and the year it must be empty.',
    load: from(() => import('../tools/InheritedIraCalculator/scenario')),
  },
  {
    toolId: 'roth-conversion',
    projection: true,
    group: 'income',
    why: 'See whether moving money to a Roth IRA now could save tax later.',
    load: from(() => import('../tools/RothConversionCalculator/scenario')),
  },
  {
    toolId: 'tax-impact',
    group: 'income',
    why: 'See the federal income tax on your retirement income, bracket by bracket.',
    load: from(() => import('../tools/TaxImpactCalculator/scenario')),
  },
  {
    toolId: 'medicare-cost',
    group: 'health',
    why: 'Add up Medicare premiums and costs for a year.',
    load: from(() => import('../tools/MedicareCostCalculator/scenario')),
  },
  {
    toolId: 'healthcare-cost',
    dollars: (inputs) =>
      `Not in today’s dollars: the cost at retirement and the totals include health-care price rises of ${percentWords(percent(inputs.inflationRate))} a year, as the tool shows them.`,
    group: 'health',
    why: 'Estimate what health care may cost through retirement.',
    load: from(() => import('../tools/HealthcareCostCalculator/scenario')),
  },
  {
    toolId: 'hsa',
    projection: true,
    group: 'health',
    why: 'Project a health savings account and its tax savings.',
    load: from(() => import('../tools/HsaCalculator/scenario')),
  },
  {
    toolId: 'ltc-insurance',
    projection: true,
    group: 'health',
    why: 'Compare the cost of long-term care with insuring it.',
    load: from(() => import('../tools/LtcCalculator/scenario')),
  },
  {
    toolId: 'home-equity',
    projection: true,
    group: 'home',
    why: 'See how much of your home you own and how that may grow.',
    load: from(() => import('../tools/HomeEquityCalculator/scenario')),
  },
  {
    toolId: 'downsizing',
    group: 'home',
    why: 'Compare the money freed and the costs of moving to a smaller home.',
    load: from(() => import('../tools/DownsizingCalculator/scenario')),
  },
  {
    toolId: 'reverse-mortgage',
    projection: true,
    dollars: () =>
      'In today’s dollars: these are the amounts you could borrow now; only the tool’s credit-line growth looks ahead.',
    group: 'home',
    why: 'Estimate what a reverse mortgage (HECM) could provide.',
    load: from(() => import('../tools/ReverseMortgageCalculator/scenario')),
  },
  {
    toolId: 'home-modification',
    group: 'home',
    why: 'Plan safety changes to your home within a budget.',
    load: from(() => import('../tools/HomeModificationPlanner/scenario')),
  },
  {
    toolId: 'life-insurance',
    group: 'insurance',
    why: 'Estimate how much life insurance the people who depend on you need.',
    load: from(() => import('../tools/LifeInsuranceCalculator/scenario')),
  },
  {
    toolId: 'disability',
    group: 'insurance',
    why: 'Estimate the income protection you may need while you work.',
    load: from(() => import('../tools/DisabilityCalculator/scenario')),
  },
  { toolId: 'beneficiary-tracker', group: 'estate', why: 'Keep a private list of who inherits each account.' },
];

/**
 * The tools "My plan" gathers, in the order a person would follow them. What the plan knows of each
 * tool is said in the tool's own folder (`src/tools/<Tool>/myPlan.ts`: its group, place, "why" line
 * and question for a professional, src/tools/shared/core/toolPlan.ts); this module only
 * gathers them. Each loads the tool's own scenario descriptor (its defaults, its input labels and
 * the key results worked out by the tool's own finance function), so the plan shows the same
 * figures the tool shows. To add a tool to the plan: give its folder a myPlan.ts (its figures come from
 * the folder's scenario.ts, loaded only when the page builds the plan).
 */
import type { ToolScenario } from '../tools/shared/core/toolScenario';
import type { InputRecord } from '../tools/shared/core/toolState';
import type { PlanGroup, PlanQuestion, PlanVariantOf, ToolPlan } from '../tools/shared/core/toolPlan';
import type { ToolId } from '../tools/toolIds.generated';
import toolIndex from '../tools/toolIndex.generated.json';
import type { Text } from '../i18n/text';
import * as m from './messages';

export type { PlanGroup, QuestionContext } from '../tools/shared/core/toolPlan';

/** The plan's groups, in order; each heading is read when shown (`text(group.heading)`). */
export const PLAN_GROUPS: readonly { id: PlanGroup; heading: Text }[] = [
  { id: 'income', heading: m.groupIncome },
  { id: 'health', heading: m.groupHealth },
  { id: 'home', heading: m.groupHome },
  { id: 'insurance', heading: m.groupInsurance },
  { id: 'estate', heading: m.groupEstate },
];

export type AnyScenario = ToolScenario<InputRecord>;

export interface PlanToolEntry extends Omit<ToolPlan, 'order'> {
  toolId: ToolId;
  /** The tool's scenario descriptor, loaded only when the page builds the plan. */
  load?: () => Promise<AnyScenario>;
  question?: PlanQuestion;
  /**
   * Another reading of the same saved inputs where the tool has one (Social Security's couple mode),
   * loaded only for stored inputs that need it.
   */
  variant?: (stored: Readonly<Record<string, unknown>>) => Promise<PlanVariantOf> | undefined;
}

/** The readings My plan adds to a tool's own (they live with the plan: src/plan/myPlanCouple.ts). */
const VARIANTS: Partial<Record<ToolId, PlanToolEntry['variant']>> = {
  'social-security': (stored) =>
    stored.mode === 'couple'
      ? import('./myPlanCouple').then((m) => (inputs: InputRecord) => m.coupleVariant(inputs))
      : undefined,
  // The planner's one answer, worded as the tool words it: how long the savings last and how the plan ended.
  'withdrawal-planner': () => import('./myPlanPlanner').then((m) => m.plannerVariant),
};

/** A tool's descriptor, with any calculation its key results fetch on demand (ToolScenario.prepare) loaded too. */
const withPrepared = (load: () => Promise<unknown>) => () =>
  load().then(async (scenario) => {
    await (scenario as AnyScenario).prepare?.();
    return scenario as AnyScenario;
  });

// Every tool folder's myPlan.ts, read when this module loads (each is a few lines), and its scenario.ts, loaded on use.
const manifests = import.meta.glob<ToolPlan>('../tools/*/myPlan.ts', { eager: true, import: 'plan' });
const scenarios = import.meta.glob('../tools/*/scenario.ts', { import: 'scenario' });
const idOfFolder = new Map(toolIndex.map((tool) => [tool.folder, tool.id as ToolId]));

export const PLAN_TOOLS: readonly PlanToolEntry[] = Object.entries(manifests)
  .map(([file, { order, ...plan }]) => {
    const folder = /\/tools\/([^/]+)\/myPlan\.ts$/.exec(file)?.[1] ?? '';
    const load = scenarios[`../tools/${folder}/scenario.ts`];
    const toolId = idOfFolder.get(folder);
    if (!toolId) throw new Error(`${file}: no tool.meta.ts in its folder (run npm run tool-index)`);
    const variant = VARIANTS[toolId];
    return {
      order,
      entry: { ...plan, toolId, ...(load ? { load: withPrepared(load) } : {}), ...(variant ? { variant } : {}) },
    };
  })
  .sort((a, b) => a.order - b.order)
  .map(({ entry }) => entry);

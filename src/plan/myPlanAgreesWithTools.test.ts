/**
 * Issue I6, item 1: for every tool My plan gathers, random stored inputs give My plan the key figures
 * the tool shows. "The tool's" figures are worked out as the tool's form reads its storage
 * (mergeKnown with the tool's own defaults and field list, useToolInputs.ts) and its own result
 * function; the Social Security couple view and the withdrawal planner's headline through the same
 * functions their views call (coupleInput.ts with coupleKeyResults, outcome.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../kit/format';
import { formatComparisonValue, hasResult } from '../tools/shared/scenarios/scenarios';
import { mergeKnown, type InputRecord } from '../tools/shared/core/toolState';
import type { ToolFieldList } from '../tools/shared/core/toolFields';
import { coupleKeyResults } from '../tools/SocialSecurityCalculator/coupleScenario';
import { coupleProblems, thisMonth, withTableDeathAges } from '../tools/SocialSecurityCalculator/coupleInput';
import { computePlan } from '../tools/WithdrawalPlanner/plan';
import { lastsValue } from '../tools/WithdrawalPlanner/outcome';
import { claimAgeWords } from './myPlanCouple';
import { toolSection, type PlanSection } from './myPlanModel';
import { PLAN_TOOLS } from './myPlanTools';

interface ToolDefinition {
  id: string;
  defaults: InputRecord;
  fields: ToolFieldList<InputRecord>;
}
const TOOLS = Object.values(import.meta.glob<{ tool: ToolDefinition }>('../tools/*/tool.ts', { eager: true })).map(
  (m) => m.tool,
);

/** Any value a stored or shared record may hold for a field: in range, out of range, text, a choice, rubbish. */
function storedValue(field: { kind?: string; options?: readonly { value: string }[]; min?: number; max?: number }) {
  const choices = field.options?.map((o) => o.value) ?? [];
  return fc.oneof(
    fc.integer({ min: Math.floor(field.min ?? 0), max: Math.ceil(field.max ?? 1_000_000) }),
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    fc.integer({ min: -100, max: 3000 }).map(String),
    ...(choices.length > 0 ? [fc.constantFrom(...choices)] : []),
    fc.constantFrom('', 'x', true),
  );
}

/** A stored record for the tool's fields (a tool without a field list: its defaults' keys). */
const storedInputs = (fields: ToolDefinition['fields'] | undefined, defaults: InputRecord) =>
  fc.record(
    Object.fromEntries(
      fields
        ? fields.map((f) => [f.id, storedValue(f as never)])
        : Object.keys(defaults).map((key) => [key, storedValue({})]),
    ) as Record<string, fc.Arbitrary<string | number | boolean>>,
    { requiredKeys: [] },
  );

const doneResults = (section: PlanSection) => (section.status === 'done' ? section.results : null);

describe(
  'My plan agrees with every tool it gathers, for any stored inputs (issue I6, item 1)',
  { timeout: 120_000 },
  () => {
    const entries = PLAN_TOOLS.filter((e) => e.load);

    it('has a tool definition for every tool My plan gathers', () => {
      for (const entry of entries) expect(TOOLS.map((t) => t.id)).toContain(entry.toolId);
    });

    for (const entry of entries) {
      it(`${entry.toolId}: My plan’s key figures are the tool’s`, async () => {
        const tool = TOOLS.find((t) => t.id === entry.toolId)!;
        const scenario = await entry.load!();
        await fc.assert(
          fc.asyncProperty(storedInputs(tool.fields ?? scenario.fieldList, scenario.defaults), async (stored) => {
            const variantOf = await entry.variant?.(stored);
            const section = toolSection(
              entry,
              scenario,
              { inputs: stored as InputRecord, scenarios: [], corrupt: false },
              variantOf,
            );
            // The tool's form: its own defaults and field list read the same stored record.
            const form = mergeKnown(tool.defaults ?? scenario.defaults, stored, tool.fields ?? scenario.fieldList);
            const results = scenario.results(form) as Record<string, number>;
            const rows = scenario.resultFields
              .filter((f) => hasResult(f, results[f.key]))
              .map((f) => ({ label: f.label, value: formatComparisonValue(results[f.key], f) }));
            const shown = doneResults(section);
            if (shown === null) {
              // My plan calls a section unreadable only when the tool's own figures are not numbers.
              expect(rows.some((r) => /NaN|Infinity/.test(r.value))).toBe(true);
              return;
            }
            if (entry.toolId === 'social-security' && form.mode === 'couple') {
              const today = thisMonth();
              const inputs = withTableDeathAges(form as never, today);
              if (coupleProblems(inputs, today).length > 0) {
                expect(shown[0]!.value).toMatch(/^Not worked out/);
                return;
              }
              const k = coupleKeyResults(form as never);
              expect(shown).toContainEqual({
                label: 'Best pair of claiming ages',
                value: `You ${claimAgeWords(Math.round(k.bestClaimYou * 12))}, your spouse ${claimAgeWords(Math.round(k.bestClaimSpouse * 12))}`,
              });
              expect(shown).toContainEqual({
                label: 'Household benefits, worth today',
                value: formatCurrency(k.householdWorth),
              });
              expect(shown).toContainEqual({
                label: 'Survivor benefit for your spouse if you die first',
                value: formatCurrency(k.survivorIfYouDie),
              });
              return;
            }
            if (entry.toolId === 'withdrawal-planner') {
              const plan = computePlan(form as never);
              if (plan.outcome) {
                expect(shown[0]).toEqual({ label: 'Years your savings last', value: lastsValue(plan) });
                expect(
                  shown.filter((r) => r.label !== 'Years your savings last' && r.label !== 'How the plan ended'),
                ).toEqual(rows.filter((r) => r.label !== 'Years your savings last'));
                return;
              }
            }
            expect(shown).toEqual(rows);
          }),
          { numRuns: entry.toolId === 'social-security' ? 12 : 25 },
        );
      });
    }
  },
);

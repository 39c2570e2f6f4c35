// @vitest-environment node
import fs from 'node:fs';
import matter from 'gray-matter';
import * as v from 'valibot';
import { calculateOutputs } from '../GenericCalculator/GenericCalculator';
import { calculatorConfigSchema } from '../GenericCalculator/config';
import { checklistConfigSchema, estimatedMinutes } from '../GenericChecklist/config';
import { outputItem } from '../StepTool/StepTool';
import { toolConfigSchema } from '../StepTool/config';
import { compileFormula, withFormulaTrees } from './formula';

/** The config in an article's front matter under `key`, parsed by the tool's schema, once the article is checked to embed that tool. */
function articleConfig<S extends v.GenericSchema>(
  slug: string,
  toolId: string,
  key: string,
  schema: S,
): v.InferOutput<S> {
  const data = matter(fs.readFileSync(`content/articles/${slug}.md`, 'utf8')).data;
  expect(data.tool).toMatchObject({ id: toolId });
  // As the content compiler ships it: each formula's tree beside its text.
  return v.parse(schema, withFormulaTrees(data[key]));
}

describe('the configured articles (content ids 400–402)', () => {
  it('retirement readiness checklist: ≥ 15 items in ≥ 4 categories, every item in a known category', () => {
    const config = articleConfig(
      'retirement-readiness-checklist',
      'checklist',
      'checklist_config',
      checklistConfigSchema,
    );
    expect(config.items.length).toBeGreaterThanOrEqual(15);
    expect(config.categories.length).toBeGreaterThanOrEqual(4);
    const categoryIds = new Set(config.categories.map((c) => c.id));
    for (const item of config.items) {
      expect(categoryIds.has(item.category_id ?? '')).toBe(true);
      expect(estimatedMinutes(item.estimated_time)).toBeGreaterThan(0);
    }
  });

  it('long-term care decision tool: ≥ 5 steps with inputs, outputs and guidance; every formula compiles', () => {
    const config = articleConfig(
      'long-term-care-insurance-decision-tool',
      'step-tool',
      'tool_config',
      toolConfigSchema,
    );
    expect(config.steps.length).toBeGreaterThanOrEqual(5);
    for (const step of config.steps) {
      expect(step.inputs.length).toBeGreaterThan(0);
      expect(step.outputs.length).toBeGreaterThan(0);
      expect(step.guidance).toBeTruthy();
      for (const output of step.outputs)
        if (output.formula) expect(() => compileFormula(output.formula!)).not.toThrow();
    }
    // A 60-year-old in good health with $600,000, $50,000 income, a $3,000 premium they could
    // absorb rising, and no family nearby: all six signs → worth getting quotes.
    const progress = {
      currentStep: 4,
      completedSteps: [0, 1, 2, 3],
      isComplete: false,
      startTime: 0,
      stepData: {
        '0': { age: 60, health: '2' },
        '1': { assets: 600000, income: 50000 },
        '2': { premium: 3000, increase_ok: true },
        '3': { family_help: false },
      },
    };
    const last = config.steps[4]!;
    expect(outputItem(config, progress, last.outputs[0]!).value).toBe(6);
    expect(outputItem(config, progress, last.outputs[1]!).value).toBe(true);
    // 3,000 / 50,000 = 6 %
    expect(outputItem(config, progress, config.steps[2]!.outputs[0]!).value).toBe(6);
    // 600,000 / 127,750 = 4.7 years
    expect(outputItem(config, progress, config.steps[1]!.outputs[0]!).value).toBe(4.7);
  });

  it('retirement savings gap calculator: ≥ 5 inputs, ≥ 3 formula outputs, and the defaults’ known answer', () => {
    const config = articleConfig(
      'retirement-savings-gap-calculator',
      'generic-calculator',
      'calculator_config',
      calculatorConfigSchema,
    );
    expect(config.inputs.length).toBeGreaterThanOrEqual(5);
    expect(config.outputs.length).toBeGreaterThanOrEqual(3);
    const defaults = Object.fromEntries(config.inputs.map((input) => [input.id, Number(input.default_value)]));
    const warn = vi.spyOn(console, 'warn');
    const out = calculateOutputs(config, defaults);
    expect(warn).not.toHaveBeenCalled();
    // 250,000 × 1.04^12 + 10,000 × (1.04^12 − 1) / 0.04 = 400,258.06 + 150,258.06 = 550,516.12
    expect(out.years_to_go).toBe(12);
    expect(out.projected).toBeCloseTo(550516.12, 1);
    expect(out.savings_income).toBeCloseTo(22020.64, 1); // × 4 %
    expect(out.total_income).toBeCloseTo(52020.64, 1); // + 30,000
    expect(out.yearly_gap).toBeCloseTo(7979.36, 1); // 60,000 − 52,020.64
    expect(out.savings_needed).toBeCloseTo(750000, 6); // 30,000 / 4 %
    expect(out.savings_gap).toBeCloseTo(199483.88, 1);
    expect(out.covered).toBeCloseTo(86.7, 1);
    // With no growth the formula takes its other branch: 250,000 + 12 × 10,000.
    expect(calculateOutputs(config, { ...defaults, growth: 0 }).projected).toBe(370000);
  });
});

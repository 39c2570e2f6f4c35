import type { MyDetails } from '../../../storage';
import type { ToolDefinition } from '../../defineTool';
import { formatComparisonValue } from '../scenarios/scenarios';
import { EXAMPLE_DEFAULTS, EXAMPLE_FIELDS } from '../testing/exampleFields';
import {
  anyFields,
  comparisonFields,
  defineToolFields,
  fieldById,
  fromAnswer,
  myDetailsMap,
  scenarioFromFields,
} from './toolFields';
import { text } from '../../../i18n/text';

const DEFAULTS = EXAMPLE_DEFAULTS;
const FIELDS = EXAMPLE_FIELDS;
type Inputs = typeof DEFAULTS;

describe('comparisonFields: the comparison rows come from the field list', () => {
  it('gives each field its format from its kind, in the list’s order', () => {
    // A choice without a format of its own shows its option words (no format).
    expect(comparisonFields(anyFields(FIELDS)).map(({ key, label, format }) => [key, label, format?.style])).toEqual([
      ['age', 'Your age', 'years'],
      ['homeValue', 'Home value', 'currency'],
      ['savings', 'Savings today', 'currency'],
      ['rate', 'Expected return', 'percent'],
      ['waitDays', 'Waiting period', undefined],
      ['plan', 'Plan chosen', undefined],
      ['share', 'Share to replace', 'percent'],
      ['years', 'Years to plan for', 'years'],
    ]);
  });

  it('a choice shows its option words (a number value finds its words too); a format of its own shows the value', () => {
    const rows = comparisonFields(anyFields(FIELDS));
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(formatComparisonValue(90, row('waitDays'))).toBe('90 days');
    expect(formatComparisonValue('basic', row('plan'))).toBe('Basic plan');
    expect(row('years').options).toBeUndefined();
    expect(formatComparisonValue(20, row('years'))).toBe('20 years');
    expect(formatComparisonValue(250_000, row('savings'))).toBe('$250,000');
    expect(formatComparisonValue(4.5, row('rate'))).toBe('4.5%');
  });

  it('leaves out a field whose place is false', () => {
    const fields = defineToolFields({ a: 1, b: 2 }, [
      { id: 'a', label: 'A', kind: 'number' },
      { id: 'b', label: 'B', kind: 'number', compare: false },
    ]);
    expect(comparisonFields(anyFields(fields)).map((f) => f.key)).toEqual(['a']);
  });
});

describe('myDetailsMap: the My-details map comes from the same list', () => {
  const details: MyDetails = { birthYear: 1956, traditionalSavings: 410_000, homeValue: 1 };
  const map = { fields: myDetailsMap(FIELDS) };

  it('lists only the fields My details answers, each named by the field’s own label', () => {
    expect(Object.keys(map.fields)).toEqual(['age', 'homeValue', 'savings']);
    expect(map.fields.age).toMatchObject({
      label: 'Your age',
      from: ['birthYear'],
      how: 'age at the end of the tax year',
    });
    expect(map.fields.savings).toMatchObject({
      label: 'Savings today',
      from: ['traditionalSavings'],
      how: 'traditional savings only',
    });
  });

  it('derives and gives back as the helpers say (born 1956 → 70 at the end of 2026; 69 in tax year 2025)', () => {
    expect(map.fields.age?.derive(details, { inputs: DEFAULTS, currentYear: 2026 })).toBe(70);
    expect(map.fields.age?.derive(details, { inputs: { ...DEFAULTS, taxYear: 2025 }, currentYear: 2026 })).toBe(69);
    expect(map.fields.age?.toMyDetails?.(70, { inputs: DEFAULTS, currentYear: 2026 })).toEqual({ birthYear: 1956 });
    expect(map.fields.savings?.derive(details, { inputs: DEFAULTS, currentYear: 2026 })).toBe(410_000);
    expect(map.fields.savings?.toMyDetails?.(12_345, { inputs: DEFAULTS, currentYear: 2026 })).toEqual({
      traditionalSavings: 12_345,
    });
  });

  it('fromAnswer without words of its own adds no "how"', () => {
    expect(fromAnswer('homeValue')).not.toHaveProperty('how');
    expect(fromAnswer('homeValue')).not.toHaveProperty('label');
  });
});

describe('scenarioFromFields', () => {
  it('builds the descriptor the scenario panel reads: rows, My-details map, results', () => {
    const scenario = scenarioFromFields(DEFAULTS, FIELDS, (inputs: Inputs) => ({ doubled: inputs.savings * 2 }), [
      ['doubled', 'Savings doubled', 'currency'],
    ]);
    expect(scenario.defaults).toBe(DEFAULTS);
    expect(scenario.fields.map((f) => f.key)).toEqual(Object.keys(DEFAULTS));
    expect(scenario.resultFields).toEqual([
      { key: 'doubled', label: 'Savings doubled', format: { style: 'currency' } },
    ]);
    expect(scenario.results(DEFAULTS)).toEqual({ doubled: 500_000 });
    expect(Object.keys(scenario.myDetails ?? {})).toEqual(['age', 'homeValue', 'savings']);
    expect(scenario.myDetails?.savings?.label).toBe('Savings today');
  });

  it('reads the result rows from a whole calculation result; a row that is not a number is NaN (shown as 0)', () => {
    const calculate = (inputs: Inputs) => ({ doubled: inputs.savings * 2, words: 'text', rows: [1, 2] });
    const scenario = scenarioFromFields(DEFAULTS, FIELDS, calculate, [
      ['doubled', 'Savings doubled', 'currency'],
      ['words', 'Words', 'number'],
    ]);
    expect(scenario.results({ ...DEFAULTS, savings: 100 })).toEqual({ doubled: 200, words: Number.NaN });
  });
});

describe('defineToolFields and fieldById', () => {
  it('finds a field by id and names a missing one', () => {
    expect(fieldById(FIELDS, 'rate')).toMatchObject({ kind: 'number', unit: '%', decimals: 1 });
    expect(() => fieldById(FIELDS, 'nope' as keyof Inputs)).toThrow('No field "nope" in this tool\'s field list');
  });

  it('rejects at compile time an id the inputs lack and a typed box for a text value', () => {
    defineToolFields(DEFAULTS, [
      // @ts-expect-error: not one of the inputs
      { id: 'missing', label: 'Missing', kind: 'number' },
      // @ts-expect-error: "plan" holds text, so it can only be a choice
      { id: 'plan', label: 'Plan', kind: 'money' },
    ]);
    expect(true).toBe(true);
  });
});

describe('Each tool’s field list (the tools whose definition has fields)', () => {
  const definitions = import.meta.glob<ToolDefinition>('/src/tools/*/tool.ts', { import: 'tool', eager: true });
  const lists = Object.entries(definitions)
    .filter(([, tool]) => tool.fields)
    .map(([path, tool]) => [path.split('/')[3], { FIELDS: tool.fields!, DEFAULTS: tool.defaults!, tool }] as const);

  it('covers the converted calculators', () => {
    expect(lists.map(([tool]) => tool)).toEqual(
      expect.arrayContaining([
        'DisabilityCalculator',
        'DownsizingCalculator',
        'HealthcareCostCalculator',
        'HomeEquityCalculator',
        'HsaCalculator',
        'LifeInsuranceCalculator',
        'LtcCalculator',
      ]),
    );
  });

  it.each(lists)(
    '%s: one entry per input; the scenario rows and the My-details map are the list’s',
    (_folder, { FIELDS: fields, DEFAULTS: defaults, tool }) => {
      const ids = fields.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(defaults).toHaveProperty(id);
      const scenario = tool.scenario!;
      expect(scenario.fields).toEqual(comparisonFields(fields));
      // The same fields; the order may differ (the withdrawal calculator lists them in My details' page order).
      const answered = fields
        .filter((f) => f.myDetails)
        .map((f) => f.id)
        .sort();
      expect(Object.keys(scenario.myDetails ?? {}).sort()).toEqual(answered);
      // A label may be a catalog message (src/i18n/text.ts): the map names the field in the same words.
      for (const id of answered)
        expect(scenario.myDetails?.[id]?.label).toBe(text(fields.find((f) => f.id === id)!.label));
    },
  );

  it.each(lists)(
    '%s: each default is within its field’s bounds or one of its choices',
    (_tool, { FIELDS: fields = [], DEFAULTS: defaults = {} }) => {
      for (const field of fields) {
        const value = defaults[field.id];
        if (field.kind === 'select') {
          expect(
            field.options.map((o) => o.value),
            field.id,
          ).toContain(String(value));
        } else {
          // A field that may be left blank may open blank: "not entered", which is not 0 (issue I6, item 2).
          if (field.blank && value === null) continue;
          expect(typeof value, field.id).toBe('number');
          // A default the field names in words stands for a rule, not a figure (0 → "SSA life table average").
          if (field.compare && field.compare.options?.[String(value)] !== undefined) continue;
          if (field.min !== undefined) expect(value, field.id).toBeGreaterThanOrEqual(field.min);
          if (field.max !== undefined) expect(value, field.id).toBeLessThanOrEqual(field.max);
        }
      }
    },
  );
});

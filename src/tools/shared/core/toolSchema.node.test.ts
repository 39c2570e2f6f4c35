import fc from 'fast-check';
import type * as v from 'valibot';
import type { FilingStatus, TaxYear } from '../../../finance/core/types';
import type { RmdTaxYear } from '../../../finance/tax/rmd';
import { DEFAULTS as TAX_DEFAULTS, FIELDS as TAX_FIELDS } from '../../TaxImpactCalculator/fields';
import { forAll } from '../../../finance/testing/financeTestKit';
import { DEFAULTS as HSA_DEFAULTS, FIELDS as HSA_FIELDS } from '../../HsaCalculator/fields';
import { DEFAULTS as MEDICARE_DEFAULTS, FIELDS as MEDICARE_FIELDS } from '../../MedicareCostCalculator/fields';
import { DEFAULTS as RMD_DEFAULTS, FIELDS as RMD_FIELDS } from '../../RmdCalculator/fields';
import { DEFAULTS as SS_DEFAULTS, FIELDS as SS_FIELDS } from '../../SocialSecurityCalculator/fields';
import { DEFAULTS as PLANNER_DEFAULTS, FIELDS as PLANNER_FIELDS } from '../../WithdrawalPlanner/fields';
import { TODAYS_DOLLARS_DEFAULT } from '../../defineTool';
import { DEFAULTS as ROTH_DEFAULTS, FIELDS as ROTH_FIELDS } from '../../RothConversionCalculator/fields';
import { decodeToolHash, encodeToolHash, mergeKnown, type InputRecord } from './toolState';
import type { AnyToolField } from './toolFields';
import { parseToolField, parseToolInputs, toolSchema } from './toolSchema';

const rmd = (raw: unknown) => parseToolInputs(toolSchema(RMD_DEFAULTS, RMD_FIELDS), raw);

describe('toolSchema: a tool’s inputs parsed by its field list', () => {
  it('a choice is one of its options, typed like its default; anything else is the default', () => {
    // RMD years offered: 2022 to the newest (finance/rules/core/calendar.ts); 2022 stays a number, 1999 is not offered.
    expect(rmd({ taxYear: '2022' }).taxYear).toBe(2022);
    expect(rmd({ taxYear: 2022 }).taxYear).toBe(2022);
    expect(rmd({ taxYear: '1999' }).taxYear).toBe(RMD_DEFAULTS.taxYear);
    expect(rmd({ spouseSole: 'yes' }).spouseSole).toBe('yes');
    expect(rmd({ spouseSole: 'maybe' }).spouseSole).toBe('no');
    expect(rmd({ spouseSole: 1 }).spouseSole).toBe('no');
  });

  it('a typed number is brought inside its field’s bounds, as the form brings a typed value', () => {
    // RMD bounds (finance/tax/rmd.ts RMD_BOUNDS): age 0–110 in the form, balance 0–1e12, spouse's age 0–120.
    expect(rmd({ age: 150, balance: 2e12, spouseAge: -4 })).toMatchObject({ age: 110, balance: 1e12, spouseAge: 0 });
    expect(rmd({ age: 64 }).age).toBe(64);
    // Money without a min of its own is never below 0 (MoneyInput's least).
    const money: AnyToolField = { id: 'amount', label: 'Amount', kind: 'money' };
    expect(parseToolField({ amount: 5 }, [money] as never, 'amount', -20)).toBe(0);
  });

  it('a default outside the bounds stands for a rule and is kept (a death age of 0: the SSA life table)', () => {
    const ss = (raw: unknown) => parseToolInputs(toolSchema(SS_DEFAULTS, SS_FIELDS), raw);
    expect(ss({ yourDeathAge: 0 }).yourDeathAge).toBe(0);
    expect(ss({ yourDeathAge: '0' }).yourDeathAge).toBe(0);
    // Field bounds 62–110 (COUPLE_FIELD_BOUNDS.deathAge).
    expect(ss({ yourDeathAge: 50 }).yourDeathAge).toBe(62);
    expect(ss({ yourDeathAge: 88 }).yourDeathAge).toBe(88);
  });

  it('a link’s text is read as a number', () => {
    const fromLink = decodeToolHash('rmd', '#tool=rmd&v=1&age=75&balance=250000.5&taxYear=2024&spouseAge=%2070%20');
    expect(rmd(fromLink)).toEqual({ ...RMD_DEFAULTS, age: 75, balance: 250_000.5, taxYear: 2024, spouseAge: 70 });
  });

  it('a field that may be left blank keeps "not entered" apart from 0 (issue I6, item 2), in a save and in a link', () => {
    const roth = (raw: unknown) => parseToolInputs(toolSchema(ROTH_DEFAULTS, ROTH_FIELDS), raw);
    // The Roth tool's two income boxes open blank.
    expect(ROTH_DEFAULTS.otherIncome).toBeNull();
    for (const blank of [null, '', '   ']) expect(roth({ otherIncome: blank }).otherIncome, String(blank)).toBeNull();
    for (const zero of [0, '0', ' 0 ']) expect(roth({ otherIncome: zero }).otherIncome, String(zero)).toBe(0);
    expect(roth({ socialSecurity: '24000' }).socialSecurity).toBe(24_000);
    // Brought inside the bounds as a typed amount is; unreadable text is the default (blank).
    expect(roth({ otherIncome: -5 }).otherIncome).toBe(0);
    expect(roth({ otherIncome: 'lots' }).otherIncome).toBeNull();
    // A link carries blank as an empty value and 0 as "0"; both come back as they went.
    const inputs = { ...ROTH_DEFAULTS, otherIncome: 0, socialSecurity: null };
    const hash = encodeToolHash('roth-conversion', inputs);
    expect(hash).toMatch(/otherIncome=0&socialSecurity=(&|$)/);
    expect(roth(decodeToolHash('roth-conversion', hash))).toEqual(inputs);
    // A field that may not be blank still reads a blank as its default, as before.
    expect(rmd({ age: '' }).age).toBe(RMD_DEFAULTS.age);
    expect(rmd({ age: null }).age).toBe(RMD_DEFAULTS.age);
    // The RMD balance may be blank (a $0 balance is an answer: no RMD), so an emptied box is null.
    expect(rmd({ balance: '' }).balance).toBeNull();
    expect(rmd({ balance: 0 }).balance).toBe(0);
  });

  it('garbage, NaN and ±Infinity give the default; unknown keys are dropped; a missing record is the defaults', () => {
    for (const bad of ['abc', '', '  ', '1e400', Number.NaN, Infinity, -Infinity, null, true, {}, [1]]) {
      expect(rmd({ age: bad, taxYear: bad, spouseSole: bad }), String(bad)).toEqual(RMD_DEFAULTS);
    }
    // A box that may be blank reads an empty value as blank, and anything else unreadable as its default.
    for (const bad of ['abc', '1e400', Number.NaN, Infinity, -Infinity, true, {}, [1]])
      expect(rmd({ balance: bad }).balance, String(bad)).toBe(RMD_DEFAULTS.balance);
    expect(rmd({ evil: '<script>' })).toEqual(RMD_DEFAULTS);
    expect(Object.keys(rmd({ evil: 1 }))).toEqual(Object.keys(RMD_DEFAULTS));
    for (const notARecord of [null, undefined, 'age=75', 42, [75]]) expect(rmd(notARecord)).toEqual(RMD_DEFAULTS);
  });

  it('an input without a field keeps its default’s type (today’s dollars, a yes/no kept as a boolean)', () => {
    const form = { ...RMD_DEFAULTS, ...TODAYS_DOLLARS_DEFAULT };
    const parse = (raw: unknown) => parseToolInputs(toolSchema(form, RMD_FIELDS as never), raw);
    expect(parse({ todaysDollars: 'true' }).todaysDollars).toBe(true);
    expect(parse({ todaysDollars: '0' }).todaysDollars).toBe(false);
    expect(parse({ todaysDollars: 'maybe' }).todaysDollars).toBe(TODAYS_DOLLARS_DEFAULT.todaysDollars);
    // Without a field list every input is read by its default's type, as mergeKnown always did.
    const plain = { name: 'x', count: 1 };
    expect(mergeKnown(plain, { name: 5, count: '7' })).toEqual({ name: '5', count: 7 });
    expect(mergeKnown(plain, { name: 'y'.repeat(300) }).name).toHaveLength(200);
  });

  it('types its output as the tool’s DEFAULTS: choices as their unions, not string or number', () => {
    const schema = toolSchema(TAX_DEFAULTS, TAX_FIELDS);
    const inputs: v.InferOutput<typeof schema> = parseToolInputs(schema, { filingStatus: 'marriedJoint' });
    expectTypeOf(inputs.filingStatus).toEqualTypeOf<FilingStatus>();
    expectTypeOf(inputs.taxYear).toEqualTypeOf<TaxYear>();
    expectTypeOf(rmd({}).taxYear).toEqualTypeOf<RmdTaxYear>();
    expectTypeOf(rmd({}).spouseSole).toEqualTypeOf<'no' | 'yes'>();
    expect(inputs.filingStatus).toBe('marriedJoint');
  });
});

describe('what the removed `known` hooks did, the schema does', () => {
  it('HSA: a coverage that is no longer a choice (old save, edited link) is self-only, the default', () => {
    expect(mergeKnown(HSA_DEFAULTS, { coverageType: 'couple', age: 50 }, HSA_FIELDS)).toEqual({
      ...HSA_DEFAULTS,
      age: 50,
    });
    expect(mergeKnown(HSA_DEFAULTS, { coverageType: 'family' }, HSA_FIELDS).coverageType).toBe('family');
  });

  it('Medicare: a year with no CMS figures or a filing status not offered falls back to the default', () => {
    const parsed = mergeKnown(
      MEDICARE_DEFAULTS,
      { year: '1990', filingStatus: 'widowed', magi: 'lots' },
      MEDICARE_FIELDS,
    );
    expect(parsed).toEqual(MEDICARE_DEFAULTS);
    expect(mergeKnown(MEDICARE_DEFAULTS, { people: '2' }, MEDICARE_FIELDS).people).toBe(2);
  });

  it('My details: an answer the tool does not offer is not filled in', () => {
    // The planner has no head-of-household brackets; the Medicare tool has.
    expect(parseToolField(PLANNER_DEFAULTS, PLANNER_FIELDS, 'filingStatus', 'headOfHousehold')).toBeUndefined();
    expect(parseToolField(MEDICARE_DEFAULTS, MEDICARE_FIELDS, 'filingStatus', 'headOfHousehold')).toBe(
      'headOfHousehold',
    );
    expect(parseToolField(PLANNER_DEFAULTS, PLANNER_FIELDS, 'currentAge', undefined)).toBeUndefined();
  });
});

describe('a field newer than a saved record (fromOlder)', () => {
  // A tool that once asked for `older` and now asks for `newer` (twice the old figure), and a field without the hook.
  const defaults = { newer: 10, plain: 1 };
  const fields = [
    {
      id: 'newer',
      label: 'Newer',
      kind: 'number',
      max: 100,
      fromOlder: (older: Readonly<Record<string, unknown>>) =>
        typeof older.older === 'number' ? older.older * 2 : undefined,
    },
    { id: 'plain', label: 'Plain', kind: 'number' },
  ] as const satisfies readonly AnyToolField[];
  const read = (raw: unknown) => mergeKnown(defaults, raw as Record<string, unknown>, fields as never);

  it('works the value out from an older record, then reads it like any value (here, inside its max)', () => {
    expect(read({ older: 7 })).toEqual({ newer: 14, plain: 1 });
    expect(read({ older: 70 }).newer).toBe(100);
  });

  it('leaves a record that has the field alone, and gives the default when the older record cannot say', () => {
    expect(read({ older: 7, newer: 3 }).newer).toBe(3);
    expect(read({ plain: 4 })).toEqual({ newer: 10, plain: 4 });
    expect(read(null)).toEqual(defaults);
    expect(read('garbage')).toEqual(defaults);
  });

  it('a hook that throws gives the default', () => {
    const throwing = [
      {
        ...fields[0],
        fromOlder: () => {
          throw new Error('bad');
        },
      },
      fields[1],
    ];
    expect(mergeKnown(defaults, { older: 7 }, throwing as never)).toEqual(defaults);
  });
});

describe('every tool’s schema (tools whose fields.ts exports FIELDS)', () => {
  interface FieldsModule {
    FIELDS?: readonly AnyToolField[];
    DEFAULTS?: InputRecord;
  }
  const modules = import.meta.glob<FieldsModule>('/src/tools/*/fields.ts', { eager: true });
  const lists = Object.entries(modules)
    .filter(([, m]) => m.FIELDS && m.DEFAULTS)
    .map(([path, m]) => [path.split('/')[3], m.DEFAULTS!, m.FIELDS!] as const);

  /** Values a link, a save or a hand-edited record may hold for a field. */
  const anyValue = (field: AnyToolField | undefined) =>
    fc.oneof(
      fc.jsonValue(),
      fc.double(),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, '', '1e999', 'abc'),
      field?.kind === 'select' ? fc.constantFrom(...field.options.map((o) => o.value)) : fc.integer().map(String),
    );

  it.each(lists)('%s: any record gives values inside each field’s options or bounds', (_tool, defaults, fields) => {
    const schema = toolSchema(defaults, fields as never);
    const record = fc.dictionary(
      fc.constantFrom(...Object.keys(defaults), 'unknown'),
      fc.constantFrom(...fields).chain((f) => anyValue(f)),
    );
    forAll(fc.oneof(record, fc.jsonValue()), (raw) => {
      const parsed = parseToolInputs(schema, raw);
      expect(Object.keys(parsed).sort()).toEqual(Object.keys(defaults).sort());
      for (const [key, value] of Object.entries(parsed)) {
        const field = fields.find((f) => f.id === key);
        // A field that may be left blank reads as "not entered" (null) or a number (issue I6, item 2).
        if (field?.blank) {
          if (value === null) continue;
          expect(typeof value, key).toBe('number');
        } else expect(typeof value, key).toBe(typeof defaults[key]);
        if (!field || value === defaults[key]) continue;
        if (field.kind === 'select') {
          expect(
            field.options.map((o) => o.value),
            key,
          ).toContain(String(value));
        } else {
          expect(Number.isFinite(value), key).toBe(true);
          expect(value as number, key).toBeGreaterThanOrEqual(field.min ?? (field.kind === 'money' ? 0 : -Infinity));
          expect(value as number, key).toBeLessThanOrEqual(field.max ?? Infinity);
        }
      }
    });
  });

  it('covers the calculators whose casts and hooks it replaced', () => {
    expect(lists.map(([tool]) => tool)).toEqual(
      expect.arrayContaining([
        'HsaCalculator',
        'InheritedIraCalculator',
        'MedicareCostCalculator',
        'RmdCalculator',
        'RothConversionCalculator',
        'SocialSecurityCalculator',
        'TaxImpactCalculator',
        'WithdrawalCalculator',
        'WithdrawalPlanner',
      ]),
    );
  });
});
